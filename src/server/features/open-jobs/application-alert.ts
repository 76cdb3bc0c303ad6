// docs/decisions/026 (issue 18), flag `claim_approval`: admins hear that cleaners are applying for
// a job, once per job (the dedupe key names the job and the admin, never the application), so a
// rush of applications sends each admin one email. Queued in the application's transaction.
import { eq } from "drizzle-orm";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";
import { enqueueEmail } from "../../lib/outbox";
import { applicationsWaitingEmail } from "../../domain/emails/admin-emails";
import type { EmailJob } from "../../domain/emails/job-lines";
import type { Transaction } from "../../db/client";

export async function alertAdminsOfApplications(tx: Transaction, { job, publicUrl }: { job: EmailJob; publicUrl: string }): Promise<void> {
  const admins = await tx
    .select({ userId: profiles.userId, email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .where(eq(profiles.role, "admin"));
  const email = applicationsWaitingEmail({ job, publicUrl });
  for (const admin of admins) {
    await enqueueEmail(tx, {
      kind: "applications-waiting",
      dedupeKey: `applications-waiting:${job.jobId}:${admin.userId}`,
      to: admin.email,
      ...email,
    });
  }
}
