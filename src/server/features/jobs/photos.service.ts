import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobCheckpoints, jobs } from "../../db/schema/jobs";
import { storedPhoto } from "../../lib/photo-files";
import type { Storage } from "../../lib/storage";

/**
 * A before/after photo of a job, for the job's client only: the checkpoint, its job and the
 * client are matched in one WHERE, so another client's photo is "not found" like a missing one.
 * The checkpoint's file_url is the storage key the file was put under.
 */
export async function readJobPhoto({
  db,
  storage,
  clientId,
  jobId,
  photoId,
}: {
  db: Database;
  storage: Storage;
  clientId: string;
  jobId: string;
  photoId: string;
}) {
  const [checkpoint] = await db
    .select({ fileUrl: jobCheckpoints.fileUrl })
    .from(jobCheckpoints)
    .innerJoin(jobs, eq(jobs.jobId, jobCheckpoints.jobId))
    .where(and(eq(jobCheckpoints.id, photoId), eq(jobCheckpoints.jobId, jobId), eq(jobs.clientId, clientId)));
  return storedPhoto(storage, checkpoint, photoId);
}
