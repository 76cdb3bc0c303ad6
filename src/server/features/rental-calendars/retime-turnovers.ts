// docs/decisions/065: saving a unit's turnover settings re-times its future turnovers at once, in
// the save's transaction, to the times and length the sync's planner now gives them, with one
// summary email to the client ("4 turnovers re-timed to 11:00 AM CST") instead of one "The
// reservation changed" email per job: no reservation changed. Each move goes through
// rescheduleJob (cause "settings"), so a cleaner keeps a job only while free and hears about it.
import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { todayIn } from "../../../shared/domain/booking";
import type { TurnoverSettings } from "../../../shared/domain/turnovers";
import type { Transaction } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { retimedHeadline, turnoversRetimedEmail } from "../../domain/emails/turnover-settings-emails";
import { rescheduleJob } from "../../domain/jobs/reschedule-job";
import { lockCleaners, lockJobs } from "../../domain/locks";
import { turnoversRetimedNotice } from "../../domain/notifications/calendar-notices";
import { notify } from "../../domain/notifications/notify";
import { atTime, turnoverEnd } from "../../domain/rental-calendars/plan-turnovers";

const HOUR_MS = 3_600_000;

/** Which settings a re-time can follow without the feed: the day of the cleaning needs the stays. */
const retimable = (before: TurnoverSettings, after: TurnoverSettings) =>
  before.turnoverDay === after.turnoverDay &&
  (before.checkoutTime !== after.checkoutTime ||
    before.checkinTime !== after.checkinTime ||
    before.durationHours !== after.durationHours ||
    before.timeZone !== after.timeZone);

interface RetimeInput {
  clientId: string;
  unitId: string;
  unitLabel: string;
  before: TurnoverSettings;
  after: TurnoverSettings;
  now: Date;
  publicUrl: string;
}

/**
 * The unit's turnovers a sync may still move (from a feed, Posted or Assigned, not started, not
 * changed by hand) at the times `after` gives their day: the start at the new check-out time; the
 * deadline at the new check-in time when it was the old one (a guest's own arrival time, from the
 * feed, stays); the length the new duration, cut at the deadline, as planTurnovers does. A change
 * of the cleaning's day (checkout or check-in) needs the stays: the sync due now makes it.
 * Returns how many moved. The caller holds the unit's row (FOR UPDATE) and has saved `after`.
 */
export async function retimeUnitTurnovers(tx: Transaction, input: RetimeInput): Promise<number> {
  const { unitId, before, after, now } = input;
  if (!retimable(before, after)) return 0;
  const following = await tx
    .select({
      jobId: jobs.jobId,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      readyBy: jobs.readyBy,
      sameDayTurnover: jobs.sameDayTurnover,
      calendarLabel: jobs.calendarLabel,
      timeZone: jobs.timeZone,
      cleanerId: jobAssignments.cleanerId,
    })
    .from(jobs)
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(
      and(
        eq(jobs.unitId, unitId),
        isNotNull(jobs.calendarEventKey),
        inArray(jobs.status, ["Posted", "Assigned"]),
        gt(jobs.scheduledStart, now),
        eq(jobs.calendarOverridden, false),
      ),
    )
    .orderBy(asc(jobs.scheduledStart));
  const plans = following.flatMap((job) => {
    const date = todayIn(before.timeZone, job.scheduledStart);
    const start = atTime(date, after.checkoutTime, after.timeZone);
    const wasCheckin = job.readyBy?.getTime() === atTime(date, before.checkinTime, before.timeZone).getTime();
    const readyBy = wasCheckin || !job.readyBy ? atTime(date, after.checkinTime, after.timeZone) : job.readyBy;
    const end = turnoverEnd(start, readyBy, after.durationHours);
    const same =
      start.getTime() === job.scheduledStart.getTime() &&
      end.getTime() === job.scheduledEnd.getTime() &&
      readyBy.getTime() === job.readyBy?.getTime();
    return same ? [] : [{ job, start, end, readyBy }];
  });
  if (plans.length === 0) return 0;

  // The cleaners, then the jobs, each by id, before any is moved (docs/decisions/062), as a sync does.
  await lockCleaners(
    tx,
    plans.flatMap(({ job }) => (job.cleanerId === null ? [] : [job.cleanerId])),
    "share",
  );
  await lockJobs(
    tx,
    plans.map(({ job }) => job.jobId),
    "update",
  );
  const retimed: { scheduledStart: Date; timeZone: string }[] = [];
  for (const { job, start, end, readyBy } of plans) {
    const { moved } = await rescheduleJob(tx, job.jobId, {
      start,
      end,
      readyBy,
      durationHours: Math.round((end.getTime() - start.getTime()) / (HOUR_MS / 10)) / 10,
      sameDayTurnover: job.sameDayTurnover,
      calendarLabel: job.calendarLabel ?? "",
      cause: "settings",
      now,
      publicUrl: input.publicUrl,
    });
    if (moved) retimed.push({ scheduledStart: start, timeZone: job.timeZone });
  }
  if (retimed.length === 0) return 0;

  const [client] = await tx
    .select({ email: clients.email, userId: clients.userId })
    .from(clients)
    .where(eq(clients.clientId, input.clientId));
  if (client) {
    // docs/decisions/068: one notice for the save, as one email, carrying it.
    await notify(
      tx,
      turnoversRetimedNotice({
        userId: client.userId,
        unitId,
        unitLabel: input.unitLabel,
        headline: retimedHeadline(retimed),
        at: now,
        email: {
          kind: "turnovers-retimed",
          // One per save: a repeat of the same delivery is the outbox's to drop.
          dedupeKey: `turnovers-retimed:${unitId}:${now.toISOString()}`,
          to: client.email,
          ...turnoversRetimedEmail({ unitLabel: input.unitLabel, turnovers: retimed, publicUrl: input.publicUrl }),
        },
      }),
      now,
    );
  }
  return retimed.length;
}
