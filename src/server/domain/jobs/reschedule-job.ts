// docs/decisions/054: a stay whose dates changed on a rental calendar moves its turnover, as long as
// the job has not started and nobody changed it by hand. A cleaner on it keeps it only when still
// free at the new time (the claim's own clash rule, domain/cleaners/clashes.ts); otherwise it goes
// back to the board through transitionJob (decision 030). Client and cleaner are told (decision 068).
import { eq } from "drizzle-orm";
import { canWork } from "../../../shared/domain/cleaner";
import type { Transaction } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { recordAudit } from "../audit/audit";
import type { RescheduleCause } from "../audit/audit-actions";
import { clashOf } from "../cleaners/clashes";
import { declareLocks, lockCleaner, mayLock } from "../locks";
import { redispatchMovedJob } from "../dispatch/redispatch";
import { planJobReminders } from "../notifications/job-reminders";
import { jobMovedForCleanerEmail, jobMovedForClientEmail } from "../emails/calendar-emails";
import { jobRetimedForCleanerEmail } from "../emails/turnover-settings-emails";
import { jobMovedForCleanerNotice, jobMovedForClientNotice } from "../notifications/calendar-notices";
import { announceJobChange } from "../notifications/live";
import { notify, type Notice } from "../notifications/notify";
import { boardClaimWindow } from "./claim-window";
import { transitionJob } from "./lifecycle";

export interface NewTimes {
  start: Date;
  end: Date;
  /** The next guest's check-in: the turnover's deadline (docs/decisions/065). */
  readyBy: Date | null;
  durationHours: number;
  sameDayTurnover: boolean;
  calendarLabel: string;
  /**
   * Why it moves: its stay changed on the feed ("calendar"), or the unit's turnover settings did
   * ("settings", docs/decisions/065): then no reservation changed, so the client hears once, from
   * the settings' save, and not per job; the cleaner still hears about their own job.
   */
  cause: "calendar" | "settings";
  now: Date;
  publicUrl: string;
}

const NOT_MOVED = { moved: false, cleanerKept: null } as const;

/** Who is on the job, read before any lock: the cleaner's row is locked before the job's (docs/decisions/062). */
async function cleanerOnJob(tx: Transaction, jobId: string) {
  const [row] = await tx
    .select({ cleanerId: jobAssignments.cleanerId })
    .from(jobs)
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(eq(jobs.jobId, jobId));
  return row;
}

/** The cleaner's row locked as an admin's assignment locks it, so their claims wait for this move's clash check. */
const lockJobsCleaner = (tx: Transaction, cleanerId: string) =>
  lockCleaner(tx, cleanerId, "share", { email: cleaners.email, status: cleaners.status, userId: cleaners.userId });

async function lockJob(tx: Transaction, jobId: string) {
  declareLocks(tx, { kind: "job", ids: [jobId], mode: "update" });
  const [row] = await tx
    .select({ job: jobs, cleanerId: jobAssignments.cleanerId, clientEmail: clients.email, clientUserId: clients.userId })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(eq(jobs.jobId, jobId))
    .for("update", { of: jobs });
  return row;
}

/** A calendar moved the stay: move a not-started job (Posted or Assigned, start still ahead). */
export async function rescheduleJob(
  tx: Transaction,
  jobId: string,
  to: NewTimes,
): Promise<{ moved: boolean; cleanerKept: boolean | null }> {
  const { now } = to;
  const seen = await cleanerOnJob(tx, jobId);
  if (!seen) return NOT_MOVED;
  // A sync locks the jobs it moves and their cleaners first (docs/decisions/062): a cleaner who came
  // onto the job after those locks would be locked after a job, against the order. The next sync
  // moves it.
  if (seen.cleanerId && !mayLock(tx, "cleaner", seen.cleanerId, "share")) return NOT_MOVED;
  const cleaner = seen.cleanerId ? await lockJobsCleaner(tx, seen.cleanerId) : undefined;
  const locked = await lockJob(tx, jobId);
  if (!locked) return NOT_MOVED;
  const { job } = locked;
  const cleanerId = job.status === "Assigned" ? locked.cleanerId : null;
  const sameTimes =
    job.scheduledStart.getTime() === to.start.getTime() &&
    job.scheduledEnd.getTime() === to.end.getTime() &&
    job.readyBy?.getTime() === to.readyBy?.getTime();
  if (
    (job.status !== "Posted" && job.status !== "Assigned") ||
    job.scheduledStart.getTime() <= now.getTime() ||
    to.start.getTime() <= now.getTime() ||
    job.calendarOverridden ||
    sameTimes ||
    // Someone took or left the job between the read and the lock: the next sync decides it.
    locked.cleanerId !== seen.cleanerId ||
    (job.status === "Assigned" && cleanerId === null)
  ) {
    return NOT_MOVED;
  }

  const at = { timeZone: job.timeZone, scheduledStart: to.start, scheduledEnd: to.end };
  const kept = cleanerId === null ? null : !!cleaner && canWork(cleaner.status) && (await clashOf(tx, cleanerId, at, jobId)) === null;
  const backOnBoard = kept !== true;
  const [moved] = await tx
    .update(jobs)
    .set({
      requestedStart: to.start,
      scheduledStart: to.start,
      scheduledEnd: to.end,
      readyBy: to.readyBy,
      durationHours: String(to.durationHours),
      sameDayTurnover: to.sameDayTurnover,
      calendarLabel: to.calendarLabel,
      // Its claim window at the new start: its own, never past it, or a fresh one once closed (claim-window.ts).
      ...(backOnBoard ? { claimWindowEnds: boardClaimWindow(job.claimWindowEnds, to.start, now) } : {}),
    })
    .where(eq(jobs.jobId, jobId))
    .returning();
  if (!moved) throw new Error("a locked job's update returned no row");
  let current = moved;
  // docs/decisions/066: the move stays in the job's history (and its card's "Moved from" mark for a week).
  const cause: RescheduleCause = to.cause;
  const timesMoved = job.scheduledStart.getTime() !== to.start.getTime() || job.scheduledEnd.getTime() !== to.end.getTime();
  if (timesMoved)
    await recordAudit(tx, {
      action: "job.rescheduled",
      entityType: "job",
      entityId: jobId,
      actorId: null,
      at: now,
      summary: `Job ${jobId} moved from ${job.scheduledStart.toISOString()} to ${to.start.toISOString()} (${cause})`,
      payload: {
        before: { scheduledStart: job.scheduledStart.toISOString(), scheduledEnd: job.scheduledEnd.toISOString() },
        after: { scheduledStart: to.start.toISOString(), scheduledEnd: to.end.toISOString() },
        metadata: { cause, calendarLabel: to.calendarLabel },
      },
    });
  // docs/decisions/055: an offer made for the old time is made again for the new one.
  if (job.status === "Posted") await redispatchMovedJob(tx, jobId, { publicUrl: to.publicUrl, now });
  if (kept === false) {
    // The cleaner is not free then: the job goes back to the board, its applications settled there.
    const change = await transitionJob(tx, jobId, "Posted", {
      by: "system",
      expect: "Assigned",
      now,
      publicUrl: to.publicUrl,
      reason: "cleaner_not_free",
    });
    current = change.job;
  }
  // docs/decisions/071: the job's reminders move with it (its cleaner's too, while kept).
  await planJobReminders(tx, jobId, now);

  const moment = now.toISOString();
  const email = { job: current, from: job.scheduledStart, calendarLabel: to.calendarLabel };
  const move = { job: current, from: job.scheduledStart, at: now };
  const notices: Notice[] = [];
  // A settings change tells its client once, in one summary (docs/decisions/065).
  if (to.cause === "calendar") {
    const content = jobMovedForClientEmail({ ...email, cleanerKept: kept });
    notices.push(
      jobMovedForClientNotice({
        ...move,
        userId: locked.clientUserId,
        calendarLabel: to.calendarLabel,
        cleanerKept: kept,
        email: { kind: "calendar-moved-client", dedupeKey: `calendar-moved-client:${jobId}:${moment}`, to: locked.clientEmail, ...content },
      }),
    );
  }
  if (cleanerId !== null && cleaner) {
    const kind = to.cause === "calendar" ? "calendar-moved-cleaner" : "settings-moved-cleaner";
    const content =
      to.cause === "calendar"
        ? jobMovedForCleanerEmail({ ...email, kept: kept === true, publicUrl: to.publicUrl })
        : jobRetimedForCleanerEmail({ job: current, from: job.scheduledStart, kept: kept === true, publicUrl: to.publicUrl });
    notices.push(
      jobMovedForCleanerNotice({
        ...move,
        userId: cleaner.userId,
        kept: kept === true,
        email: { kind, dedupeKey: `${kind}:${jobId}:${moment}`, to: cleaner.email, ...content },
      }),
    );
  }
  await notify(tx, notices, now);
  // docs/decisions/068: every screen showing the job shows it at its new time.
  await announceJobChange(tx, jobId);
  return { moved: true, cleanerKept: kept };
}
