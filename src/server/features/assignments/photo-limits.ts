// decision 028: how much one job and one cleaner may upload, and the check made before a photo
// is stored and again, under the job's lock, before it is recorded.
import { count, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { jobCheckpoints } from "../../db/schema/jobs";
import { AppError } from "../../lib/errors";

export const PHOTO_LIMITS = {
  perJob: 30,
  bytesPerJob: 150 * 1024 * 1024,
  /** Uploads per cleaner per hour, on every server together. */
  perHour: { window: 60 * 60, max: 60 },
} as const;

const MB = 1024 * 1024;
export const photoLimitMessages = {
  jobFull: `This job already has ${PHOTO_LIMITS.perJob} photos, the most one job can hold.`,
  jobTooLarge: `This photo would take the job's photos past ${PHOTO_LIMITS.bytesPerJob / MB} MB, the most one job can hold. Please upload a smaller photo.`,
  hourly: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `You have uploaded ${PHOTO_LIMITS.perHour.max} photos in the last hour, the most we take. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before uploading more.`;
  },
};

/** A photo's stored key: the job's folder and the extension of what the bytes are. */
export const photoKey = (jobId: string, id: string, extension: string) => `job-photos/${jobId}/${id}.${extension}`;
const storedBytes = sql<string>`coalesce(sum(${jobCheckpoints.sizeBytes}), 0)`;

/** Refuses (409) a photo of `bytes` the job has no room for: too many photos, or too many megabytes. */
export async function assertJobHasRoom(q: Transaction | Database, jobId: string, bytes: number): Promise<void> {
  const [row] = await q.select({ photos: count(), bytes: storedBytes }).from(jobCheckpoints).where(eq(jobCheckpoints.jobId, jobId));
  if ((row?.photos ?? 0) >= PHOTO_LIMITS.perJob) throw new AppError("JOB_PHOTOS_FULL", 409, photoLimitMessages.jobFull);
  if (Number(row?.bytes ?? 0) + bytes > PHOTO_LIMITS.bytesPerJob)
    throw new AppError("JOB_PHOTOS_TOO_LARGE", 409, photoLimitMessages.jobTooLarge);
}
