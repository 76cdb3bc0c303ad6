// docs/decisions/026 (issue 18): when an admin cancels a job or changes who does it, the client and
// the cleaners it concerns are told, through the outbox in the change's transaction. The admin's
// reason stays in the audit row (as for account changes, docs/decisions/043), never in an email.
import { eq } from "drizzle-orm";
import { cleaners, clients } from "../../db/schema/people";
import { startInCity } from "../../domain/emails/claim-email";
import { enqueueEmail } from "../../lib/outbox";
import { supportAddress } from "../../domain/emails/support-email";
import { adminAssignedEmail } from "./admin-assigned-email";
import type { JobForChange } from "./job-change";
import { emailText } from "../../domain/emails/email-text";
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

const QUESTIONS = "Questions? Reply to this email.";
const link = (path: string, publicUrl: string) => new URL(path, publicUrl).toString();

/** Queues every email the change calls for; one key per job, person and moment, so a retry adds none. */
export async function enqueueJobChangeNotices(tx: Transaction, notice: JobChangeNotice): Promise<string[]> {
  const { job, canceled, cleanerChanged, newCleaner, now, publicUrl } = notice;
  if (!canceled && !cleanerChanged) return [];
  const when = startInCity(job);
  const address = emailText(job.address); // decision 028: user text on one line
  const moment = now.toISOString();
  const replyTo = await supportAddress(tx, notice.supportEmail);
  const [client] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.clientId, job.clientId));
  const oldCleanerId = job.assignment?.cleanerId ?? null;
  const [oldCleaner] = oldCleanerId
    ? await tx.select({ email: cleaners.email }).from(cleaners).where(eq(cleaners.cleanerId, oldCleanerId))
    : [];
  const kinds: string[] = [];
  const queue = async (kind: string, to: string, subject: string, lines: string[]) => {
    await enqueueEmail(tx, {
      kind,
      dedupeKey: `${kind}:${job.jobId}:${to.toLowerCase()}:${moment}`,
      to,
      subject,
      text: lines.join("\n"),
      replyTo,
    });
    kinds.push(kind);
  };

  if (canceled) {
    if (client) {
      await queue("job-canceled-client", client.email, `Your ${job.type} on ${when} is canceled`, [
        `Tidyline's team canceled your ${job.type} on ${when} at ${address}. No cleaner will come for it.`,
        ...(notice.planCleanReturned ? ["", "The clean it took from your plan is yours again."] : []),
        "",
        QUESTIONS,
      ]);
    }
    if (oldCleaner) {
      await queue("job-canceled-cleaner", oldCleaner.email, `Canceled: the ${job.type} on ${when}`, [
        `Tidyline's team canceled the ${job.type} on ${when} at ${address}. Please do not go: it shows as Canceled in My Assignments.`,
        "",
        link(`/cleaner/assignments?job=${job.jobId}`, publicUrl),
        "",
        QUESTIONS,
      ]);
    }
    return kinds;
  }

  if (oldCleaner) {
    await queue("job-unassigned", oldCleaner.email, `You are no longer on the ${job.type} on ${when}`, [
      `Tidyline's team took you off the ${job.type} on ${when} at ${address}. Please do not go: it is no longer in My Assignments.`,
      "",
      `More jobs wait on the open jobs board: ${link("/cleaner/open-jobs", publicUrl)}`,
      "",
      QUESTIONS,
    ]);
  }
  if (newCleaner) {
    await enqueueEmail(tx, adminAssignedEmail({ to: newCleaner.email, job, assignedAt: now, publicUrl }));
    kinds.push("admin-assigned");
    // The client hears of their cleaner from the job's move, as a claim tells them (domain/jobs/lifecycle.ts).
  } else if (client) {
    await queue("job-cleaner-removed", client.email, `A new cleaner is needed for your ${job.type} on ${when}`, [
      `The cleaner who was to clean your ${job.type} on ${when} at ${address} will not come.`,
      "Your cleaning is open to our cleaners again; the new cleaner will show in your upcoming appointments.",
      "",
      QUESTIONS,
    ]);
  }
  return kinds;
}
