// docs/decisions/019: the background runner. The lock test is meaningful on PostgreSQL (two
// sessions, as two servers would have); on PGlite the one process shares one lock.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { backgroundTaskSchedule } from "../db/schema/platform";
import { logger } from "../lib/logger";
import { createTestApp } from "../test/harness";
import { startBackgroundRunner, type BackgroundRunner, type BackgroundTask } from "./runner";
import { RUNNER_ID } from "./schedule";
import { taskLockFor } from "./task-lock";

const t = await createTestApp();
afterAll(() => t.close());

const deps = { db: t.db, paymentProvider: t.paymentProvider, mailer: t.mailbox, storage: t.storage, env: t.env };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runners: BackgroundRunner[] = [];
const start = (tasks: BackgroundTask[]) => {
  const runner = startBackgroundRunner({ deps, tasks });
  runners.push(runner);
  return runner;
};
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  vi.restoreAllMocks();
});

/** Waits until `done()` holds, up to 5 s. */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error("timed out");
    await sleep(10);
  }
}

describe("the background runner", () => {
  it("runs each task once at start, then every everyMs, with the database and the time of the run", async () => {
    const seen: Date[] = [];
    const hourly: Date[] = [];
    start([
      { name: "often", everyMs: 20, run: async ({ db, now }) => void (expect(db).toBe(t.db), seen.push(now)) },
      { name: "hourly", everyMs: 3_600_000, run: async ({ now }) => void hourly.push(now) },
    ]);
    await until(() => seen.length >= 4);
    expect(hourly).toHaveLength(1);
    expect(seen[3]!.getTime() - seen[0]!.getTime()).toBeGreaterThanOrEqual(3 * 20 - 5);
  });

  it("logs a task that throws and runs it again at its next tick; the other tasks keep going", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    let failing = 0;
    let healthy = 0;
    start([
      { name: "failing", everyMs: 10, run: async () => void ((failing += 1), await Promise.reject(new Error("provider down"))) },
      { name: "healthy", everyMs: 10, run: async () => void (healthy += 1) },
    ]);
    // The log line follows the failed run (after its lock is let go): wait for the lines too.
    const failures = () => errors.mock.calls.filter(([message]) => message === "background task failed");
    await until(() => failing >= 3 && healthy >= 3 && failures().length >= 3);
    const logged = failures();
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.every(([, fields]) => fields?.task === "failing" && String(fields.error).includes("provider down"))).toBe(true);
  });

  it("stops cleanly: aborts the running task's signal, waits for it to finish, then runs nothing more", async () => {
    let runs = 0;
    let finished = false;
    const runner = start([
      {
        name: "long",
        everyMs: 10,
        run: async ({ signal }) => {
          runs += 1;
          while (!signal.aborted) await sleep(5);
          await sleep(20);
          finished = true;
        },
      },
    ]);
    await until(() => runs === 1);
    await runner.stop();
    expect(finished).toBe(true);
    await sleep(50);
    expect(runs).toBe(1);
  });

  it("never runs one task in two runners at once on one database (as two servers would)", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const task: BackgroundTask = {
      name: "exclusive",
      everyMs: 1,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await sleep(25);
        running -= 1;
      },
    };
    start([task]);
    start([{ ...task }]);
    await until(() => runs >= 6);
    expect(most).toBe(1);
  });

  // docs/decisions/050: three servers on one database run a task as often as one server does.
  it("runs a task as often as one runner would, however many runners share the database, and records who ran it", async () => {
    let runs = 0;
    const task: BackgroundTask = { name: "shared-schedule", everyMs: 300, run: async () => void (runs += 1) };
    for (let server = 0; server < 3; server++) start([{ ...task }]);
    const window = 2_400;
    await sleep(window);
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    // One runner alone: one run at start, then one per 300 ms (ticks land a little late, never early).
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(runs).toBeLessThanOrEqual(window / task.everyMs + 1);
    const [row] = await t.db.select().from(backgroundTaskSchedule).where(eq(backgroundTaskSchedule.name, task.name));
    expect(row).toMatchObject({ runs, lastRunBy: RUNNER_ID });
  });

  it("does not run a task again on a restart before its period is over", async () => {
    let runs = 0;
    const task: BackgroundTask = { name: "restarted", everyMs: 3_600_000, run: async () => void (runs += 1) };
    start([task]);
    await until(() => runs === 1);
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    start([task]);
    await sleep(300);
    expect(runs).toBe(1);
  });

  it("runs a waiting task within seconds once its row says it is due (next_run_at = now())", async () => {
    let runs = 0;
    const task: BackgroundTask = { name: "due-now", everyMs: 3_600_000, run: async () => void (runs += 1) };
    runners.push(startBackgroundRunner({ deps, tasks: [task], recheckMs: 200 }));
    await until(() => runs === 1);
    await sleep(300);
    expect(runs).toBe(1);
    await t.db
      .update(backgroundTaskSchedule)
      .set({ nextRunAt: sql`now()` })
      .where(eq(backgroundTaskSchedule.name, task.name));
    await until(() => runs === 2);
  });

  it("runs a task marked not exclusive without its lock, even while another holder has it", async () => {
    let release: () => void = () => undefined;
    const held = taskLockFor(t.db).tryRun("sweep", () => new Promise<void>((resolve) => (release = resolve)));
    await sleep(20);
    let runs = 0;
    start([{ name: "sweep", everyMs: 3_600_000, exclusive: false, run: async () => void (runs += 1) }]);
    await until(() => runs === 1);
    release();
    expect(await held).toBe(true);
  });

  it("skips a task whose lock another holder has, and takes it once freed", async () => {
    const lock = taskLockFor(t.db);
    let release: () => void = () => undefined;
    const held = lock.tryRun("held", () => new Promise<void>((resolve) => (release = resolve)));
    await sleep(20);
    let ran = false;
    expect(await taskLockFor(t.db).tryRun("held", async () => void (ran = true))).toBe(false);
    expect(ran).toBe(false);
    release();
    expect(await held).toBe(true);
    expect(await taskLockFor(t.db).tryRun("held", async () => void (ran = true))).toBe(true);
    expect(ran).toBe(true);
  });
});
