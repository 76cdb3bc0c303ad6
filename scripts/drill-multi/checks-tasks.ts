// Background work happens once across the three servers (docs/decisions/019, 037, 040), and the
// task schedule is one for all of them: three servers do not run a task three times as often.
import { BACKGROUND_TASKS } from "../../src/server/background/tasks";
import type { Drill } from "./drill";
import { rows, scheduleRows, type ScheduleRow } from "./database";
import { compareOutboxWithSink, deliveriesOf, DELIVERY_TASK, runTaskAndWait, runTaskNow } from "./outbox";
import { seconds, waitFor } from "./report";

/** Every Active plan's period ends a minute ago; the renewal task, made due, charges each once. */
export async function renewalsOnce(drill: Drill) {
  const ended = await rows<{ subscription_id: string; period_start: Date }>(
    drill.pool,
    `UPDATE subscriptions SET current_period_start = now() - interval '1 month 1 minute', current_period_end = now() - interval '1 minute'
      WHERE status = 'Active' AND active AND NOT cancel_at_period_end RETURNING subscription_id, current_period_end AS period_start`,
  );
  if (ended.length === 0) throw new Error("no Active plan in the demo data (seed changed?)");
  const started = Date.now();
  const scheduled = await runTaskNow(drill, "subscription-renewals");
  const ids = ended.map((plan) => plan.subscription_id);
  const chargesOf = () =>
    rows<{ subscription_id: string; charges: number; statuses: string }>(
      drill.pool,
      `SELECT s.subscription_id, count(p.id)::int AS charges, coalesce(string_agg(p.status::text, ','), '') AS statuses
         FROM unnest($1::uuid[]) AS s(subscription_id)
         LEFT JOIN payments p ON p.subscription_id = s.subscription_id
          AND p.period_start = (SELECT e.period_start FROM unnest($1::uuid[], $2::timestamptz[]) AS e(id, period_start) WHERE e.id = s.subscription_id)
        GROUP BY s.subscription_id`,
      [ids, ended.map((plan) => plan.period_start)],
    );
  await waitFor(
    "a charge for every ended period",
    async () => ((await chargesOf()).every((plan) => plan.charges > 0) ? true : undefined),
    75_000,
    500,
  );
  const took = Date.now() - started;
  // Another run, made due at once, must find nothing left to charge.
  if (scheduled) await runTaskAndWait(drill, "subscription-renewals");
  const charges = await chargesOf();
  const total = charges.reduce((sum, plan) => sum + plan.charges, 0);
  const [schedule] = (await scheduleRows(drill.pool)).filter((row) => row.name === "subscription-renewals");
  return {
    passed: charges.every((plan) => plan.charges === 1),
    figures: `${ended.length} plans ended, ${total} charges (${charges.map((plan) => plan.statuses).join(", ")}) within ${seconds(took)}, none twice after a second run${scheduled ? `; last run by ${schedule?.last_run_by ?? "?"}` : "; no schedule row: waited for the task's own time"}`,
  };
}

/** An Assigned job of the demo cleaner is made 40 minutes late: each admin gets one no-show email, through one server. */
export async function noShowOnce(drill: Drill) {
  const [job] = await rows<{ job_id: string }>(
    drill.pool,
    `UPDATE jobs SET scheduled_start = now() - interval '40 minutes', scheduled_end = now() + interval '1 hour',
            address = address || ' (drill ' || substr(md5(random()::text), 1, 6) || ')'
      WHERE job_id = (SELECT j.job_id FROM jobs j JOIN job_assignments a ON a.job_id = j.job_id JOIN cleaners c ON c.cleaner_id = a.cleaner_id
                       WHERE c.email = 'cleaner@tidyline.test' AND j.status = 'Assigned' AND j.scheduled_start > now()
                       ORDER BY j.scheduled_start DESC LIMIT 1)
      RETURNING job_id`,
  );
  if (!job) throw new Error("the demo cleaner has no upcoming Assigned job (seed changed?)");
  const [{ admins }] = (await rows<{ admins: number }>(
    drill.pool,
    "SELECT count(*)::int AS admins FROM profiles WHERE role = 'admin'",
  )) as [{ admins: number }];
  const started = Date.now();
  await runTaskNow(drill, "no-show-alerts");
  const alertRows = () =>
    rows<{ recipient: string; subject: string; sent: boolean }>(
      drill.pool,
      "SELECT recipient, subject, sent_at IS NOT NULL AS sent FROM notification_outbox WHERE dedupe_key LIKE $1",
      [`no-show:${job.job_id}:%`],
    );
  await waitFor("the no-show alerts queued", async () => ((await alertRows()).length >= admins ? true : undefined), 75_000, 500);
  await runTaskNow(drill, DELIVERY_TASK);
  await waitFor("the no-show alerts sent", async () => ((await alertRows()).every((row) => row.sent) ? true : undefined), 60_000, 500);
  const queued = await alertRows();
  const mails = queued.map((row) => deliveriesOf(drill, row.subject).filter((mail) => mail.to.includes(row.recipient)));
  return {
    passed: queued.length === admins && mails.every((list) => list.length === 1),
    figures: `${admins} admin(s); ${queued.length} alert row(s) for the late job; mails per admin ${mails.map((list) => `${list.length} (via ${list.map((m) => m.server).join("+") || "-"})`).join(", ")}; queued and sent within ${seconds(Date.now() - started)}`,
  };
}

/** Every sent outbox row was delivered exactly once at the sink, across the three servers. */
export async function outboxOnce(drill: Drill) {
  await runTaskNow(drill, DELIVERY_TASK);
  const pending = async () =>
    (
      await rows<{ n: number }>(
        drill.pool,
        "SELECT count(*)::int AS n FROM notification_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() + interval '90 seconds' AND attempts < 8",
      )
    )[0]!.n;
  await waitFor("the outbox drained", async () => ((await pending()) === 0 ? true : undefined), 120_000, 1_000).catch(() => undefined);
  const left = await pending();
  const { rowsSent, mails, twice, lost } = await compareOutboxWithSink(drill);
  const servers = new Set(drill.sink.deliveries.map((mail) => mail.server));
  return {
    passed: twice.length === 0 && lost.length === 0 && left === 0,
    figures: `${rowsSent} rows sent, ${mails} mails delivered to them (from ${[...servers].sort().join(", ")}), ${twice.length} sent twice, ${lost.length} missing, ${left} still due${[...twice, ...lost].length ? `: ${[...twice, ...lost].slice(0, 3).join("; ")}` : ""}`,
  };
}

export interface ScheduleWindow {
  startedAt: number;
  start: ScheduleRow[];
  forcedAtStart: Map<string, number>;
}

export async function openScheduleWindow(drill: Drill): Promise<ScheduleWindow> {
  return { startedAt: Date.now(), start: await scheduleRows(drill.pool), forcedAtStart: new Map(drill.forcedRuns) };
}

/**
 * Over the window, each task ran at most once per period (plus one, and plus the runs the drill
 * forced), not once per period per server: the runs counted in background_task_schedule.
 */
export async function scheduleShared(drill: Drill, window: ScheduleWindow) {
  const windowMs = Date.now() - window.startedAt;
  const end = await scheduleRows(drill.pool);
  if (end.length === 0) throw new Error("background_task_schedule has no rows: the servers do not share a schedule");
  const lines: string[] = [];
  let passed = true;
  for (const task of BACKGROUND_TASKS) {
    const before = window.start.find((row) => row.name === task.name)?.runs ?? 0;
    const after = end.find((row) => row.name === task.name)?.runs;
    if (after === undefined) {
      passed = false;
      lines.push(`${task.name} no row`);
      continue;
    }
    const forced = (drill.forcedRuns.get(task.name) ?? 0) - (window.forcedAtStart.get(task.name) ?? 0);
    const allowed = Math.floor(windowMs / task.everyMs) + 1 + forced;
    passed &&= after - before <= allowed;
    lines.push(`${task.name} ${after - before} (at most ${allowed})`);
  }
  return { passed, figures: `runs over ${seconds(windowMs)} on 3 servers: ${lines.join(", ")}` };
}
