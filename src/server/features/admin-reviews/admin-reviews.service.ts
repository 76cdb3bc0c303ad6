// spec 2 "Reviews Moderation": every review with its cleaner, client and job, filtered, counted
// and paged in SQL, newest first; hiding, showing and deleting (docs/decisions/046).
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { HIGH_RATING_MIN, LOW_RATING_MAX, adminReviewMessages, type AdminReviewListQuery } from "../../../shared/schemas/admin-reviews";
import type { Page } from "../../../shared/schemas/page";
import type { Database } from "../../db/client";
import { jobs, reviews } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { recordAudit } from "../../domain/audit/audit";
import { lockCleanerForRating, refreshCleanerRating } from "../../domain/cleaners/rating";
import { AppError, notFound } from "../../lib/errors";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";

function filtersOf({ search, rating, visibility }: AdminReviewListQuery): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return and(
    pattern
      ? or(ilike(sql`coalesce(${reviews.comment}, '')`, pattern), ilike(cleaners.name, pattern), ilike(clients.name, pattern))
      : undefined,
    rating === "low"
      ? lte(reviews.rating, LOW_RATING_MAX)
      : rating === "high"
        ? gte(reviews.rating, HIGH_RATING_MIN)
        : rating === "all"
          ? undefined
          : eq(reviews.rating, Number(rating)),
    visibility === "all" ? undefined : eq(reviews.isVisible, visibility === "visible"),
  );
}

const rowColumns = {
  reviewId: reviews.reviewId,
  rating: reviews.rating,
  comment: reviews.comment,
  isVisible: reviews.isVisible,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  cleanerId: cleaners.cleanerId,
  cleanerName: cleaners.name,
  clientId: clients.clientId,
  clientName: clients.name,
  jobId: jobs.jobId,
  jobType: jobs.type,
  jobAddress: jobs.address,
  jobScheduledStart: jobs.scheduledStart,
  jobTimeZone: jobs.timeZone,
};

function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(reviews)
    .innerJoin(cleaners, eq(cleaners.cleanerId, reviews.cleanerId))
    .innerJoin(clients, eq(clients.clientId, reviews.clientId))
    .innerJoin(jobs, eq(jobs.jobId, reviews.jobId));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toAdminReview(row: Row) {
  return {
    reviewId: row.reviewId,
    rating: row.rating,
    comment: row.comment,
    isVisible: row.isVisible,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    cleaner: { cleanerId: row.cleanerId, name: row.cleanerName },
    client: { clientId: row.clientId, name: row.clientName },
    job: {
      jobId: row.jobId,
      type: row.jobType,
      address: row.jobAddress,
      scheduledStart: row.jobScheduledStart.toISOString(),
      /** The job's place's zone: its date is read there (docs/decisions/064). */
      timeZone: row.jobTimeZone,
    },
  };
}
export type AdminReview = ReturnType<typeof toAdminReview>;

/** One page of the reviews matching the filters, newest first, and how many match in all. */
export async function listAdminReviews({ db, query }: { db: Database; query: AdminReviewListQuery }): Promise<Page<AdminReview>> {
  const where = filtersOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.reviewId)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(cleaners, eq(cleaners.cleanerId, reviews.cleanerId))
      .innerJoin(clients, eq(clients.clientId, reviews.clientId))
      .where(where),
  ]);
  return pageOf(rows.map(toAdminReview), counted?.total ?? 0, query);
}

/** The cleaner's rating as stored: the audit row keeps it before and after a change. */
async function ratingOf(tx: Pick<Database, "select">, cleanerId: string) {
  const [row] = await tx
    .select({ ratingAvg: cleaners.ratingAvg, ratingCount: cleaners.ratingCount })
    .from(cleaners)
    .where(eq(cleaners.cleanerId, cleanerId));
  return {
    cleanerRatingAvg: row?.ratingAvg === null || row?.ratingAvg === undefined ? null : Number(row.ratingAvg),
    cleanerRatingCount: row?.ratingCount ?? 0,
  };
}

/** Who the review is about: read before its cleaner's lock is taken (a review's cleaner never changes). */
async function cleanerOfReview(db: Database, reviewId: string) {
  const [review] = await db.select({ cleanerId: reviews.cleanerId }).from(reviews).where(eq(reviews.reviewId, reviewId));
  if (!review) throw notFound(adminReviewMessages.notFound);
  return review.cleanerId;
}

/**
 * Hides or shows a review: one conditional UPDATE (the review must be in the other state), the
 * cleaner's rating recomputed from the visible reviews, and the audit row, in one transaction.
 */
export async function setReviewVisibility({
  db,
  actorId,
  reviewId,
  isVisible,
}: {
  db: Database;
  actorId: string;
  reviewId: string;
  isVisible: boolean;
}) {
  const cleanerId = await cleanerOfReview(db, reviewId);
  return db.transaction(async (tx) => {
    // The same lock order as a client's review (cleaner, then review): no deadlock between them.
    await lockCleanerForRating(tx, cleanerId);
    const ratingBefore = await ratingOf(tx, cleanerId);
    const [updated] = await tx
      .update(reviews)
      .set({ isVisible })
      .where(and(eq(reviews.reviewId, reviewId), eq(reviews.isVisible, !isVisible)))
      .returning({ reviewId: reviews.reviewId, isVisible: reviews.isVisible, rating: reviews.rating });
    if (!updated) {
      const [current] = await tx.select({ isVisible: reviews.isVisible }).from(reviews).where(eq(reviews.reviewId, reviewId));
      if (!current) throw notFound(adminReviewMessages.notFound);
      throw new AppError(
        "REVIEW_VISIBILITY_UNCHANGED",
        409,
        current.isVisible ? "This review is already visible." : "This review is already hidden.",
      );
    }
    await refreshCleanerRating(tx, cleanerId);
    const ratingAfter = await ratingOf(tx, cleanerId);
    await recordAudit(tx, {
      actorId,
      action: isVisible ? "review.shown" : "review.hidden",
      entityType: "review",
      entityId: reviewId,
      summary: `Review ${reviewId.slice(0, 8)}… ${isVisible ? "shown" : "hidden"}`,
      payload: {
        before: { isVisible: !isVisible, ...ratingBefore },
        after: { isVisible, ...ratingAfter },
        metadata: { cleanerId, rating: updated.rating },
      },
    });
    return {
      reviewId,
      isVisible,
      cleaner: { cleanerId, ratingAvg: ratingAfter.cleanerRatingAvg, ratingCount: ratingAfter.cleanerRatingCount },
    };
  });
}

/** Deletes a review for good: the cleaner's rating recomputed and the audit row (keeping the whole review) in one transaction. */
export async function deleteReview({ db, actorId, reviewId }: { db: Database; actorId: string; reviewId: string }) {
  const cleanerId = await cleanerOfReview(db, reviewId);
  return db.transaction(async (tx) => {
    await lockCleanerForRating(tx, cleanerId);
    const ratingBefore = await ratingOf(tx, cleanerId);
    const [deleted] = await tx.delete(reviews).where(eq(reviews.reviewId, reviewId)).returning();
    // Deleted by someone else between the read and the lock.
    if (!deleted) throw notFound(adminReviewMessages.notFound);
    await refreshCleanerRating(tx, cleanerId);
    const ratingAfter = await ratingOf(tx, cleanerId);
    await recordAudit(tx, {
      actorId,
      action: "review.deleted",
      entityType: "review",
      entityId: reviewId,
      summary: `Review ${reviewId.slice(0, 8)}… deleted`,
      payload: {
        before: {
          jobId: deleted.jobId,
          cleanerId: deleted.cleanerId,
          clientId: deleted.clientId,
          rating: deleted.rating,
          comment: deleted.comment,
          isVisible: deleted.isVisible,
          createdAt: deleted.createdAt.toISOString(),
          ...ratingBefore,
        },
        after: ratingAfter,
      },
    });
    return { reviewId, cleaner: { cleanerId, ratingAvg: ratingAfter.cleanerRatingAvg, ratingCount: ratingAfter.cleanerRatingCount } };
  });
}
