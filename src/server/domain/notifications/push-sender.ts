// docs/decisions/069: a push send leaves to every device of its person; each device's answer decides
// its fate (404/410 dropped at once, 429 waits, five failures in a row dropped), and the send is
// sent when one device took it, retried when none did, skipped when no device is left.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema/notifications";
import type { PushClient, PushResult } from "../../lib/push";
import type { ChannelSender, OutgoingSend, SendOutcome } from "./channel-sender";

/** Failures in a row after which a device is dropped (an endpoint that keeps failing is dead). */
export const PUSH_FAILURES_TO_DROP = 5;
/** A device the app has not re-confirmed for this long is dropped (Safari may answer 201 for a dead one). */
export const PUSH_UNCONFIRMED_DROP_MS = 30 * 24 * 60 * 60 * 1000;

/** What the service worker reads (public/push-sw.js): the tag is the send's, so a retry replaces, never doubles. */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
  tag: string;
}

export function pushPayloadOf(message: Pick<OutgoingSend, "sendId" | "title" | "body" | "link">): PushPayload {
  return { title: message.title, body: message.body, link: message.link, tag: message.sendId };
}

/** Drops the devices not confirmed for 30 days (at send time, and by the runner's sweep for everyone). */
export async function dropUnconfirmedPushDevices(db: Database, now: Date, userId?: string): Promise<number> {
  const before = new Date(now.getTime() - PUSH_UNCONFIRMED_DROP_MS);
  const stale = lt(pushSubscriptions.confirmedAt, before);
  const dropped = await db
    .delete(pushSubscriptions)
    .where(userId ? and(eq(pushSubscriptions.userId, userId), stale) : stale)
    .returning({ id: pushSubscriptions.id });
  return dropped.length;
}

export function createPushSender({ client }: { client: PushClient }): ChannelSender {
  return {
    async send(db, message, now) {
      await dropUnconfirmedPushDevices(db, now, message.userId);
      const devices = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, message.userId));
      if (devices.length === 0) return { status: "skipped", reason: "No push device" };
      const payload = JSON.stringify(pushPayloadOf(message));
      const results = await Promise.all(devices.map(async (device) => ({ device, result: await client.send(device, payload) })));
      await recordAnswers(db, results, now);
      return outcomeOf(results.map(({ result }) => result));
    },
  };
}

async function recordAnswers(db: Database, results: { device: { id: string }; result: PushResult }[], now: Date): Promise<void> {
  const ids = (kind: PushResult["kind"]) => results.filter(({ result }) => result.kind === kind).map(({ device }) => device.id);
  const delivered = ids("delivered");
  const gone = ids("gone");
  const failed = ids("failed");
  if (delivered.length > 0)
    await db.update(pushSubscriptions).set({ lastSuccessAt: now, failures: 0 }).where(inArray(pushSubscriptions.id, delivered));
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (failed.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(inArray(pushSubscriptions.id, failed));
    await db
      .delete(pushSubscriptions)
      .where(and(inArray(pushSubscriptions.id, failed), sql`${pushSubscriptions.failures} >= ${PUSH_FAILURES_TO_DROP}`));
  }
}

/** One device that took it is enough; none left is a skip; otherwise the runner tries again. */
function outcomeOf(results: PushResult[]): SendOutcome {
  if (results.some((result) => result.kind === "delivered")) return { status: "sent" };
  if (results.every((result) => result.kind === "gone")) return { status: "skipped", reason: "No push device left" };
  const waits = results.flatMap((result) => (result.kind === "throttled" && result.retryAfterMs !== null ? [result.retryAfterMs] : []));
  const reasons = [
    ...new Set(
      results.flatMap((result) =>
        result.kind === "failed" ? [result.reason] : result.kind === "throttled" ? ["The push service asked to wait (429)"] : [],
      ),
    ),
  ];
  return {
    status: "retry",
    error: reasons.join("; ") || "No device took the push",
    ...(waits.length > 0 ? { retryAfterMs: Math.max(...waits) } : {}),
  };
}
