// spec 2 Job Report: a job's timeline (posted, claimed, started, completed), its photos, its
// payout and the client's review, for the cleaner it is assigned to.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { payouts } from "../../db/schema/payouts";
import { notFound } from "../../lib/errors";
import { ASSIGNMENT_NOT_FOUND } from "./assignment-progress.service";
import { listCleanerJobPhotos } from "./job-photos.service";

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function jobReport({ db, cleanerId, jobId }: { db: Database; cleanerId: string; jobId: string }) {
  const [row] = await db
    .select({
      jobId: jobs.jobId,
      type: jobs.type,
      address: jobs.address,
      // docs/decisions/026: the unit's notes belong to the report of the job they were for.
      specialInstructions: jobs.specialInstructions,
      unitNotes: clientUnits.notes,
      status: jobAssignments.status,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      payoutCents: jobs.cleanerPayoutCents,
      postedAt: jobs.createdAt,
      claimedAt: jobAssignments.assignedAt,
      startedAt: jobAssignments.startedAt,
      completedAt: jobAssignments.completedAt,
      payoutAmountCents: payouts.amountCents,
      payoutStatus: payouts.status,
      payoutPaidAt: payouts.paidAt,
      reviewRating: reviews.rating,
      reviewComment: reviews.comment,
      reviewedAt: reviews.createdAt,
    })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    // The payout and review of this job, and only while it is this cleaner's; a review an admin
    // hid is not the cleaner's to see (docs/decisions/046).
    .leftJoin(payouts, and(eq(payouts.jobId, jobs.jobId), eq(payouts.cleanerId, cleanerId)))
    .leftJoin(reviews, and(eq(reviews.jobId, jobs.jobId), eq(reviews.isVisible, true)))
    .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId)));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return {
    jobId: row.jobId,
    type: row.type,
    address: row.address,
    specialInstructions: row.specialInstructions,
    unitNotes: row.unitNotes?.trim() || null,
    status: row.status,
    scheduledStart: row.scheduledStart.toISOString(),
    scheduledEnd: row.scheduledEnd.toISOString(),
    payoutCents: row.payoutCents,
    timeline: {
      postedAt: row.postedAt.toISOString(),
      claimedAt: row.claimedAt.toISOString(),
      startedAt: iso(row.startedAt),
      completedAt: iso(row.completedAt),
    },
    payout:
      row.payoutAmountCents === null || row.payoutStatus === null
        ? null
        : { amountCents: row.payoutAmountCents, status: row.payoutStatus, paidAt: iso(row.payoutPaidAt) },
    review:
      row.reviewRating === null || row.reviewedAt === null
        ? null
        : { rating: row.reviewRating, comment: row.reviewComment, createdAt: row.reviewedAt.toISOString() },
    photos: await listCleanerJobPhotos({ db, jobId }),
  };
}
