// docs/decisions/068: pushes and texts leave here, claimed one by one like the email outbox
// (delivery.ts, docs/decisions/037) so several servers never send one twice while it is being
// sent. A send whose notifications were all read in the app meanwhile is not sent at all.
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { groupOfEvent, mergedSummary, type NotificationEvent, type SendChannel } from "../../../shared/domain/notifications";
import type { Database } from "../../db/client";
import { notifications, notificationSends } from "../../db/schema/notifications";
import { logger } from "../../lib/logger";
import { unavailableSender, type ChannelSender, type OutgoingSend, type SendOutcome } from "../../domain/notifications/channel-sender";
import { claimSend, moveSend } from "../../domain/notifications/send-moves";
import { readRecipients } from "../../domain/notifications/preferences";
import { DELIVERY_BATCH, DELIVERY_LEASE_MS, DELIVERY_RUN_BUDGET_MS, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from "./delivery";

export type Senders = Record<SendChannel, ChannelSender>;

/** Before a channel is set up (no push keys, no text provider), its sends settle as skipped. */
export const NO_SENDERS: Senders = {
  push: unavailableSender("push is not set up"),
  text: unavailableSender("texts are not set up"),
};

export interface SendResult {
  sent: number;
  skipped: number;
  failed: number;
}

type SendRow = typeof notificationSends.$inferSelect;

/** The message a claimed send carries: a burst of one job's notices reads "3 changes to …". */
export function messageOf(row: SendRow): OutgoingSend {
  const count = row.notificationIds.length;
  const merged = count > 1 && row.mergeLabel ? mergedSummary(count, row.mergeLabel) : null;
  return {
    sendId: row.id,
    userId: row.userId,
    channel: row.channel as SendChannel,
    title: merged ? "Tidyline" : row.title,
    body: merged ?? row.body,
    link: row.link,
    text: merged ?? row.body,
  };
}

export async function deliverDueSends({
  db,
  senders = NO_SENDERS,
  now,
  signal,
}: {
  db: Database;
  senders?: Senders;
  now: Date;
  signal?: AbortSignal;
}): Promise<SendResult> {
  const started = performance.now();
  const result: SendResult = { sent: 0, skipped: 0, failed: 0 };
  const due = await db
    .select({ id: notificationSends.id })
    .from(notificationSends)
    .where(and(eq(notificationSends.status, "pending"), lte(notificationSends.nextAttemptAt, now)))
    .orderBy(asc(notificationSends.nextAttemptAt))
    .limit(DELIVERY_BATCH);

  for (const { id } of due) {
    if (signal?.aborted || performance.now() - started > DELIVERY_RUN_BUDGET_MS) break;
    const row = await claimSend(db, id, now, new Date(now.getTime() + (performance.now() - started) + DELIVERY_LEASE_MS));
    if (!row) continue; // another run took it
    const reason = await reasonNotToSend(db, row);
    if (reason) {
      await moveSend(db, row.id, { to: "skipped", error: reason }, now);
      result.skipped += 1;
      continue;
    }
    let outcome: SendOutcome;
    try {
      outcome = await senders[row.channel as SendChannel].send(db, messageOf(row), now);
    } catch (error) {
      outcome = { status: "retry", error: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.status === "sent") {
      await moveSend(db, row.id, { to: "sent" }, now);
      result.sent += 1;
    } else if (outcome.status === "skipped") {
      await moveSend(db, row.id, { to: "skipped", error: outcome.reason }, now);
      result.skipped += 1;
    } else {
      result.failed += 1;
      await recordFailure(db, row, outcome, now);
    }
  }
  return result;
}

/** Read in the app already, or the person turned the channel off since: not sent. */
async function reasonNotToSend(db: Database, row: SendRow): Promise<string | null> {
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.id, row.notificationIds), isNull(notifications.readAt)));
  if ((unread?.count ?? 0) === 0) return "read in the app";
  const person = (await readRecipients(db, [row.userId])).get(row.userId);
  if (!person) return "account gone";
  const [first] = await db
    .select({ event: notifications.event })
    .from(notifications)
    .where(eq(notifications.id, row.notificationIds[0]!))
    .limit(1);
  if (!first) return "notification gone";
  const group = groupOfEvent(first.event as NotificationEvent);
  if (!person.channels[group][row.channel as SendChannel]) return "turned off";
  return null;
}

async function recordFailure(db: Database, row: SendRow, outcome: Extract<SendOutcome, { status: "retry" }>, now: Date) {
  const fields = { id: row.id, channel: row.channel, attempts: row.attempts, error: outcome.error };
  if (row.attempts >= MAX_DELIVERY_ATTEMPTS) {
    await moveSend(db, row.id, { to: "failed", error: outcome.error }, now);
    logger.error("notification send not delivered: giving up", fields);
    return;
  }
  const wait = Math.max(retryDelayMs(row.attempts), outcome.retryAfterMs ?? 0);
  await moveSend(db, row.id, { to: "pending", nextAttemptAt: new Date(now.getTime() + wait), error: outcome.error }, now);
  logger.warn("notification send failed; will retry", fields);
}
