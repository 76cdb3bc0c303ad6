// spec 2 Jobs Management's details view: the job with its client, unit, cleaner, timeline, photos,
// messages and, with claim approval on, its applicants (docs/decisions/041). Read-only.
import { and, asc, desc, eq } from "drizzle-orm";
import type { ApplicationStatus, CHECKPOINT_TYPES, CleanerStatus } from "../../../shared/domain/statuses";
import type { Database } from "../../db/client";
import { jobApplications, jobCheckpoints, jobs, messages } from "../../db/schema/jobs";
import { cleaners, profiles } from "../../db/schema/people";
import { adminDispatchView, type AdminDispatchView } from "../../domain/dispatch/dispatch-views";
import { adminJobJson, ratingOf, type AdminJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";
import { notFound } from "../../lib/errors";
import { storedPhoto } from "../../lib/photo-files";
import type { Storage } from "../../lib/storage";

export const ADMIN_JOB_NOT_FOUND = "Job not found.";
/** The newest messages shown (a thread longer than this is read in full by its people). */
export const ADMIN_JOB_MESSAGES_SHOWN = 200;
/** Bounds the applicants listed (far above what one job gets). */
const APPLICANTS_SHOWN = 200;

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const adminPhotoUrl = (jobId: string, photoId: string) => `/api/admin/jobs/${jobId}/photos/${photoId}`;

/**
 * docs/decisions/054: where a calendar's job came from; docs/decisions/055: where its dispatch
 * stands. For the admin's details only.
 */
const detailColumns = {
  calendarEventKey: jobs.calendarEventKey,
  calendarOverridden: jobs.calendarOverridden,
  dispatchState: jobs.dispatchState,
  dispatchNote: jobs.dispatchNote,
};

async function readJob(db: Database, jobId: string) {
  const [row] = await selectJobJson(db, detailColumns).where(eq(jobs.jobId, jobId));
  if (!row) throw notFound(ADMIN_JOB_NOT_FOUND);
  return row;
}

function readPhotos(db: Database, jobId: string) {
  return db
    .select({ photoId: jobCheckpoints.id, type: jobCheckpoints.type, note: jobCheckpoints.note, createdAt: jobCheckpoints.createdAt })
    .from(jobCheckpoints)
    .where(eq(jobCheckpoints.jobId, jobId))
    .orderBy(asc(jobCheckpoints.createdAt), asc(jobCheckpoints.id));
}

function readMessages(db: Database, jobId: string) {
  return db
    .select({
      messageId: messages.messageId,
      senderType: messages.senderType,
      senderName: profiles.fullName,
      content: messages.content,
      hasAttachment: messages.attachmentUrl,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.userId, messages.senderId))
    .where(eq(messages.jobId, jobId))
    .orderBy(desc(messages.createdAt), desc(messages.messageId))
    .limit(ADMIN_JOB_MESSAGES_SHOWN);
}

function readApplicants(db: Database, jobId: string) {
  return db
    .select({
      applicationId: jobApplications.applicationId,
      status: jobApplications.status,
      appliedAt: jobApplications.createdAt,
      decidedAt: jobApplications.decidedAt,
      cleanerId: cleaners.cleanerId,
      name: cleaners.name,
      email: cleaners.email,
      cleanerStatus: cleaners.status,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
    })
    .from(jobApplications)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobApplications.cleanerId))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.applicationId))
    .limit(APPLICANTS_SHOWN);
}

/** The job as admins see it (adminJobJson), with its photos, messages and applicants. */
export type AdminJobDetails = AdminJobJson & {
  /**
   * docs/decisions/054: the rental calendar a turnover came from (null: booked by the client), its
   * event's key (null once the stay left the feed), and whether someone changed the job by hand, so
   * a later sync leaves it.
   */
  calendar: { label: string; eventKey: string | null; overridden: boolean } | null;
  /** docs/decisions/055: the dispatch state, why it went to the board, and every offer, oldest first. */
  dispatch: AdminDispatchView;
  photos: { photoId: string; type: (typeof CHECKPOINT_TYPES)[number]; note: string | null; createdAt: string; url: string }[];
  /** Oldest first; the newest ADMIN_JOB_MESSAGES_SHOWN. */
  messages: {
    messageId: string;
    senderType: "client" | "cleaner" | "admin";
    senderName: string | null;
    content: string;
    hasAttachment: boolean;
    createdAt: string;
  }[];
  applicants: {
    applicationId: string;
    status: ApplicationStatus;
    appliedAt: string;
    decidedAt: string | null;
    cleaner: { cleanerId: string; name: string; email: string; status: CleanerStatus; ratingAvg: number | null; ratingCount: number };
  }[];
};

export async function adminJobDetails({ db, jobId }: { db: Database; jobId: string }): Promise<AdminJobDetails> {
  const row = await readJob(db, jobId);
  const [photos, thread, applicants, dispatch] = await Promise.all([
    readPhotos(db, jobId),
    readMessages(db, jobId),
    readApplicants(db, jobId),
    adminDispatchView(db, row),
  ]);
  return {
    ...adminJobJson(row),
    calendar:
      row.calendarLabel === null ? null : { label: row.calendarLabel, eventKey: row.calendarEventKey, overridden: row.calendarOverridden },
    dispatch,
    photos: photos.map((photo) => ({ ...photo, createdAt: photo.createdAt.toISOString(), url: adminPhotoUrl(jobId, photo.photoId) })),
    messages: thread.reverse().map(({ hasAttachment, ...message }) => ({
      ...message,
      hasAttachment: hasAttachment !== null,
      createdAt: message.createdAt.toISOString(),
    })),
    applicants: applicants.map((applicant) => ({
      applicationId: applicant.applicationId,
      status: applicant.status,
      appliedAt: applicant.appliedAt.toISOString(),
      decidedAt: iso(applicant.decidedAt),
      cleaner: {
        cleanerId: applicant.cleanerId,
        name: applicant.name,
        email: applicant.email,
        status: applicant.cleanerStatus,
        ratingAvg: ratingOf(applicant.ratingAvg, applicant.ratingCount),
        ratingCount: applicant.ratingCount,
      },
    })),
  };
}

/** A photo of the job, for admins (spec 6: admins see every job). */
export async function readAdminJobPhoto({
  db,
  storage,
  jobId,
  photoId,
}: {
  db: Database;
  storage: Storage;
  jobId: string;
  photoId: string;
}) {
  const [checkpoint] = await db
    .select({ fileUrl: jobCheckpoints.fileUrl })
    .from(jobCheckpoints)
    .where(and(eq(jobCheckpoints.id, photoId), eq(jobCheckpoints.jobId, jobId)));
  return storedPhoto(storage, checkpoint, photoId);
}
