// Reminders' runner (docs/decisions/071), on PostgreSQL and on PGlite: how fast due rows are
// claimed with the runner's conditional UPDATE over FOR UPDATE SKIP LOCKED, by one runner and by
// RUNNERS at once (each row exactly once), and how fast whole reminders leave (claim, the job read
// again, notify) once due.
//   claims:    ROWS due rows of scheduled_notices; runners claim batches of BATCH until none is left.
//   reminders: JOBS booked jobs' day-before reminders all due; sendDueReminders sends them.
// Run: npm run bench:reminders   (starts a throwaway PostgreSQL; the last lines are the table)
import { eq, sql } from "drizzle-orm";
import { dayBeforeDueAt, jobReminderKey } from "../src/shared/domain/reminders";
import { openDatabase, type Database, type DatabaseHandle } from "../src/server/db/client";
import { notifications } from "../src/server/db/schema/notifications";
import { scheduledNotices } from "../src/server/db/schema/reminders";
import { claimDueReminders, sendDueReminders } from "../src/server/features/notifications/reminder-delivery";
import { clientIdOf, insertJob } from "../src/server/test/fixtures";
import { TestApp } from "../src/server/test/harness";
import { withPostgresDatabase } from "./shared";

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 1_000);
const RUNNERS = Number(process.env.BENCH_RUNNERS ?? 4);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const NOW = new Date("2030-06-01T14:30:00Z");

interface Row {
  engine: string;
  scenario: string;
  rows: number;
  seconds: number;
  check: string;
}

/** ROWS due rows for one person (the claim reads none of their details). */
async function seedDueRows(db: Database, userId: string) {
  await db.delete(scheduledNotices);
  for (let from = 0; from < ROWS; from += 1_000) {
    const values = Array.from({ length: Math.min(1_000, ROWS - from) }, (_, index) => ({
      key: `bench.claim:${from + index}`,
      userId,
      event: "reminder.todaysWork",
      dueAt: new Date(NOW.getTime() - (from + index) * 100),
    }));
    await db.insert(scheduledNotices).values(values);
  }
}

/** Runners claiming batches until none is left: how many rows each claimed, and the distinct ids. */
async function claimAll(db: Database, runners: number) {
  const claimed: string[] = [];
  const runner = async () => {
    for (;;) {
      const rows = await db.transaction((tx) => claimDueReminders(tx, NOW, BATCH));
      claimed.push(...rows.map((row) => row.id));
      if (rows.length < BATCH) return;
    }
  };
  await Promise.all(Array.from({ length: runners }, runner));
  return { total: claimed.length, distinct: new Set(claimed).size };
}

async function measure(engine: string, handle: DatabaseHandle): Promise<Row[]> {
  const t = await TestApp.create({ database: { db: handle.db, engine: handle.engine, dispose: () => handle.close() } });
  try {
    const client = await t.createAccount({ role: "client" });
    const rows: Row[] = [];
    for (const runners of [1, RUNNERS]) {
      await seedDueRows(t.db, client.userId);
      const began = performance.now();
      const { total, distinct } = await claimAll(t.db, runners);
      rows.push({
        engine,
        scenario: `claims: ${runners} runner${runners === 1 ? "" : "s"}, batches of ${BATCH}`,
        rows: total,
        seconds: (performance.now() - began) / 1000,
        check: `${distinct} distinct of ${ROWS}`,
      });
    }

    // Whole reminders: booked jobs (afternoon starts, UTC) whose day-before is due in the last half hour.
    await t.db.delete(scheduledNotices);
    const clientId = await clientIdOf(t, client);
    const reminders = [];
    for (let index = 0; index < JOBS; index++) {
      const start = new Date(Date.UTC(2030, 5, 2, 14, 0, 0) + index * 1_000);
      const job = await insertJob(t.db, { clientId, timeZone: "UTC", scheduledStart: start });
      reminders.push({
        key: jobReminderKey("reminder.dayBefore", job.jobId),
        userId: client.userId,
        jobId: job.jobId,
        event: "reminder.dayBefore",
        dueAt: dayBeforeDueAt(start, "UTC"),
      });
    }
    for (let from = 0; from < reminders.length; from += 500) await t.db.insert(scheduledNotices).values(reminders.slice(from, from + 500));
    const began = performance.now();
    const counts = await Promise.all(
      Array.from({ length: RUNNERS }, () => sendDueReminders({ db: t.db, now: NOW, batch: BATCH, publicUrl: t.env.publicUrl })),
    );
    const seconds = (performance.now() - began) / 1000;
    const sent = counts.reduce((sum, count) => sum + count.sent, 0);
    const [told] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, client.userId));
    rows.push({
      engine,
      scenario: `reminders sent: ${RUNNERS} runners`,
      rows: sent,
      seconds,
      check: `${told?.n ?? 0} notifications of ${JOBS}`,
    });
    return rows;
  } finally {
    await t.close();
  }
}

async function main() {
  process.env.LOG_LEVEL ??= "silent";
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:reminders");
  const postgres = await withPostgresDatabase(serverUrl, (handle) => measure("PostgreSQL", handle));
  const pgliteHandle = await openDatabase({ memory: true });
  await pgliteHandle.migrate();
  const pglite = await measure("PGlite", pgliteHandle).finally(() => pgliteHandle.close());

  console.log(`\n${ROWS} due rows claimed; ${JOBS} day-before reminders sent`);
  console.log("| engine | scenario | rows | seconds | rows/s | check |");
  console.log("|---|---|---|---|---|---|");
  for (const row of [...postgres, ...pglite]) {
    console.log(
      `| ${row.engine} | ${row.scenario} | ${row.rows} | ${row.seconds.toFixed(2)} | ${Math.round(row.rows / row.seconds)} | ${row.check} |`,
    );
  }
}

await main();
