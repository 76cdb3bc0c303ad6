// The one shape a client reads a job in (upcoming, history, dashboard): numbers as numbers, the
// assigned cleaner nested. Built from one joined row, so every list is a single query.
import { eq } from "drizzle-orm";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { PlanUsage } from "../../../shared/domain/statuses";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";
import { cleaners, clientUnits } from "../../db/schema/people";

export const jobViewColumns = {
  jobId: jobs.jobId,
  type: jobs.type,
  address: jobs.address,
  unitLabel: clientUnits.label,
  scheduledStart: jobs.scheduledStart,
  scheduledEnd: jobs.scheduledEnd,
  durationHours: jobs.durationHours,
  bedrooms: jobs.bedrooms,
  bathrooms: jobs.bathrooms,
  sqFt: jobs.sqFt,
  specialInstructions: jobs.specialInstructions,
  isExtraClean: jobs.isExtraClean,
  planUsage: jobs.planUsage,
  clientPriceCents: jobs.clientPriceCents,
  status: jobs.status,
  completedAt: jobs.completedAt,
  cleanerName: cleaners.name,
  cleanerRatingAvg: cleaners.ratingAvg,
  cleanerRatingCount: cleaners.ratingCount,
  reviewId: reviews.reviewId,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
};

/** jobs with their unit, assigned cleaner (none yet while Posted) and review (one per job, once Completed). */
export function selectJobViews(db: Database) {
  return db
    .select(jobViewColumns)
    .from(jobs)
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .leftJoin(reviews, eq(reviews.jobId, jobs.jobId));
}

type JobViewRow = Awaited<ReturnType<typeof selectJobViews>>[number];

export interface JobView {
  jobId: string;
  type: string;
  address: string;
  unitLabel: string | null;
  scheduledStart: string;
  scheduledEnd: string;
  durationHours: number;
  bedrooms: number | null;
  bathrooms: number | null;
  sqFt: number | null;
  specialInstructions: string | null;
  isExtraClean: boolean;
  planUsage: PlanUsage;
  clientPriceCents: number;
  status: JobStatus;
  completedAt: string | null;
  cleaner: { name: string; ratingAvg: number | null; ratingCount: number } | null;
  /** The client's review of the job (the lead's review API writes it). */
  review: { reviewId: string; rating: number; comment: string | null } | null;
}

export function toJobView(row: JobViewRow): JobView {
  const {
    cleanerName,
    cleanerRatingAvg,
    cleanerRatingCount,
    reviewId,
    reviewRating,
    reviewComment,
    durationHours,
    bathrooms,
    scheduledStart,
    scheduledEnd,
    completedAt,
    ...rest
  } = row;
  return {
    ...rest,
    scheduledStart: scheduledStart.toISOString(),
    scheduledEnd: scheduledEnd.toISOString(),
    completedAt: completedAt?.toISOString() ?? null,
    durationHours: Number(durationHours),
    bathrooms: bathrooms === null ? null : Number(bathrooms),
    cleaner:
      cleanerName === null
        ? null
        : {
            name: cleanerName,
            ratingAvg: cleanerRatingAvg === null ? null : Number(cleanerRatingAvg),
            ratingCount: cleanerRatingCount ?? 0,
          },
    review: reviewId === null || reviewRating === null ? null : { reviewId, rating: reviewRating, comment: reviewComment },
  };
}
