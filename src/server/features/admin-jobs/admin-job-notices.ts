// docs/decisions/026 (issue 18): when an admin cancels a job or changes who does it, the client and
// the cleaners it concerns are told, through the outbox in the change's transaction. The admin's
// reason stays in the audit row (as for account changes, docs/decisions/043), never in an email.
import { eq } from "drizzle-orm";
import { cleaners, clients } from "../../db/schema/people";
import { cleanerRemovedEmail, jobCanceledForClientEmail } from "../../domain/emails/client-job-emails";
import { jobAssignedByAdminEmail, jobCanceledForCleanerEmail, takenOffJobEmail } from "../../domain/emails/cleaner-job-emails";
import type { EmailContent } from "../../domain/emails/email-text";
import { enqueueEmail } from "../../lib/outbox";
import { supportAddress } from "../../domain/emails/support-email";
import type { JobForChange } from "./job-change";
import type { Transaction } from "../../db/client";

export interface NewCleaner {
  cleanerId: string;
  name: string;
  email: string;
  ratingAvg: string | null;
  ratingCount: number;
}

export interface JobChangeNotice {
  job: JobForChange;
  /** The job was canceled by this change. */
  canceled: boolean;
  /** Whose the job is after the change (null: nobody), when that differs from before. */
  cleanerChanged: boolean;
  newCleaner: NewCleaner | null;
  planCleanReturned: boolean;
  now: Date;
  publicUrl: string;
  supportEmail: string | undefined;
}

/** Queues every email the change calls for; one key per job, person and moment, so a retry adds none. */
export async function enqueueJobChangeNotices(tx: Transaction, notice: JobChangeNotice): Promise<string[]> {
  const { job, canceled, cleanerChanged, newCleaner, now, publicUrl } = notice;
  if (!canceled && !cleanerChanged) return [];
  const moment = now.toISOString();
  const replyTo = await supportAddress(tx, notice.supportEmail);
  const [client] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.clientId, job.clientId));
  const oldCleanerId = job.assignment?.cleanerId ?? null;
  const [oldCleaner] = oldCleanerId
    ? await tx.select({ email: cleaners.email }).from(cleaners).where(eq(cleaners.cleanerId, oldCleanerId))
    : [];
  const kinds: string[] = [];
  // The admin's changes ask for questions by reply, except the new cleaner's notice, which is a job like any other.
  const queue = async (kind: string, to: string, email: EmailContent, { askReply = true } = {}) => {
    const key = `${kind}:${job.jobId}:${to.toLowerCase()}:${moment}`;
    await enqueueEmail(tx, { kind, dedupeKey: key, to, ...email, ...(askReply ? { replyTo } : {}) });
    kinds.push(kind);
  };

  if (canceled) {
    if (client) {
      await queue("job-canceled-client", client.email, jobCanceledForClientEmail({ job, planCleanReturned: notice.planCleanReturned }));
    }
    if (oldCleaner) {
      await queue("job-canceled-cleaner", oldCleaner.email, jobCanceledForCleanerEmail({ job, publicUrl }));
    }
    return kinds;
  }

  if (oldCleaner) {
    await queue("job-unassigned", oldCleaner.email, takenOffJobEmail({ job, publicUrl }));
  }
  if (newCleaner) {
    await queue("admin-assigned", newCleaner.email, jobAssignedByAdminEmail({ job, publicUrl }), { askReply: false });
    // The client hears of their cleaner from the job's move, as a claim tells them (domain/jobs/lifecycle.ts).
  } else if (client) {
    await queue("job-cleaner-removed", client.email, cleanerRemovedEmail({ job }));
  }
  return kinds;
}
