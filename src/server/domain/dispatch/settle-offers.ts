// docs/decisions/055: a job leaving Posted (taken, canceled, or set by an admin) ends its open offer:
// accepted when the offered cleaner is the one who took it, withdrawn otherwise.
import type { Transaction } from "../../db/client";

/** Called by transitionJob under the job's lock, once the job has left Posted. */
export async function settleOffers(_tx: Transaction, _input: { jobId: string; cleanerId: string | null; now: Date }): Promise<void> {
  // Stub: the engine helper fills this in.
}
