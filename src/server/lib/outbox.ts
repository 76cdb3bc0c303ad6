// Notifications are written to the outbox in the transaction of the event they tell of
// (docs/decisions/037); the background runner delivers them (delivery.ts).
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { notificationOutbox } from "../db/schema/platform";
import { oneLine } from "./one-line";

export interface OutboxEmail {
  /** What the email is about, for logs and tests: "job-claimed", "job-completed", "unread-messages". */
  kind: string;
  /** One notice per key: enqueuing the same key again does nothing (e.g. `job-claimed:<jobId>`). */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes: a person who reads it (SUPPORT_EMAIL, domain/emails/support-email.ts); none: the sender. */
  replyTo?: string | null;
  /** The notification it carries (docs/decisions/068): left unsent once that is read in the app. */
  notificationId?: string | null;
}

/** Written by every claim and most moves: built once (docs/decisions/053). */
const insertEmail = preparedOnce((db) =>
  db
    .insert(notificationOutbox)
    .values({
      kind: sql.placeholder("kind"),
      dedupeKey: sql.placeholder("dedupeKey"),
      recipient: sql.placeholder("recipient"),
      subject: sql.placeholder("subject"),
      body: sql.placeholder("body"),
      replyTo: sql.placeholder("replyTo"),
      notificationId: sql.placeholder("notificationId"),
    })
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey })
    .prepare("outbox_email"),
);

/**
 * Queues an email inside the caller's transaction: it is sent only if the transaction commits.
 * Whatever a builder put in it, the subject holds no CR or LF (decision 028: no header injection).
 */
export async function enqueueEmail(tx: Transaction | Database, email: OutboxEmail): Promise<void> {
  await insertEmail(tx).execute({
    kind: email.kind,
    dedupeKey: email.dedupeKey,
    recipient: email.to.toLowerCase(),
    subject: oneLine(email.subject),
    body: email.text,
    replyTo: email.replyTo ?? null,
    notificationId: email.notificationId ?? null,
  });
}
