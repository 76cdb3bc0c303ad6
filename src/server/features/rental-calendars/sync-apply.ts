// docs/decisions/054 "Keys and idempotence", "Moves and cancels": a good feed's plan applied in one
// transaction that first locks the feed's row, so two syncs of one feed take turns.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { CLEANING_TYPE_NAMES, type CleaningType } from "../../../shared/domain/booking";
import { unitTimeZone } from "../../../shared/domain/address-zone";
import {
  CALENDAR_HORIZON_DAYS,
  DEFAULT_TURNOVER_SETTINGS,
  TURNOVER_DAYS,
  type SyncSummary,
  type TurnoverDay,
  type TurnoverSettings,
} from "../../../shared/domain/turnovers";
import { lockActiveClient } from "../../auth/client-record";
import type { Transaction } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { declareLocks, lockCleaners, lockJobs } from "../../domain/locks";
import type { PlannedTurnover } from "../../domain/rental-calendars/plan-turnovers";
import { bookableStart, bookJob } from "../../domain/jobs/book-job";
import { cancelFromCalendar } from "../../domain/jobs/cancel-from-calendar";
import { rescheduleJob } from "../../domain/jobs/reschedule-job";
import { AppError, isUniqueViolation } from "../../lib/errors";
import { succeededColumns } from "./sync-failure";
import { failedSync, SYNC_REFUSALS, type SyncContext, type SyncResult } from "./sync-types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL's deadlock_detected: see withDeadlockRetry. */
const DEADLOCK = "40P01";
const ATTEMPTS = 3;

type Unit = typeof clientUnits.$inferSelect;
type FeedJob = Pick<
  typeof jobs.$inferSelect,
  "jobId" | "calendarEventKey" | "status" | "scheduledStart" | "scheduledEnd" | "readyBy" | "calendarOverridden"
> & { cleanerId: string | null };

/** The unit's turnover settings as the planner takes them (a value the checks let through is read as the default). */
export function turnoverSettingsOf(unit: Unit): TurnoverSettings {
  const isDay = (value: string): value is TurnoverDay => (TURNOVER_DAYS as readonly string[]).includes(value);
  const isType = (value: string): value is CleaningType => (CLEANING_TYPE_NAMES as readonly string[]).includes(value);
  return {
    turnoverDay: isDay(unit.turnoverDay) ? unit.turnoverDay : DEFAULT_TURNOVER_SETTINGS.turnoverDay,
    turnoverType: isType(unit.turnoverType) ? unit.turnoverType : DEFAULT_TURNOVER_SETTINGS.turnoverType,
    durationHours: Number(unit.turnoverDurationHours),
    checkoutTime: unit.checkoutTime,
    checkinTime: unit.checkinTime,
    timeZone: unitTimeZone(unit),
    ignoreBlocks: unit.ignoreBlocks,
  };
}

/** Not started and not changed by hand: a sync may still move or cancel it. */
const followsFeed = (job: FeedJob, now: Date) =>
  (job.status === "Posted" || job.status === "Assigned") && job.scheduledStart > now && !job.calendarOverridden;

/** A feed read and planned (off the request thread, decision 057) with the unit's settings as they were. */
export interface FeedPlan {
  eventsFound: number;
  /** The feed's blocks the unit ignores: the summary's skippedBlocks. */
  blocksSkipped: number;
  planned: PlannedTurnover[];
  settings: TurnoverSettings;
}

/** The unit's settings differ from the plan's: nothing was written; plan again with these. */
export type SettingsChanged = { settingsChanged: TurnoverSettings };

export async function applyFeed(
  context: SyncContext,
  plan: FeedPlan,
  validators: { etag: string | null; lastModified: string | null },
): Promise<SyncResult | SettingsChanged> {
  return withDeadlockRetry(() => context.deps.db.transaction((tx) => applyInTransaction(tx, context, plan, validators)));
}

/**
 * A sync books, moves and cancels several jobs in one transaction: the order of counter rows they
 * lock (decision 053) differs between feeds, so two syncs can deadlock. PostgreSQL then rolls one
 * back whole; it is run again, and finds the other's work done.
 */
async function withDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
      if (code !== DEADLOCK || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function applyInTransaction(
  tx: Transaction,
  context: SyncContext,
  { eventsFound, blocksSkipped, planned, settings: plannedWith }: FeedPlan,
  validators: { etag: string | null; lastModified: string | null },
): Promise<SyncResult | SettingsChanged> {
  const { deps, calendarId, now } = context;
  // The locks in their order (docs/decisions/062): the unit's, the feed's, the cleaners and jobs the
  // plan moves, then the client's. The unit before its feeds, as deleting it does (its row, then
  // its feeds by cascade): a delete either finishes first, or waits and then finds this sync's jobs
  // and refuses. Its id is the feed's, read in the same statement, declared once the row is read.
  const [unit] = await tx
    .select()
    .from(clientUnits)
    .where(
      inArray(
        clientUnits.unitId,
        tx.select({ unitId: unitCalendars.unitId }).from(unitCalendars).where(eq(unitCalendars.calendarId, calendarId)),
      ),
    )
    .for("key share");
  if (unit) declareLocks(tx, { kind: "unit", ids: [unit.unitId], mode: "key share" });
  // Two servers, or two presses of Sync now, take turns here (decision 054). FOR NO KEY UPDATE, as
  // the UPDATE of the row below takes: FOR UPDATE would also hold up the foreign-key checks of this
  // feed's jobs (FOR KEY SHARE), which a job written twice in one transaction makes while holding it.
  declareLocks(tx, { kind: "calendar feed", ids: [calendarId], mode: "no key update" });
  const [feed] = await tx.select().from(unitCalendars).where(eq(unitCalendars.calendarId, calendarId)).for("no key update");
  if (!feed || !unit) return failedSync(SYNC_REFUSALS.removed);
  if (!unit.isActive) return failedSync(SYNC_REFUSALS.unitInactive);

  const settings = turnoverSettingsOf(unit);
  if (!sameSettings(settings, plannedWith)) return { settingsChanged: settings };
  const feedJobs: FeedJob[] = await tx
    .select({
      jobId: jobs.jobId,
      calendarEventKey: jobs.calendarEventKey,
      status: jobs.status,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      readyBy: jobs.readyBy,
      calendarOverridden: jobs.calendarOverridden,
      cleanerId: jobAssignments.cleanerId,
    })
    .from(jobs)
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(and(eq(jobs.calendarId, calendarId), isNotNull(jobs.calendarEventKey)));
  const byKey = new Map(feedJobs.map((job) => [job.calendarEventKey, job]));
  const horizonEnd = new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS);
  const mail = { calendarLabel: feed.label, now, publicUrl: deps.publicUrl };
  // What this sync did, each kind apart (docs/decisions/065): the calendar's row shows it.
  const summary: SyncSummary = { created: 0, moved: 0, canceled: 0, skippedBlocks: blocksSkipped, skippedPast: 0 };

  // The jobs this plan may cancel or move, and the cleaners on those it may move (a move keeps its
  // cleaner only while they are free: rescheduleJob), locked before any is touched: the cleaners,
  // then the jobs, each by id (docs/decisions/062). One job after another took a job's row and then
  // the next job's cleaner, the order a claim takes the other way round. A cleaner who comes onto a
  // job between the read above and these locks is left for the next sync (rescheduleJob).
  const plannedKeys = new Set(planned.map((turnover) => turnover.key));
  const firstPlanned = new Map<string, PlannedTurnover>();
  for (const turnover of planned) if (!firstPlanned.has(turnover.key)) firstPlanned.set(turnover.key, turnover);
  const toMove = feedJobs.filter((job) => {
    const turnover = job.calendarEventKey ? firstPlanned.get(job.calendarEventKey) : undefined;
    return turnover !== undefined && followsFeed(job, now) && !sameTimes(job, turnover);
  });
  const toCancel = feedJobs.filter((job) => job.calendarEventKey && !plannedKeys.has(job.calendarEventKey) && followsFeed(job, now));
  await lockCleaners(
    tx,
    toMove.flatMap((job) => (job.cleanerId === null ? [] : [job.cleanerId])),
    "share",
  );
  await lockJobs(
    tx,
    [...toMove, ...toCancel].map((job) => job.jobId),
    "update",
  );
  try {
    // As a booking: a deactivation either commits first (and this refuses) or waits for this sync.
    await lockActiveClient(tx, feed.clientId, SYNC_REFUSALS.clientInactive);
  } catch (error) {
    if (error instanceof AppError) return failedSync(SYNC_REFUSALS.clientInactive);
    throw error;
  }

  // A stay no longer in the feed: its job goes (a skipped stay below is still in the feed).
  for (const job of feedJobs) {
    if (job.calendarEventKey && !plannedKeys.has(job.calendarEventKey) && followsFeed(job, now)) {
      if (await cancelFromCalendar(tx, job.jobId, mail)) summary.canceled += 1;
    }
  }

  const done = new Set<string>();
  for (const turnover of planned) {
    if (done.has(turnover.key)) continue;
    done.add(turnover.key);
    const job = byKey.get(turnover.key);
    // Past, beyond the booking limit or the horizon: skipped, not an error; a later sync books it.
    // A past stay with no job is counted: the summary says it was left out, not lost.
    const unbookable = bookableStart(turnover.start, now, settings.timeZone);
    if (unbookable === "past" && !job) summary.skippedPast += 1;
    if (unbookable !== null || turnover.start > horizonEnd) continue;
    if (!job) {
      if (await book(tx, { feed, unit, settings, turnover, now, publicUrl: deps.publicUrl })) summary.created += 1;
    } else if (followsFeed(job, now) && !sameTimes(job, turnover)) {
      const { moved } = await rescheduleJob(tx, job.jobId, {
        start: turnover.start,
        end: turnover.end,
        readyBy: turnover.readyBy,
        durationHours: turnover.durationHours,
        sameDayTurnover: turnover.sameDayTurnover,
        cause: "calendar",
        ...mail,
      });
      if (moved) summary.moved += 1;
    }
  }

  await tx
    .update(unitCalendars)
    .set({
      ...succeededColumns(now),
      eventsFound,
      jobsCreated: feed.jobsCreated + summary.created,
      lastSyncSummary: summary,
      etag: validators.etag,
      lastModified: validators.lastModified,
    })
    .where(eq(unitCalendars.calendarId, calendarId));
  return { status: "synced", eventsFound, created: summary.created, moved: summary.moved, canceled: summary.canceled, error: null };
}

const sameSettings = (a: TurnoverSettings, b: TurnoverSettings) =>
  (Object.keys(a) as (keyof TurnoverSettings)[]).every((name) => a[name] === b[name]);

/**
 * The stay is where the job has it: the same start and the same deadline (the next check-in). A
 * job's length alone is not the feed's to change (docs/decisions/065): it follows the unit's
 * settings, which re-time the unit's turnovers when saved, and a turnover made before keeps its
 * window as its length (decision 064).
 */
const sameTimes = (job: FeedJob, turnover: PlannedTurnover) =>
  job.scheduledStart.getTime() === turnover.start.getTime() && job.readyBy?.getTime() === turnover.readyBy.getTime();

/** Books one turnover as the client's own booking would; false when its job is already there. */
async function book(
  tx: Transaction,
  {
    feed,
    unit,
    settings,
    turnover,
    now,
    publicUrl,
  }: {
    feed: typeof unitCalendars.$inferSelect;
    unit: Unit;
    settings: TurnoverSettings;
    turnover: PlannedTurnover;
    now: Date;
    publicUrl: string;
  },
): Promise<boolean> {
  try {
    // A savepoint: a unique violation on the key undoes this booking only (and its plan clean).
    await tx.transaction((savepoint) =>
      bookJob(savepoint, {
        clientId: feed.clientId,
        unit: { unitId: unit.unitId, fullAddress: unit.fullAddress, timeZone: settings.timeZone },
        type: settings.turnoverType,
        start: turnover.start,
        end: turnover.end,
        durationHours: turnover.durationHours,
        sqFt: null,
        bedrooms: null,
        bathrooms: null,
        specialInstructions: null,
        isExtraClean: false,
        calendar: {
          calendarId: feed.calendarId,
          eventKey: turnover.key,
          label: feed.label,
          sameDayTurnover: turnover.sameDayTurnover,
          readyBy: turnover.readyBy,
        },
        now,
        publicUrl,
      }),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error, "jobs_calendar_event_key")) return false;
    throw error;
  }
}
