import { and, asc, eq, gt, gte, lt, lte, notInArray } from "drizzle-orm";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import { monthGrid } from "../../../shared/domain/calendar";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { CalendarQuery } from "../../../shared/schemas/availability";
import { addDays } from "../../../shared/schemas/booking";
import type { Database } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleanerAvailability, cleanerTimeOff } from "../../db/schema/schedule";

/**
 * A cleaner's calendar shows the jobs that are theirs to do or done: not a canceled job, nor one
 * an admin put back on the board (its assignment row may outlive the change).
 */
const NOT_THE_CLEANERS: JobStatus[] = ["Canceled", "Posted"];
/** Bounds of one read; a month of full days is far below them. */
const MAX_ASSIGNMENTS = 1000;
const MAX_ENTRIES = 500;

/** The cleaner's assignments whose jobs start in [from, to), soonest first. */
export function assignmentsStartingBetween({ db, cleanerId, from, to }: { db: Database; cleanerId: string; from: Date; to: Date }) {
  return db
    .select({
      assignmentId: jobAssignments.assignmentId,
      jobId: jobs.jobId,
      type: jobs.type,
      address: jobs.address,
      status: jobAssignments.status,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      /** The job's place's zone: its day and times are read there (docs/decisions/064). */
      timeZone: jobs.timeZone,
      payoutCents: jobs.cleanerPayoutCents,
    })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(
      and(
        eq(jobAssignments.cleanerId, cleanerId),
        notInArray(jobs.status, NOT_THE_CLEANERS),
        gte(jobs.scheduledStart, from),
        lt(jobs.scheduledStart, to),
      ),
    )
    .orderBy(asc(jobs.scheduledStart))
    .limit(MAX_ASSIGNMENTS);
}

/** "09:00:00" (PostgreSQL time) as the form's "09:00". */
const hhmm = (time: string | null) => (time ?? "").slice(0, 5);

/**
 * spec 2 and 7: everything the month grid shows, for every day of the grid (the neighbouring
 * months' days at its edges too): assignments starting on one of its days where the job is (a
 * job sits on its place's day, docs/decisions/064), and, read in the viewer's zone, the weekly
 * rules and the one-time blocks and time off overlapping it.
 */
export async function readCalendarMonth({ db, cleanerId, query }: { db: Database; cleanerId: string; query: CalendarQuery }) {
  const { gridStart, gridEnd } = monthGrid(query.month);
  const from = zonedTime(gridStart, 0, query.timeZone);
  const to = zonedTime(addDays(gridEnd, 1), 0, query.timeZone);
  // A job's day is its own zone's: a day more on each side holds the edge days of any zone within
  // a day of the viewer's, and the job's local day then picks those on the grid.
  const jobsFrom = zonedTime(addDays(gridStart, -1), 0, query.timeZone);
  const jobsTo = zonedTime(addDays(gridEnd, 2), 0, query.timeZone);
  const onGrid = (job: { scheduledStart: Date; timeZone: string }) => {
    const day = todayIn(job.timeZone, job.scheduledStart);
    return day >= gridStart && day <= gridEnd;
  };

  const [assignments, rules, blocks, timeOff] = await Promise.all([
    assignmentsStartingBetween({ db, cleanerId, from: jobsFrom, to: jobsTo }).then((rows) => rows.filter(onGrid)),
    db
      .select()
      .from(cleanerAvailability)
      .where(and(eq(cleanerAvailability.cleanerId, cleanerId), eq(cleanerAvailability.type, "weekly_rule")))
      .orderBy(asc(cleanerAvailability.weekday), asc(cleanerAvailability.startTime))
      .limit(MAX_ENTRIES),
    db
      .select()
      .from(cleanerAvailability)
      .where(
        and(
          eq(cleanerAvailability.cleanerId, cleanerId),
          eq(cleanerAvailability.type, "one_off_block"),
          lt(cleanerAvailability.startTs, to),
          gt(cleanerAvailability.endTs, from),
        ),
      )
      .orderBy(asc(cleanerAvailability.startTs))
      .limit(MAX_ENTRIES),
    db
      .select()
      .from(cleanerTimeOff)
      .where(and(eq(cleanerTimeOff.cleanerId, cleanerId), lte(cleanerTimeOff.startDate, gridEnd), gte(cleanerTimeOff.endDate, gridStart)))
      .orderBy(asc(cleanerTimeOff.startDate))
      .limit(MAX_ENTRIES),
  ]);

  return {
    month: query.month,
    gridStart,
    gridEnd,
    assignments: assignments.map(({ payoutCents: _payout, ...assignment }) => assignment),
    weeklyRules: rules.map((rule) => ({
      availabilityId: rule.availabilityId,
      weekday: rule.weekday ?? 0,
      startTime: hhmm(rule.startTime),
      endTime: hhmm(rule.endTime),
      note: rule.note,
    })),
    // A one-time block always has both instants (addAvailability writes them); the columns allow null for weekly rules.
    oneOffBlocks: blocks.flatMap(({ availabilityId, startTs, endTs, note }) =>
      startTs && endTs ? [{ availabilityId, startTs, endTs, note }] : [],
    ),
    timeOff: timeOff.map((entry) => ({
      timeoffId: entry.timeoffId,
      startDate: entry.startDate,
      endDate: entry.endDate,
      reason: entry.reason,
    })),
  };
}
