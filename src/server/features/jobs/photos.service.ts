import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobCheckpoints, jobs } from "../../db/schema/jobs";
import { notFound } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { PHOTO_NOT_FOUND, photoContentType } from "../../lib/photo-files";
import type { Storage } from "../../lib/storage";

// Shared with the cleaner's photo route (lib/photo-files.ts).
export { PHOTO_NOT_FOUND, photoContentType };

/**
 * A before/after photo of a job, for the job's client only: the checkpoint, its job and the
 * client are matched in one WHERE, so another client's photo is "not found" like a missing one.
 * The checkpoint's file_url is the storage key the file was put under.
 */
export async function readJobPhoto({ db, storage, clientId, jobId, photoId }: { db: Database; storage: Storage; clientId: string; jobId: string; photoId: string }) {
  const [checkpoint] = await db
    .select({ fileUrl: jobCheckpoints.fileUrl })
    .from(jobCheckpoints)
    .innerJoin(jobs, eq(jobs.jobId, jobCheckpoints.jobId))
    .where(and(eq(jobCheckpoints.id, photoId), eq(jobCheckpoints.jobId, jobId), eq(jobs.clientId, clientId)));
  const contentType = checkpoint ? photoContentType(checkpoint.fileUrl) : null;
  if (!checkpoint || !contentType) throw notFound(PHOTO_NOT_FOUND);
  try {
    return { body: await storage.get(checkpoint.fileUrl), contentType };
  } catch (error) {
    logger.warn("job photo missing from storage", { photoId, error: error instanceof Error ? error.message : String(error) });
    throw notFound(PHOTO_NOT_FOUND);
  }
}
