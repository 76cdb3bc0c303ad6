// spec 2 Job Report: a job's timeline (posted, claimed, started, completed), its photos, its
// payout and the client's review, for the cleaner it is assigned to.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleanerAssignedJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";
import { notFound } from "../../lib/errors";
import { ASSIGNMENT_NOT_FOUND } from "./assignment-progress.service";
import { listCleanerJobPhotos } from "./job-photos.service";

/** The job as its cleaner sees it (cleanerAssignedJobJson), with its timeline and photos. */
export async function jobReport({ db, cleanerId, jobId }: { db: Database; cleanerId: string; jobId: string }) {
  const [row] = await selectJobJson(db).where(and(eq(jobs.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId)));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  const job = cleanerAssignedJobJson(row, cleanerId);
  return {
    ...job,
    timeline: { postedAt: row.createdAt.toISOString(), claimedAt: job.assignedAt, startedAt: job.startedAt, completedAt: job.completedAt },
    photos: await listCleanerJobPhotos({ db, jobId }),
  };
}
