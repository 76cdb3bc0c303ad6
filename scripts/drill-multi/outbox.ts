// The notification outbox as the drill reads it, and the sink's deliveries matched against it.
import { randomBytes } from "node:crypto";
import type { Drill } from "./drill";
import { makeTaskDue, rows } from "./database";
import { waitFor } from "./report";
import type { Delivery } from "./smtp-sink";

export const DELIVERY_TASK = "notification-delivery";

/** Makes `name` due now, counting it for the schedule check. */
export async function runTaskNow(drill: Drill, name: string): Promise<boolean> {
  drill.forcedRuns.set(name, (drill.forcedRuns.get(name) ?? 0) + 1);
  return makeTaskDue(drill.pool, name);
}

/** Makes `name` due now and waits until a server has run it (its `runs` went up); false when it has no schedule row. */
export async function runTaskAndWait(drill: Drill, name: string, timeoutMs = 30_000): Promise<boolean> {
  const runsOf = async () =>
    (await rows<{ runs: number }>(drill.pool, "SELECT runs FROM background_task_schedule WHERE name = $1", [name]))[0]?.runs;
  const before = await runsOf();
  if (before === undefined || !(await runTaskNow(drill, name))) return false;
  await waitFor(`a run of ${name}`, async () => ((await runsOf())! > before ? true : undefined), timeoutMs, 250);
  return true;
}

/** A subject no other email has: how the drill finds its own emails at the sink. */
export const drillSubject = (purpose: string) => `Drill: ${purpose} ${randomBytes(4).toString("hex")}`;

/** Writes an email into the outbox as an event's transaction would. */
export async function queueEmail(drill: Drill, subject: string): Promise<void> {
  await drill.pool.query(
    "INSERT INTO notification_outbox (kind, dedupe_key, recipient, subject, body) VALUES ('drill', $1, 'drill@tidyline.test', $2, $3)",
    [`drill:${subject}`, subject, "Sent by the multi-server drill."],
  );
}

export const deliveriesOf = (drill: Drill, subject: string): Delivery[] => drill.sink.deliveries.filter((mail) => mail.subject === subject);

const keyOf = (recipient: string, subject: string) => `${recipient.toLowerCase()}\n${subject}`;

/**
 * Every sent outbox row against the sink: per recipient and subject, as many mails delivered as
 * rows sent. More is an email sent twice; fewer, one lost.
 */
export async function compareOutboxWithSink(drill: Drill) {
  const sent = await rows<{ recipient: string; subject: string; n: number }>(
    drill.pool,
    "SELECT recipient, subject, count(*)::int AS n FROM notification_outbox WHERE sent_at IS NOT NULL GROUP BY recipient, subject",
  );
  const delivered = new Map<string, number>();
  for (const mail of drill.sink.deliveries)
    for (const to of mail.to) delivered.set(keyOf(to, mail.subject), (delivered.get(keyOf(to, mail.subject)) ?? 0) + 1);
  let rowsSent = 0;
  let mails = 0;
  const twice: string[] = [];
  const lost: string[] = [];
  for (const row of sent) {
    const got = delivered.get(keyOf(row.recipient, row.subject)) ?? 0;
    rowsSent += row.n;
    mails += got;
    if (got > row.n) twice.push(`"${row.subject}" to ${row.recipient}: ${got} mails for ${row.n} row(s)`);
    if (got < row.n) lost.push(`"${row.subject}" to ${row.recipient}: ${got} mails for ${row.n} row(s)`);
  }
  return { rowsSent, mails, twice, lost };
}
