// docs/decisions/026 (issue 18): when an admin cancels a job or changes who does it, the client and
// the cleaners it concerns are told (a notification carrying the email, docs/decisions/068) in the
// change's transaction. The admin's reason stays in the audit row (as for account changes,
// docs/decisions/043), never in an email or a notice.
import { eq } from "drizzle-orm";
import { cleaners, clients } from "../../db/schema/people";
import { cleanerRemovedEmail, jobCanceledForClientEmail } from "../../domain/emails/client-job-emails";
import { jobAssignedByAdminEmail, jobCanceledForCleanerEmail, takenOffJobEmail } from "../../domain/emails/cleaner-job-emails";
import type { EmailContent } from "../../domain/emails/email-text";
import { supportAddress } from "../../domain/emails/support-email";
import { adminChangeNotice, type AdminChange } from "../../domain/notifications/admin-change-notices";
import { notify, type Notice } from "../../domain/notifications/notify";
import type { JobForChange } from "./job-change";
import type { Transaction } from "../../db/client";

export interface NewCleaner {
  cleanerId: string;
  userId: string;
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

/**
 * Tells everyone the change concerns, each notice carrying its email; one key per job, person and
 * moment, so a retry adds none. The kinds of email the change called for (its audit row lists them).
 */
export async function enqueueJobChangeNotices(tx: Transaction, notice: JobChangeNotice): Promise<string[]> {
  const { job, canceled, cleanerChanged, newCleaner, now, publicUrl } = notice;
  if (!canceled && !cleanerChanged) return [];
  const moment = now.toISOString();
  const replyTo = await supportAddress(tx, notice.supportEmail);
  const [client] = await tx
    .select({ email: clients.email, userId: clients.userId })
    .from(clients)
    .where(eq(clients.clientId, job.clientId));
  const oldCleanerId = job.assignment?.cleanerId ?? null;
  const [oldCleaner] = oldCleanerId
    ? await tx.select({ email: cleaners.email, userId: cleaners.userId }).from(cleaners).where(eq(cleaners.cleanerId, oldCleanerId))
    : [];
  const kinds: string[] = [];
  const notices: Notice[] = [];
  // The admin's changes ask for questions by reply, except the new cleaner's notice, which is a job like any other.
  const queue = async (
    kind: string,
    person: { email: string; userId: string },
    change: AdminChange,
    email: EmailContent,
    { askReply = true } = {},
  ) => {
    const key = `${kind}:${job.jobId}:${person.email.toLowerCase()}:${moment}`;
    const outbox = { kind, dedupeKey: key, to: person.email, ...email, ...(askReply ? { replyTo } : {}) };
    notices.push(
      adminChangeNotice({ change, userId: person.userId, job, planCleanReturned: notice.planCleanReturned, at: now, email: outbox }),
    );
    kinds.push(kind);
  };

  if (canceled) {
    if (client) {
      await queue(
        "job-canceled-client",
        client,
        "canceled-client",
        jobCanceledForClientEmail({ job, planCleanReturned: notice.planCleanReturned }),
      );
    }
    if (oldCleaner) {
      await queue("job-canceled-cleaner", oldCleaner, "canceled-cleaner", jobCanceledForCleanerEmail({ job, publicUrl }));
    }
  } else {
    if (oldCleaner) {
      await queue("job-unassigned", oldCleaner, "taken-off", takenOffJobEmail({ job, publicUrl }));
    }
    if (newCleaner) {
      await queue("admin-assigned", newCleaner, "assigned", jobAssignedByAdminEmail({ job, publicUrl }), { askReply: false });
      // The client hears of their cleaner from the job's move, as a claim tells them (domain/jobs/lifecycle.ts).
    } else if (client) {
      await queue("job-cleaner-removed", client, "cleaner-removed", cleanerRemovedEmail({ job }));
    }
  }
  await notify(tx, notices, now);
  return kinds;
}
