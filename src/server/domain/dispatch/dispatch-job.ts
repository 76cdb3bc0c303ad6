// docs/decisions/055: the dispatch engine. A job is offered to one cleaner at a time: the unit's
// preferred cleaners in order, then its backups, then automatic choice (the best-scored eligible
// cleaner, at most MAX_AUTOMATIC_OFFERS); when none is left, or the claim deadline minus
// BOARD_LEAD_MS has come, the job goes to the open board for everyone with the explanation.
import type { Transaction } from "../../db/client";
import type { DispatchContext } from "./types";

/**
 * A job was just posted (booked, imported from a calendar, or put back to Posted). With the
 * `auto_assign` flag on, marks it `offering` and makes its first offer (offerNext); off, nothing
 * (the job is on the open board, as before dispatch). Runs in the posting's transaction.
 */
export async function startDispatch(_tx: Transaction, _jobId: string, _ctx: DispatchContext): Promise<void> {
  // Stub: the engine helper fills this in.
}

/**
 * The caller holds the job's row lock (FOR UPDATE) and has closed its open offer, if any
 * (declined, expired, or the offered cleaner could not take it). Offers the job to the next
 * eligible cleaner, passing over (status `skipped`, with the reason) each preferred or backup
 * cleaner who is not eligible, or sends it to the board. Queues the offer's email.
 */
export async function offerNext(_tx: Transaction, _jobId: string, _ctx: DispatchContext): Promise<void> {
  // Stub: the engine helper fills this in.
}
