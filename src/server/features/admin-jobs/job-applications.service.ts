// docs/decisions/042, flag `claim_approval`: an admin approves one applicant of a Posted job. In
// one transaction: the job is assigned to them (the claim's checks: still Posted, the cleaner
// still Active and free), their application approved, every other pending one declined, each
// applicant told by email, the client told as a claim tells them, and the move's audit row. The partial
// unique index job_applications_one_approved_key is the backstop for two approvals at once.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobApplications } from "../../db/schema/jobs";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors";
import { enqueueApplicationApproved } from "../../domain/jobs/applications";
import { CHANGED_MEANWHILE, transitionJob } from "../../domain/jobs/lifecycle";
import { readJobForChange } from "./job-change";
import { lockWorkingCleaner } from "./cleaner-for-job";

export const applicationMessages = {
  notFound: "Application not found.",
  decided: "This application has already been decided.",
  jobNotPosted: "Only a job still waiting for a cleaner can be given to an applicant.",
} as const;

interface ApproveOptions {
  db: Database;
  actorId: string;
  jobId: string;
  applicationId: string;
  publicUrl: string;
  now?: Date;
}

export async function approveApplication(options: ApproveOptions) {
  try {
    return await approveInTransaction(options);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
    throw error;
  }
}

async function approveInTransaction({ db, actorId, jobId, applicationId, publicUrl, now = new Date() }: ApproveOptions) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: jobApplications.status, cleanerId: jobApplications.cleanerId })
      .from(jobApplications)
      .where(and(eq(jobApplications.applicationId, applicationId), eq(jobApplications.jobId, jobId)));
    if (!application) throw notFound(applicationMessages.notFound);
    if (application.status !== "pending") throw new AppError("APPLICATION_DECIDED", 409, applicationMessages.decided);
    const job = await readJobForChange(tx, jobId);
    if (job.status !== "Posted") throw new AppError("JOB_NOT_POSTED", 409, applicationMessages.jobNotPosted);

    // Active, free, and the job still Posted (transitionJob expects it): else 409 and nothing changes.
    // The job's move settles its applications and tells the client, as a claim does (docs/decisions/030).
    const cleaner = await lockWorkingCleaner(tx, application.cleanerId, job);
    const { applications } = await transitionJob(tx, jobId, "Assigned", {
      by: "admin",
      expect: "Posted",
      cleanerId: application.cleanerId,
      cleaner,
      refused: applicationMessages.jobNotPosted,
      publicUrl,
      now,
      followsCalendar: true,
      audit: {
        actorId,
        describe: (change, sides) => {
          const declined = change.applications?.declinedApplicationIds ?? [];
          return {
            action: "job.application_approved",
            summary: `Job given to ${cleaner.name} (application approved, ${declined.length} declined)`,
            payload: {
              before: { ...sides.before, pendingApplicationIds: [applicationId, ...declined] },
              after: { ...sides.after, approvedApplicationId: applicationId, declinedApplicationIds: declined },
              metadata: { applicationId },
            },
          };
        },
      },
    });
    // This application decided meanwhile: the 409 undoes the whole approval, its audit row too.
    const settled = applications ?? { approvedApplicationId: null, declinedApplicationIds: [] };
    if (settled.approvedApplicationId !== applicationId) throw new AppError("APPLICATION_DECIDED", 409, applicationMessages.decided);
    await enqueueApplicationApproved(tx, { applicationId, userId: cleaner.userId, to: cleaner.email, job, decidedAt: now, publicUrl });
    return { jobId, status: "Assigned" as const, cleanerId: application.cleanerId, declined: settled.declinedApplicationIds.length };
  });
}
