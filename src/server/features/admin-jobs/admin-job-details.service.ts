// spec 2 Jobs Management's details view: the job with its client, unit, cleaner, timeline, photos,
// messages and, with claim approval on, its applicants (docs/decisions/041). Read-only.
import { and, asc, desc, eq } from "drizzle-orm";
import type { AssignmentStatus, JobStatus } from "../../../shared/domain/job-status";
import type { ApplicationStatus, CHECKPOINT_TYPES, CleanerStatus, PayoutStatus, PlanUsage } from "../../../shared/domain/statuses";
import type { Database } from "../../db/client";
import { jobApplications, jobAssignments, jobCheckpoints, jobs, messages } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners, clients, clientUnits, profiles } from "../../db/schema/people";
import { notFound } from "../../lib/errors";
import { storedPhoto } from "../../lib/photo-files";
import type { Storage } from "../../lib/storage";

export const ADMIN_JOB_NOT_FOUND = "Job not found.";
/** The newest messages shown (a thread longer than this is read in full by its people). */
export const ADMIN_JOB_MESSAGES_SHOWN = 200;
/** Bounds the applicants listed (far above what one job gets). */
const APPLICANTS_SHOWN = 200;

const rating = (avg: string | null, count: number | null) => (count && avg !== null ? Number(avg) : null);
const iso = (value: Date | null) => value?.toISOString() ?? null;

export const adminPhotoUrl = (jobId: string, photoId: string) => `/api/admin/jobs/${jobId}/photos/${photoId}`;

async function readJob(db: Database, jobId: string) {
  const [row] = await db
    .select({
      job: jobs,
      clientName: clients.name,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      unitLabel: clientUnits.label,
      unitAddress: clientUnits.fullAddress,
      unitNotes: clientUnits.notes,
      assignmentStatus: jobAssignments.status,
      assignedAt: jobAssignments.assignedAt,
      startedAt: jobAssignments.startedAt,
      assignmentCompletedAt: jobAssignments.completedAt,
      cleanerId: cleaners.cleanerId,
      cleanerName: cleaners.name,
      cleanerEmail: cleaners.email,
      cleanerPhone: cleaners.phone,
      cleanerStatus: cleaners.status,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
      payoutStatus: payouts.status,
      payoutCents: payouts.amountCents,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .leftJoin(payouts, eq(payouts.jobId, jobs.jobId))
    .where(eq(jobs.jobId, jobId));
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

export interface AdminJobDetails {
  jobId: string;
  status: JobStatus;
  type: string;
  address: string;
  scheduledStart: string;
  scheduledEnd: string;
  durationHours: number;
  bedrooms: number | null;
  bathrooms: number | null;
  sqFt: number | null;
  specialInstructions: string | null;
  isExtraClean: boolean;
  planUsage: PlanUsage;
  basePriceCents: number;
  clientPriceCents: number;
  cleanerPayoutCents: number;
  claimWindowEnds: string | null;
  client: { name: string; email: string; phone: string | null };
  unit: { label: string; fullAddress: string; notes: string | null } | null;
  cleaner: {
    cleanerId: string;
    name: string;
    email: string;
    phone: string | null;
    status: CleanerStatus;
    ratingAvg: number | null;
    ratingCount: number;
    assignmentStatus: AssignmentStatus;
  } | null;
  timeline: { created: string; claimed: string | null; started: string | null; completed: string | null };
  payout: { status: PayoutStatus; amountCents: number } | null;
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
}

export async function adminJobDetails({ db, jobId }: { db: Database; jobId: string }): Promise<AdminJobDetails> {
  const row = await readJob(db, jobId);
  const [photos, thread, applicants] = await Promise.all([readPhotos(db, jobId), readMessages(db, jobId), readApplicants(db, jobId)]);
  const { job } = row;
  return {
    jobId: job.jobId,
    status: job.status,
    type: job.type,
    address: job.address,
    scheduledStart: job.scheduledStart.toISOString(),
    scheduledEnd: job.scheduledEnd.toISOString(),
    durationHours: Number(job.durationHours),
    bedrooms: job.bedrooms,
    bathrooms: job.bathrooms === null ? null : Number(job.bathrooms),
    sqFt: job.sqFt,
    specialInstructions: job.specialInstructions,
    isExtraClean: job.isExtraClean,
    planUsage: job.planUsage,
    basePriceCents: job.basePriceCents,
    clientPriceCents: job.clientPriceCents,
    cleanerPayoutCents: job.cleanerPayoutCents,
    claimWindowEnds: iso(job.claimWindowEnds),
    client: { name: row.clientName, email: row.clientEmail, phone: row.clientPhone },
    unit:
      row.unitLabel === null || row.unitAddress === null
        ? null
        : { label: row.unitLabel, fullAddress: row.unitAddress, notes: row.unitNotes },
    cleaner:
      row.cleanerId === null ||
      row.cleanerName === null ||
      row.cleanerEmail === null ||
      row.cleanerStatus === null ||
      row.assignmentStatus === null
        ? null
        : {
            cleanerId: row.cleanerId,
            name: row.cleanerName,
            email: row.cleanerEmail,
            phone: row.cleanerPhone,
            status: row.cleanerStatus,
            ratingAvg: rating(row.ratingAvg, row.ratingCount),
            ratingCount: row.ratingCount ?? 0,
            assignmentStatus: row.assignmentStatus,
          },
    timeline: {
      created: job.createdAt.toISOString(),
      claimed: iso(row.assignedAt),
      started: iso(row.startedAt),
      completed: iso(job.completedAt ?? row.assignmentCompletedAt),
    },
    payout: row.payoutStatus === null || row.payoutCents === null ? null : { status: row.payoutStatus, amountCents: row.payoutCents },
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
        ratingAvg: rating(applicant.ratingAvg, applicant.ratingCount),
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
