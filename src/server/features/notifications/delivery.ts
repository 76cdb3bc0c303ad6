// docs/decisions/037: the outbox is delivered by the background runner, each row
// claimed before it is sent, so several servers or overlapping runs never send one email twice
// while it is being sent; retried with backoff when the mailer fails.
import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { notificationOutbox } from "../../db/schema/platform";
import { logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mailer";

/** Rows looked at per run, oldest due first; more wait for the next run (seconds later). */
export const DELIVERY_BATCH = 50;
/**
 * How long a claimed row is left alone by other runs while it is being sent, counted from the
 * claim. More than twice one send's bound (SMTP_TIMEOUTS.sendTimeoutMs, lib/mailer.ts), so a live
 * server never has its claim taken; short enough that a row claimed by a server that died is sent
 * by another within a minute (the lease plus one delivery interval; docs/decisions/037, 050).
 */
export const DELIVERY_LEASE_MS = 45_000;
/** A run stops claiming rows after this long; the rest wait for the next run. */
export const DELIVERY_RUN_BUDGET_MS = 60_000;
/** After this many failed attempts a row is left unsent, with its last error, for an operator. */
export const MAX_DELIVERY_ATTEMPTS = 8;

const MINUTE = 60_000;
const MAX_RETRY_DELAY_MS = 60 * MINUTE;

/** Wait before the next attempt after `attempts` failed ones: 1 min, 2, 4, ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export interface DeliveryInput {
  db: Database;
  mailer: Mailer;
  /** The run's time: what is due, and when a failed row is tried again. */
  now: Date;
  signal?: AbortSignal;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox's due rows, oldest first. Each row is claimed with a conditional UPDATE
 * (attempts + 1, next attempt pushed past the lease) before the mailer is called, outside any
 * transaction; only the run whose claim succeeded sends it. Then it is marked sent, or given its
 * error and its next attempt. A crash between the send and the mark leaves the row claimed: after
 * the lease it is sent again (at least once; docs/decisions/037 says why not at most once).
 */
export async function deliverDueNotifications({ db, mailer, now, signal }: DeliveryInput): Promise<DeliveryResult> {
  const started = performance.now();
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const due = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        lte(notificationOutbox.nextAttemptAt, now),
        lt(notificationOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      ),
    )
    .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.createdAt))
    .limit(DELIVERY_BATCH);

  for (const { id } of due) {
    if (signal?.aborted || performance.now() - started > DELIVERY_RUN_BUDGET_MS) break;
    // The lease runs from the claim, not from the run's start: a claim late in a long run is
    // still held for the whole lease.
    const row = await claim(db, id, now, new Date(now.getTime() + (performance.now() - started) + DELIVERY_LEASE_MS));
    // Another run (or server) claimed or sent it since our select.
    if (!row) continue;
    if (row.notificationId && (await readInTheApp(db, row.notificationId))) {
      // docs/decisions/068: read in the app already, so a slower channel does not tell it again.
      await db
        .update(notificationOutbox)
        .set({ sentAt: now, lastError: "read in the app", body: "" })
        .where(and(eq(notificationOutbox.id, id), isNull(notificationOutbox.sentAt)));
      continue;
    }
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.body, ...(row.replyTo ? { replyTo: row.replyTo } : {}) });
    } catch (error) {
      result.failed += 1;
      await recordFailure(db, row, now, error);
      continue;
    }
    await db
      .update(notificationOutbox)
      // decision 028: once sent, the text goes (a set-password link among others); the row keeps
      // who, what kind, the subject and when, which is what an operator looks at.
      .set({ sentAt: now, lastError: null, body: "" })
      .where(and(eq(notificationOutbox.id, id), isNull(notificationOutbox.sentAt)));
    result.sent += 1;
  }
  return result;
}

type OutboxRow = typeof notificationOutbox.$inferSelect;

async function readInTheApp(db: Database, notificationId: string): Promise<boolean> {
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, notificationId)).limit(1);
  return !!row?.readAt;
}

/** Takes the row for this run if it is still unsent and due: one statement, so one claimant wins. */
async function claim(db: Database, id: string, now: Date, leaseEnds: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(notificationOutbox)
    .set({ attempts: sql`${notificationOutbox.attempts} + 1`, nextAttemptAt: leaseEnds })
    .where(
      and(
        eq(notificationOutbox.id, id),
        isNull(notificationOutbox.sentAt),
        lte(notificationOutbox.nextAttemptAt, now),
        lt(notificationOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

async function recordFailure(db: Database, row: OutboxRow, now: Date, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const givingUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
  await db
    .update(notificationOutbox)
    // Given up: the lease's time stays; the attempts count keeps it out of every later run.
    .set(givingUp ? { lastError: message } : { lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
    .where(and(eq(notificationOutbox.id, row.id), isNull(notificationOutbox.sentAt)));
  const fields = { id: row.id, kind: row.kind, attempts: row.attempts, error: message };
  if (givingUp) logger.error("notification not delivered: giving up", fields);
  else logger.warn("notification delivery failed; will retry", fields);
}
