import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobCheckpoints, jobs } from "../../db/schema/jobs";
import { notFound } from "../../lib/errors";
import { logger } from "../../lib/logger";
import type { Storage } from "../../lib/storage";

export const PHOTO_NOT_FOUND = "Photo not found.";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
};

/** The content type a stored photo is served with, from its key; anything else is not a photo we serve. */
export function photoContentType(key: string): string | null {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? null;
}

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
