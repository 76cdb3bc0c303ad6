// docs/decisions/042: with the `claim_approval` flag on, a claim that passes every check becomes an
// application an admin decides on (spec 4: "otherwise the claim is an application awaiting
// decision"). The job stays Posted and on the board until an admin approves one applicant.
import { eq } from "drizzle-orm";
import { claimMessages } from "../../../shared/schemas/open-jobs";
import { jobApplications } from "../../db/schema/jobs";
import { AppError } from "../../lib/errors";
import type { Transaction } from "../../db/client";

/** spec 8's toast title for an application. */
export const APPLIED_MESSAGE = claimMessages.applied;
export const ALREADY_APPLIED = "You have already applied for this job. An admin will decide soon.";

/**
 * One application per cleaner and job (job_applications_job_id_cleaner_id_key): a second while the
 * first waits is refused. A declined one is made pending again: the job reached this claim, so it
 * is Posted again (its cleaner was taken off) and the cleaner may be chosen this time.
 */
export async function recordApplication(tx: Transaction, { cleanerId, jobId, now }: { cleanerId: string; jobId: string; now: Date }) {
  const [application] = await tx
    .insert(jobApplications)
    .values({ jobId, cleanerId, createdAt: now })
    .onConflictDoUpdate({
      target: [jobApplications.jobId, jobApplications.cleanerId],
      set: { status: "pending", createdAt: now, decidedAt: null },
      setWhere: eq(jobApplications.status, "declined"),
    })
    .returning({ applicationId: jobApplications.applicationId, createdAt: jobApplications.createdAt });
  if (!application) throw new AppError("ALREADY_APPLIED", 409, ALREADY_APPLIED);
  return {
    status: "applied" as const,
    message: APPLIED_MESSAGE,
    application: { applicationId: application.applicationId, jobId, appliedAt: application.createdAt.toISOString() },
  };
}
