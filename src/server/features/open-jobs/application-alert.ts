// docs/decisions/026 (issue 18), flag `claim_approval`: admins hear that cleaners are applying for
// a job, once per job (the dedupe key names the job and the admin, never the application), so a
// rush of applications sends each admin one email. Queued in the application's transaction.
import { eq } from "drizzle-orm";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";
import { startInCity } from "../../domain/emails/claim-email";
import { enqueueEmail } from "../../lib/outbox";
import { emailText } from "../../domain/emails/email-text";
import type { Transaction } from "../../db/client";

export interface AppliedForJob {
  jobId: string;
  type: string;
  address: string;
  city: string;
  scheduledStart: Date;
}

export async function alertAdminsOfApplications(
  tx: Transaction,
  { job, publicUrl }: { job: AppliedForJob; publicUrl: string },
): Promise<void> {
  const admins = await tx
    .select({ userId: profiles.userId, email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .where(eq(profiles.role, "admin"));
  const when = startInCity(job);
  const link = new URL(`/admin/jobs?search=${jobIdLabel(job.jobId)}`, publicUrl).toString();
  for (const admin of admins) {
    await enqueueEmail(tx, {
      kind: "applications-waiting",
      dedupeKey: `applications-waiting:${job.jobId}:${admin.userId}`,
      to: admin.email,
      subject: `Cleaners are applying for the ${job.type} on ${when}`,
      text: [
        `A cleaner applied for the ${job.type} on ${when} at ${emailText(job.address)}. Others may follow: this is the one email about this job's applications.`,
        "",
        `Choose who does it in Jobs (the job's details list the applicants): ${link}`,
      ].join("\n"),
    });
  }
}
