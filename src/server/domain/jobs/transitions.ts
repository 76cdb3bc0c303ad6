// docs/decisions/030: the one table of a job's allowed moves and who may make each. Every status
// change goes through lifecycle.ts's transitionJob, which checks the move here under the job's lock.
import type { JobStatus } from "../../../shared/domain/job-status";
import { ADMIN_SETTABLE_JOB_STATUSES } from "../../../shared/schemas/admin-jobs";
import { AppError } from "../../lib/errors";

/** Who moves a job: its client, a cleaner, an admin, or the server's own background work. */
export const JOB_ACTORS = ["client", "cleaner", "admin", "system"] as const;
export type JobActor = (typeof JOB_ACTORS)[number];

export interface JobMove {
  from: JobStatus;
  to: JobStatus;
  by: JobActor;
}

/** spec 4: an admin may set any of these on any job that is not Completed, in any order. */
const ADMIN_FROM = ["Posted", "Assigned", "In Progress", "Canceled", "Problem"] as const satisfies readonly JobStatus[];

/**
 * spec 4's moves. A booking creates a job Posted (postJob), not a move. `system` is a rental
 * calendar's sync (docs/decisions/054): a stay removed from the feed cancels a job not yet started,
 * and a stay moved to a time its cleaner is not free takes the cleaner off (back to Posted).
 * A move to the status a job already has is an admin's only: it changes nothing, or only who does
 * the job (Assigned or In Progress with another cleaner).
 */
export const JOB_MOVES: readonly JobMove[] = [
  { from: "Posted", to: "Canceled", by: "client" },
  // A claim; with claim approval on, an admin's approval of an application (below) instead.
  { from: "Posted", to: "Assigned", by: "cleaner" },
  { from: "Assigned", to: "In Progress", by: "cleaner" },
  { from: "In Progress", to: "Completed", by: "cleaner" },
  ...ADMIN_FROM.flatMap((from) => ADMIN_SETTABLE_JOB_STATUSES.map((to): JobMove => ({ from, to, by: "admin" }))),
  { from: "Posted", to: "Canceled", by: "system" },
  { from: "Assigned", to: "Canceled", by: "system" },
  { from: "Assigned", to: "Posted", by: "system" },
];

const allowed = new Set(JOB_MOVES.map(({ from, to, by }) => `${by}:${from}:${to}`));

/** Whether `by` may move a job from `from` to `to`. */
export const mayMove = (from: JobStatus, to: JobStatus, by: JobActor): boolean => allowed.has(`${by}:${from}:${to}`);

/** The statuses from which `by` may move a job to `to` (a cleaner's claim: Posted only). */
export const statusesMovableTo = (to: JobStatus, by: JobActor): JobStatus[] =>
  JOB_MOVES.filter((move) => move.to === to && move.by === by).map((move) => move.from);

/** The message of a refused move when the caller words none. */
export const MOVE_NOT_ALLOWED = "This job can no longer be changed that way. Reload it and try again.";

/**
 * Every refused move answers the same code (409): callers and screens need one test for "the job is
 * not in a state for this", while the message stays each screen's own wording (spec 8).
 */
export const moveRefused = (message: string = MOVE_NOT_ALLOWED) => new AppError("JOB_TRANSITION_NOT_ALLOWED", 409, message);
