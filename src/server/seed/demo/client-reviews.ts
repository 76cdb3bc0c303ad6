import { and, asc, eq } from "drizzle-orm";
import { refreshCleanerRating } from "../../domain/cleaners/rating";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";

// The demo client has reviewed their oldest cleans; the newest stay open to "Rate Your Recent Cleans".
const DEMO_REVIEWS = [
  { rating: 5, comment: "Sam left the place spotless and sent photos of everything. Guests noticed." },
  { rating: 4, comment: "Very thorough move-out clean. One closet shelf was missed, fixed the next day." },
  { rating: 5, comment: null },
];

export async function loadClientReviewsDemo({ db, clientId }: { db: Database; clientId: string }) {
  const completed = await db
    .select({ jobId: jobs.jobId, cleanerId: jobAssignments.cleanerId })
    .from(jobs)
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, "Completed")))
    .orderBy(asc(jobs.completedAt))
    .limit(DEMO_REVIEWS.length);
  if (completed.length === 0) return;
  await db
    .insert(reviews)
    .values(completed.map((job, i) => ({ jobId: job.jobId, cleanerId: job.cleanerId, clientId, ...DEMO_REVIEWS[i]! })));
  for (const cleanerId of new Set(completed.map((job) => job.cleanerId))) await refreshCleanerRating(db, cleanerId);
}
