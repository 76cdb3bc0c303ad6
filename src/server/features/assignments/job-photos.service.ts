// Before/after photos a cleaner takes of their job (docs/decisions/033): uploaded through the
// storage layer, the type read from the bytes, kept as job checkpoints with who and when.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { canWork } from "../../../shared/domain/cleaner";
import type { AssignmentStatus } from "../../../shared/domain/job-status";
import { photoMessages, type PhotoUpload } from "../../../shared/schemas/job-photo";
import type { Database } from "../../db/client";
import { jobAssignments, jobCheckpoints, jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { AppError, notFound } from "../../lib/errors";
import { CLEANER_NOT_ACTIVE, lockActiveCleaner } from "../../auth/cleaner-record";
import { declareLocks } from "../../domain/locks";
import type { Storage } from "../../lib/storage";
import { storedPhoto } from "../../lib/photo-files";
import { notePendingUploads, removeUploads, settlePendingUploads } from "../../lib/pending-uploads";
import { ASSIGNMENT_NOT_FOUND } from "./assignment-progress.service";
import { sniffPhoto } from "./photo-bytes";
import { assertJobHasRoom, photoKey } from "./photo-limits";

/** Enough of the file to tell its type (sniffPhoto reads at most 12 bytes). */
const SNIFF_BYTES = 16;

export const photoRuleMessages = {
  closed: "Photos can be added while the job is assigned or in progress.",
  afterNeedsStart: "Start the job before adding after photos.",
} as const;

/** Which photos a job takes in each state: before photos from the claim, after photos once started. */
const OPEN_FOR: Record<PhotoUpload["type"], AssignmentStatus[]> = {
  photo_before: ["Assigned", "In Progress"],
  photo_after: ["In Progress"],
};

export const cleanerPhotoUrl = (jobId: string, photoId: string) => `/api/cleaner/assignments/${jobId}/photos/${photoId}`;

/** The cleaner's own assignment of the job, or 404 like a job that does not exist. */
export async function assignmentStatusOf({ db, cleanerId, jobId }: { db: Database; cleanerId: string; jobId: string }) {
  const [row] = await db
    .select({ status: jobAssignments.status, jobStatus: jobs.status, cleanerStatus: cleaners.status })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId)));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

function refusal(type: PhotoUpload["type"], status: AssignmentStatus, jobStatus: string): AppError {
  if (type === "photo_after" && status === "Assigned" && jobStatus === "Assigned")
    return new AppError("PHOTO_NOT_OPEN", 409, photoRuleMessages.afterNeedsStart);
  return new AppError("PHOTO_NOT_OPEN", 409, photoRuleMessages.closed);
}

/**
 * Stores the file under job-photos/<jobId>/<uuid>.<ext> (the extension of what the bytes
 * are), then records the checkpoint after re-checking, under the job's lock, that the cleaner is
 * Active, the assignment is theirs and open for this type, and the job has room (decision 028): a
 * job completed meanwhile, or filled by a concurrent upload, takes no photo (the file goes). Every
 * refusal is checked once before the file is stored too, so a refused upload stores nothing. The
 * timestamp is the database's clock, never the device's.
 *
 * docs/decisions/049: the file streams to storage from the parsed form (the route's body limit
 * bounded it), its type sniffed from its first bytes. Its key is noted as pending before the put
 * and struck off in the checkpoint's transaction; a refusal or failure removes the file and the
 * note, and a note left behind is removed with its file by the orphan sweep.
 */
export async function uploadJobPhoto({
  db,
  storage,
  cleanerId,
  userId,
  jobId,
  input,
}: {
  db: Database;
  storage: Storage;
  cleanerId: string;
  userId: string;
  jobId: string;
  input: PhotoUpload;
}) {
  const { file } = input;
  const sniffed = sniffPhoto(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!sniffed) throw new AppError("UNSUPPORTED_PHOTO_TYPE", 415, photoMessages.notAPhoto);

  const current = await assignmentStatusOf({ db, cleanerId, jobId });
  if (!canWork(current.cleanerStatus)) throw new AppError("CLEANER_NOT_ACTIVE", 403, CLEANER_NOT_ACTIVE);
  const open = OPEN_FOR[input.type];
  if (!open.includes(current.status)) throw refusal(input.type, current.status, current.jobStatus);
  await assertJobHasRoom(db, jobId, file.size);

  const key = photoKey(jobId, randomUUID(), sniffed.extension);
  await notePendingUploads(db, [key]);
  let photo;
  try {
    await storage.put(key, { stream: file.stream(), size: file.size });
    photo = await db.transaction(async (tx) => {
      // A deactivation commits before this or waits for it (cleaner-record.ts).
      await lockActiveCleaner(tx, cleanerId);
      // The job's row lock (FOR NO KEY UPDATE, as a completion's UPDATE takes) orders this with a
      // completion and with every other upload to the job: the room below is counted by one at a time.
      // After the cleaner's, in the lock order (docs/decisions/062).
      declareLocks(tx, { kind: "job", ids: [jobId], mode: "no key update" });
      const [stillOpen] = await tx
        .select({ jobId: jobs.jobId })
        .from(jobs)
        .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
        .where(
          and(
            eq(jobs.jobId, jobId),
            eq(jobAssignments.cleanerId, cleanerId),
            inArray(jobAssignments.status, open),
            inArray(jobs.status, open),
          ),
        )
        .for("no key update", { of: jobs });
      if (!stillOpen) return null;
      await assertJobHasRoom(tx, jobId, file.size);
      const [inserted] = await tx
        .insert(jobCheckpoints)
        .values({ jobId, type: input.type, fileUrl: key, sizeBytes: file.size, note: input.note, uploadedBy: userId })
        .returning({
          photoId: jobCheckpoints.id,
          type: jobCheckpoints.type,
          note: jobCheckpoints.note,
          createdAt: jobCheckpoints.createdAt,
        });
      await settlePendingUploads(tx, [key]);
      return inserted ?? null;
    });
  } catch (error) {
    // If even this fails, the note stays and the orphan sweep removes the file later.
    await removeUploads(db, storage, [key]).catch(() => undefined);
    throw error;
  }
  if (!photo) {
    await removeUploads(db, storage, [key]);
    const now = await assignmentStatusOf({ db, cleanerId, jobId });
    throw refusal(input.type, now.status, now.jobStatus);
  }
  return {
    ...photo,
    url: cleanerPhotoUrl(jobId, photo.photoId),
    createdAt: photo.createdAt.toISOString(),
    contentType: sniffed.contentType,
  };
}

/** The job's photos, oldest first, as the cleaner reads them (the report and the Add Photos dialog). */
export async function listCleanerJobPhotos({ db, jobId }: { db: Database; jobId: string }) {
  const rows = await db
    .select({ photoId: jobCheckpoints.id, type: jobCheckpoints.type, note: jobCheckpoints.note, createdAt: jobCheckpoints.createdAt })
    .from(jobCheckpoints)
    .where(eq(jobCheckpoints.jobId, jobId))
    .orderBy(asc(jobCheckpoints.createdAt), asc(jobCheckpoints.id));
  return rows.map((row) => ({ ...row, url: cleanerPhotoUrl(jobId, row.photoId), createdAt: row.createdAt.toISOString() }));
}

/** A photo of a job assigned to the cleaner: the checkpoint, its job and the assignment in one WHERE. */
export async function readCleanerJobPhoto({
  db,
  storage,
  cleanerId,
  jobId,
  photoId,
}: {
  db: Database;
  storage: Storage;
  cleanerId: string;
  jobId: string;
  photoId: string;
}) {
  const [checkpoint] = await db
    .select({ fileUrl: jobCheckpoints.fileUrl })
    .from(jobCheckpoints)
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobCheckpoints.jobId))
    .where(and(eq(jobCheckpoints.id, photoId), eq(jobCheckpoints.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId)));
  return storedPhoto(storage, checkpoint, photoId);
}
