// spec 2 /cleaner/dashboard: the stat cards, Recent Completed Jobs and Performance Summary.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { RECENT_COMPLETED_JOBS } from "../../../shared/domain/cleaner";
import type { CleanerRecord } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { earnedAt, monthStartIn } from "../../domain/payouts/earnings";
import { boardAreas, onDefaultBoard } from "../../domain/jobs/open-board";

export interface CleanerDashboard {
  stats: {
    /** What the open-jobs board shows as it first opens (docs/decisions/027). */
    availableJobs: number;
    /** Whether that count is of the cleaner's work areas (the board's default filter) or of every open job. */
    availableInAreas: boolean;
    activeJobs: number;
    jobsCompleted: number;
    thisMonthEarningsCents: number;
    totalEarningsCents: number;
    /** One decimal on screen; null when nobody has rated the cleaner yet (N/A). */
    ratingAvg: number | null;
    ratingCount: number;
  };
  recentCompleted: {
    jobId: string;
    type: string;
    address: string;
    completedAt: string | null;
    /** The job's place's zone: its completion day is read there (docs/decisions/064). */
    timeZone: string;
    payoutCents: number;
  }[];
}

/**
 * Earnings are the cleaner's payouts, not spec 9's sum of base_price (docs/decisions/035); "this
 * month" is payouts of jobs completed since the first of the month in `timeZone`. A cleaner
 * without a record sees the open board's count and nothing of their own.
 */
export async function cleanerDashboard({
  db,
  cleaner,
  timeZone,
  now = new Date(),
}: {
  db: Database;
  cleaner: CleanerRecord | null;
  timeZone: string;
  now?: Date;
}): Promise<CleanerDashboard> {
  const [available] = await db.select({ n: count() }).from(jobs).where(onDefaultBoard(cleaner, now));
  const availableJobs = available?.n ?? 0;
  const availableInAreas = boardAreas(cleaner) !== null;
  if (!cleaner) {
    return {
      stats: {
        availableJobs,
        availableInAreas,
        activeJobs: 0,
        jobsCompleted: 0,
        thisMonthEarningsCents: 0,
        totalEarningsCents: 0,
        ratingAvg: null,
        ratingCount: 0,
      },
      recentCompleted: [],
    };
  }
  const { cleanerId } = cleaner;
  const [[assignments], [earnings], recent] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${jobAssignments.status} in ('Assigned', 'In Progress'))`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${jobAssignments.status} = 'Completed')`.mapWith(Number),
      })
      .from(jobAssignments)
      .where(eq(jobAssignments.cleanerId, cleanerId)),
    db
      .select({
        total: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
        thisMonth:
          sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${earnedAt} >= ${monthStartIn(now, timeZone)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(payouts)
      .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
      .where(eq(payouts.cleanerId, cleanerId)),
    db
      .select({
        jobId: jobs.jobId,
        type: jobs.type,
        address: jobs.address,
        completedAt: sql<Date | null>`coalesce(${jobAssignments.completedAt}, ${jobs.completedAt})`.mapWith(jobs.completedAt),
        timeZone: jobs.timeZone,
        // What the cleaner earned: the payout once recorded, else the job's share (spec 9).
        payoutCents: sql<number>`coalesce(${payouts.amountCents}, ${jobs.cleanerPayoutCents})`.mapWith(Number),
      })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
      .leftJoin(payouts, eq(payouts.jobId, jobs.jobId))
      .where(and(eq(jobAssignments.cleanerId, cleanerId), eq(jobAssignments.status, "Completed")))
      .orderBy(sql`coalesce(${jobAssignments.completedAt}, ${jobs.completedAt}) DESC NULLS LAST`, desc(jobs.jobId))
      .limit(RECENT_COMPLETED_JOBS),
  ]);
  return {
    stats: {
      availableJobs,
      availableInAreas,
      activeJobs: assignments?.active ?? 0,
      jobsCompleted: assignments?.completed ?? 0,
      thisMonthEarningsCents: earnings?.thisMonth ?? 0,
      totalEarningsCents: earnings?.total ?? 0,
      ratingAvg: cleaner.ratingCount > 0 && cleaner.ratingAvg !== null ? Number(cleaner.ratingAvg) : null,
      ratingCount: cleaner.ratingCount,
    },
    recentCompleted: recent.map((job) => ({ ...job, completedAt: job.completedAt?.toISOString() ?? null })),
  };
}
