// docs/decisions/060: the one table of a job's dispatch moves, and the one writer of its three
// columns (dispatch_state, offered_to, dispatch_note). Every dispatch step (decision 055) and
// transitionJob's return to Posted write them through here, so what a client, a cleaner's board
// and an admin read of an offer can only be one of the positions below.
import { and, eq, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { DispatchState } from "../../../shared/domain/dispatch";
import type { Transaction } from "../../db/client";
import { jobs } from "../../db/schema/jobs";

/**
 * Where a job's dispatch stands, and what its three columns hold there. `offering` is the moment
 * between two offers (inside one step), or a job that left Posted while between them; `offered`
 * holds one open offer, to the cleaner in offered_to (the claim's rule reads that column, decision 055).
 */
export const DISPATCH_POSITIONS = {
  /** Posted while auto_assign was off (the board as before dispatch), or about to be dispatched again. */
  none: { state: null, offeredTo: "none", note: "none" },
  offering: { state: "offering", offeredTo: "none", note: "none" },
  offered: { state: "offering", offeredTo: "cleaner", note: "none" },
  /** Taken by the cleaner it was offered to. */
  accepted: { state: "accepted", offeredTo: "none", note: "none" },
  /** Left to everyone, with the reason for admins (Exceptions). */
  board: { state: "board", offeredTo: "none", note: "text" },
} as const satisfies Record<string, { state: DispatchState | null; offeredTo: "none" | "cleaner"; note: "none" | "text" }>;
export type DispatchPosition = keyof typeof DISPATCH_POSITIONS;
export const POSITIONS = Object.keys(DISPATCH_POSITIONS) as DispatchPosition[];

/** The moves, each from the positions it may leave. No others: a job dispatched again starts from `none` (reset). */
export const DISPATCH_MOVES = {
  /** A Posted job's dispatch begins (postJob, back on Posted, an admin's re-post). */
  start: { from: ["none"], to: "offering" },
  /** offerNext offers it to one cleaner. */
  offer: { from: ["offering"], to: "offered" },
  /** The open offer ended unaccepted: declined, expired, withdrawn, its job moved, taken by another or canceled. */
  release: { from: ["offered"], to: "offering" },
  /** Its cleaner took the job (settleOffers). */
  accept: { from: ["offered"], to: "accepted" },
  /** Nobody left to offer it to, or no time: to the board with the explanation. */
  board: { from: ["offering"], to: "board" },
  /** Back on Posted or re-posted, from wherever it stood: the next start judges it afresh. */
  reset: { from: POSITIONS, to: "none" },
} as const satisfies Record<string, { from: readonly DispatchPosition[]; to: DispatchPosition }>;
export type DispatchMove = keyof typeof DISPATCH_MOVES;

/** What a move's target holds beside its state: the offered cleaner (`offered`), the board's note (`board`). */
export interface DispatchValues {
  cleanerId?: string;
  note?: string;
}

/** The three columns as `to` holds them: every write sets all three, so no position is left half-written. */
function columnsOf(to: DispatchPosition, values: DispatchValues) {
  const target = DISPATCH_POSITIONS[to];
  const offeredTo = target.offeredTo === "cleaner" ? values.cleanerId : undefined;
  const note = target.note === "text" ? values.note : undefined;
  if ((target.offeredTo === "cleaner") !== (values.cleanerId !== undefined) || (target.note === "text") !== (values.note !== undefined))
    throw new Error(
      `dispatch position ${to} takes ${target.offeredTo === "cleaner" ? "the cleaner" : "no cleaner"} and ${target.note === "text" ? "a note" : "no note"}`,
    );
  return { dispatchState: target.state, offeredTo: offeredTo ?? null, dispatchNote: note ?? null };
}

/** The job's columns in `position`, as SQL (the WHERE that holds a move to the table). */
function inPosition(position: DispatchPosition): SQL {
  const { state, offeredTo, note } = DISPATCH_POSITIONS[position];
  return and(
    state === null ? isNull(jobs.dispatchState) : eq(jobs.dispatchState, state),
    offeredTo === "cleaner" ? isNotNull(jobs.offeredTo) : isNull(jobs.offeredTo),
    note === "text" ? isNotNull(jobs.dispatchNote) : isNull(jobs.dispatchNote),
  ) as SQL;
}

/** A move from every position needs no condition: it is the reset. */
const fromAnywhere = (move: DispatchMove) =>
  POSITIONS.every((position) => (DISPATCH_MOVES[move].from as readonly string[]).includes(position));

/**
 * The reset as a SET fragment, for transitionJob's own UPDATE of a job back to Posted: one
 * statement, as before (a claim's hot path never takes it; decision 053).
 */
export const dispatchResetColumns = () => columnsOf(DISPATCH_MOVES.reset.to, {});

/**
 * Makes `move` on the job, in the caller's transaction: one UPDATE, its WHERE holding the job to
 * the positions the move may leave (and the caller's `where`, e.g. close-offer's offered cleaner).
 * The caller holds the job's row lock, or relies on this conditional UPDATE (startDispatch on a
 * job that must still be Posted). False when the job was not there: nothing changed.
 */
export async function moveDispatch(
  tx: Transaction,
  jobId: string,
  move: DispatchMove,
  values: DispatchValues & { where?: SQL } = {},
): Promise<boolean> {
  const { from, to } = DISPATCH_MOVES[move];
  const columns = columnsOf(to, values);
  const fromWhere = fromAnywhere(move) ? undefined : or(...from.map(inPosition));
  const [moved] = await tx
    .update(jobs)
    .set(columns)
    .where(and(eq(jobs.jobId, jobId), fromWhere, values.where))
    .returning({ jobId: jobs.jobId });
  return moved !== undefined;
}

/** A job's position read from its three columns; null for a combination no move leaves. */
export function positionOf(job: { dispatchState: DispatchState | null; offeredTo: string | null; dispatchNote: string | null }) {
  return (
    POSITIONS.find((position) => {
      const { state, offeredTo, note } = DISPATCH_POSITIONS[position];
      return (
        job.dispatchState === state &&
        (job.offeredTo !== null) === (offeredTo === "cleaner") &&
        (job.dispatchNote !== null) === (note === "text")
      );
    }) ?? null
  );
}
