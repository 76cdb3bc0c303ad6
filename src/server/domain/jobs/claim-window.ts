// docs/decisions/010, 030, 040, 054: the claim window of a job put (back) on the board. One rule for
// every path that does it: a job back to Posted (transitionJob), a turnover its calendar moved
// (rescheduleJob) and an admin's re-post from Exceptions.
import { claimWindowEnd } from "../../../shared/domain/booking";

/**
 * The window a job on the board at `now`, starting at `start`, is claimable in: its own while that
 * is still open, never past the start; once it has closed (or it never had one), a fresh one by the
 * booking's rule (claimWindowEnd: 24 hours, never past the start), so the job is claimable again.
 */
export function boardClaimWindow(own: Date | null, start: Date, now: Date): Date {
  if (!own || own.getTime() <= now.getTime()) return claimWindowEnd(now, start);
  return new Date(Math.min(own.getTime(), start.getTime()));
}
