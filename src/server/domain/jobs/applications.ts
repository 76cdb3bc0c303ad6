// docs/decisions/042, flag `claim_approval`: a job's applications follow who does the job, however
// it got its cleaner: an admin approving an applicant, an admin's status change, a direct claim
// (the flag off), or the job put back to Posted. Run in that change's transaction; each applicant
// decided is told (docs/decisions/068), with the email.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { applicationApprovedEmail, applicationDeclinedEmail } from "../emails/cleaner-job-emails";
import type { EmailJob, JobNotes } from "../emails/job-lines";
import type { Transaction } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { applicationDecidedNotice } from "../notifications/application-notices";
import { notify } from "../notifications/notify";

export type AppliedJob = EmailJob & JobNotes;

/** Read on every claim: named, so planned once per connection, and built once (docs/decisions/053). */
const applicationsToSettle = preparedOnce((db) =>
  db
    .select({
      applicationId: jobApplications.applicationId,
      cleanerId: jobApplications.cleanerId,
      status: jobApplications.status,
      email: cleaners.email,
      userId: cleaners.userId,
    })
    .from(jobApplications)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobApplications.cleanerId))
    .where(and(eq(jobApplications.jobId, sql.placeholder("jobId")), ne(jobApplications.status, "declined")))
    .for("update", { of: jobApplications })
    .prepare("job_applications_to_settle"),
);

/**
 * Whether the job has an application still to settle (pending, or approved for its cleaner), as a
 * column of the move's UPDATE: read after the job's row is locked, so it sees every application
 * (an application is recorded under the job's lock, claimJob's applyForJob); with none, most moves,
 * settleApplications reads nothing: one round trip fewer a claim (docs/decisions/053).
 */
export const hasUnsettledApplications = sql<boolean>`exists (select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobs.jobId} and ${jobApplications.status} <> 'declined')`;

export interface SettledApplications {
  approvedApplicationId: string | null;
  declinedApplicationIds: string[];
  takenOffApplicationIds: string[];
}

/** What settleApplications returns for a job without applications to settle. */
export const noApplicationsSettled: SettledApplications = {
  approvedApplicationId: null,
  declinedApplicationIds: [],
  takenOffApplicationIds: [],
};

/**
 * The job's cleaner is now `cleanerId` (or nobody, when it is Posted again). Their pending
 * application is approved; every other pending one is declined and its cleaner told another was
 * chosen; an approved application of someone else (taken off the job) is declined too, so
 * job_applications_one_approved_key holds and that cleaner may apply again. With no cleaner,
 * pending applications stay: the job is open to them again. Usually the first read finds nothing.
 */
export async function settleApplications(
  tx: Transaction,
  { job, cleanerId, now, publicUrl }: { job: AppliedJob; cleanerId: string | null; now: Date; publicUrl: string },
): Promise<SettledApplications> {
  const open = await applicationsToSettle(tx).execute({ jobId: job.jobId });
  const others = open.filter((row) => row.cleanerId !== cleanerId);
  const takenOff = others.filter((row) => row.status === "approved");
  const passedOver = cleanerId === null ? [] : others.filter((row) => row.status === "pending");
  const chosen = open.find((row) => row.cleanerId === cleanerId && row.status === "pending");

  // Declined first: the one-approved index is free before the chosen one is approved.
  const declined = [...takenOff, ...passedOver];
  if (declined.length) {
    await tx
      .update(jobApplications)
      .set({ status: "declined", decidedAt: now })
      .where(
        inArray(
          jobApplications.applicationId,
          declined.map((row) => row.applicationId),
        ),
      );
  }
  if (passedOver.length)
    await notify(
      tx,
      passedOver.map((row) =>
        applicationDecidedNotice({
          userId: row.userId,
          applicationId: row.applicationId,
          approved: false,
          job,
          decidedAt: now,
          email: {
            kind: "application-declined",
            dedupeKey: decisionKey("application-declined", row.applicationId, now),
            to: row.email,
            ...applicationDeclinedEmail({ job, publicUrl }),
          },
        }),
      ),
      now,
    );
  if (chosen)
    await tx
      .update(jobApplications)
      .set({ status: "approved", decidedAt: now })
      .where(eq(jobApplications.applicationId, chosen.applicationId));
  return {
    approvedApplicationId: chosen?.applicationId ?? null,
    declinedApplicationIds: passedOver.map((row) => row.applicationId),
    takenOffApplicationIds: takenOff.map((row) => row.applicationId),
  };
}

export const decidedAny = (settled: SettledApplications) =>
  settled.approvedApplicationId !== null || settled.declinedApplicationIds.length > 0 || settled.takenOffApplicationIds.length > 0;

/** An application is decided again after its cleaner re-applies, so each decision is its own email. */
const decisionKey = (kind: string, applicationId: string, decidedAt: Date) => `${kind}:${applicationId}:${decidedAt.toISOString()}`;

/** Tells the chosen applicant (`userId`, at `to`) the job is theirs, in the approval's transaction. */
export async function enqueueApplicationApproved(
  tx: Transaction,
  {
    applicationId,
    userId,
    to,
    job,
    decidedAt,
    publicUrl,
  }: { applicationId: string; userId: string; to: string; job: AppliedJob; decidedAt: Date; publicUrl: string },
): Promise<void> {
  await notify(
    tx,
    applicationDecidedNotice({
      userId,
      applicationId,
      approved: true,
      job,
      decidedAt,
      email: {
        kind: "application-approved",
        dedupeKey: decisionKey("application-approved", applicationId, decidedAt),
        to,
        ...applicationApprovedEmail({ job, publicUrl }),
      },
    }),
    decidedAt,
  );
}
