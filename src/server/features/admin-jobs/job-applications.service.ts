// docs/decisions/042, flag `claim_approval`: an admin approves one applicant of a Posted job. In
// one transaction: the job is assigned to them (the claim's checks: still Posted, the cleaner
// still Active and free), their application approved, every other pending one declined, each
// applicant told by email, the client told as a claim tells them, and an audit row. The partial
// unique index job_applications_one_approved_key is the backstop for two approvals at once.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobApplications } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { recordAudit } from "../../domain/audit/audit";
import { claimedEmail, claimedEmailKey } from "../../domain/emails/claim-email";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors";
import { applicationApprovedEmail, settleApplications } from "../../domain/jobs/applications";
import { enqueueEmail } from "../../lib/outbox";
import { CHANGED_MEANWHILE, readJobForChange } from "./job-change";
import { assignCleaner } from "./job-assignment";

export const applicationMessages = {
  notFound: "Application not found.",
  decided: "This application has already been decided.",
  jobNotPosted: "Only a job still waiting for a cleaner can be given to an applicant.",
} as const;

export async function approveApplication(options: {
  db: Database;
  actorId: string;
  jobId: string;
  applicationId: string;
  publicUrl: string;
  now?: Date;
}) {
  try {
    return await approveInTransaction(options);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
    throw error;
  }
}

async function approveInTransaction({
  db,
  actorId,
  jobId,
  applicationId,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  actorId: string;
  jobId: string;
  applicationId: string;
  publicUrl: string;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: jobApplications.status, cleanerId: jobApplications.cleanerId })
      .from(jobApplications)
      .where(and(eq(jobApplications.applicationId, applicationId), eq(jobApplications.jobId, jobId)));
    if (!application) throw notFound(applicationMessages.notFound);
    if (application.status !== "pending") throw new AppError("APPLICATION_DECIDED", 409, applicationMessages.decided);
    const job = await readJobForChange(tx, jobId);
    if (job.status !== "Posted") throw new AppError("JOB_NOT_POSTED", 409, applicationMessages.jobNotPosted);

    // Active, free, and the job still Posted (its UPDATE expects it): else 409 and nothing changes.
    const cleaner = await assignCleaner(tx, job, { cleanerId: application.cleanerId, status: "Assigned", now });
    const settled = await settleApplications(tx, { job, cleanerId: application.cleanerId, now, publicUrl });
    if (settled.approvedApplicationId !== applicationId) throw new AppError("APPLICATION_DECIDED", 409, applicationMessages.decided);
    await enqueueEmail(tx, applicationApprovedEmail({ applicationId, to: cleaner.email, job, decidedAt: now, publicUrl }));
    const [client] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.clientId, job.clientId));
    if (client)
      await enqueueEmail(tx, {
        kind: "job-claimed",
        dedupeKey: claimedEmailKey(jobId, application.cleanerId, now),
        to: client.email,
        ...claimedEmail({ job, cleaner }),
      });

    await recordAudit(tx, {
      actorId,
      action: "job.application_approved",
      entityType: "job",
      entityId: jobId,
      summary: `Job given to ${cleaner.name} (application approved, ${settled.declinedApplicationIds.length} declined)`,
      before: { status: job.status, cleanerId: null, pendingApplicationIds: [applicationId, ...settled.declinedApplicationIds] },
      after: {
        status: "Assigned",
        cleanerId: application.cleanerId,
        approvedApplicationId: applicationId,
        declinedApplicationIds: settled.declinedApplicationIds,
      },
      metadata: { applicationId },
    });
    return { jobId, status: "Assigned" as const, cleanerId: application.cleanerId, declined: settled.declinedApplicationIds.length };
  });
}
