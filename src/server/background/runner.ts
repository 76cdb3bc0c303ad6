// docs/decisions/019: work that has to happen on time (renewals, no-show checks, the
// notification outbox) runs here, inside the server process, never in a request. Each task runs
// when its shared schedule says it is due (at first start, then every `everyMs`), on one server
// of those on the database (docs/decisions/050).
import type { Database } from "../db/client";
import type { Env } from "../env";
import { logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import type { PaymentProvider } from "../lib/payment-provider";
import type { Storage } from "../lib/storage";
import type { Senders } from "../features/notifications/send-delivery";
import { claimDueRun, msUntilDue } from "./schedule";
import { taskLockFor, type TaskLock } from "./task-lock";

/** What every task may use: the app's own dependencies (add to it as tasks need more). */
export interface BackgroundDeps {
  db: Database;
  paymentProvider: PaymentProvider;
  /** Delivers the notification outbox (docs/decisions/037). */
  mailer: Mailer;
  /** Pushes and texts (docs/decisions/068); none: each channel's sends settle as skipped. */
  senders?: Senders;
  /** Where uploads are kept: the orphan sweep removes files no row owns (docs/decisions/049). */
  storage: Storage;
  /** publicUrl: the links in emails; the calendar sync's period and private-address rule (docs/decisions/054). */
  env: Pick<Env, "publicUrl" | "calendarSyncMs" | "allowPrivateCalendarUrls">;
}

export interface TaskContext extends BackgroundDeps {
  /** The time this run treats as now (one value for the whole run). */
  now: Date;
  /** Aborted when the server stops: a long task stops between units of work. */
  signal: AbortSignal;
}

export interface BackgroundTask {
  /** Unique: it names the task's lock and its log lines. */
  name: string;
  everyMs: number;
  /** Must be idempotent: a run may be cut off at any point and the next one picks up. */
  run(context: TaskContext): Promise<void>;
  /**
   * False for a task that is harmless when several servers run it at once (a sweep of expired
   * rows): it takes no task lock, so it holds no connection of its own while it runs.
   */
  exclusive?: boolean;
}

export interface BackgroundRunner {
  /** Stops scheduling, aborts the running tasks' signal and waits for them to finish. */
  stop(): Promise<void>;
}

/**
 * docs/decisions/050: a server waiting for a task's next run reads its row again at least this
 * often, so setting `next_run_at = now()` (an operator, the multi-server drill) runs the task
 * within a few seconds on some server, and a period changed on another server is seen.
 */
export const RECHECK_MS = 5_000;
/** Spread over waking servers, so they do not all ask the database in the same millisecond. */
const JITTER_MS = 200;
/**
 * Tasks one server runs at once. An exclusive task holds its lock's pooled connection and works
 * on another: with every task due at start, more at once could hold the whole pool on locks while
 * their work waits for a connection (docs/decisions/022's small pool); others wait their turn.
 */
const MAX_RUNNING = 2;

/** At most `size` works at a time; the others wait in order. */
function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

export function startBackgroundRunner({
  deps,
  tasks,
  lock = taskLockFor(deps.db),
  clock = () => new Date(),
  recheckMs = RECHECK_MS,
}: {
  deps: BackgroundDeps;
  tasks: readonly BackgroundTask[];
  lock?: TaskLock;
  clock?: () => Date;
  /** How long a wait may last before the row is read again (tests shorten it). */
  recheckMs?: number;
}): BackgroundRunner {
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const inSlot = slots(MAX_RUNNING);

  /** Runs the task if this server moves its schedule on; a failing run is logged and never stops the runner. */
  async function runIfClaimed(task: BackgroundTask) {
    const work = async () => {
      if (controller.signal.aborted || !(await claimDueRun(deps.db, task.name, task.everyMs))) return;
      try {
        await task.run({ ...deps, now: clock(), signal: controller.signal });
      } catch (error) {
        logger.error("background task failed", {
          task: task.name,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    };
    // An exclusive task claims its run under its lock: a slow run is never overlapped by the next.
    await (task.exclusive === false ? work() : lock.tryRun(task.name, work));
  }

  /** One look at the task's row: run it if due, then the wait before the next look. */
  async function tick(task: BackgroundTask): Promise<number> {
    try {
      if ((await msUntilDue(deps.db, task.name)) === 0) await inSlot(() => runIfClaimed(task));
      return Math.min(await msUntilDue(deps.db, task.name), recheckMs);
    } catch (error) {
      // The database is away (a restart, a failover): look again later; the task resumes then.
      logger.warn("background schedule unavailable", { task: task.name, error: String(error) });
      return recheckMs;
    }
  }

  function schedule(task: BackgroundTask, delayMs: number) {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const looked = tick(task);
      const done = looked.then(() => undefined);
      running.add(done);
      void looked.then((waitMs) => {
        running.delete(done);
        schedule(task, waitMs + Math.random() * JITTER_MS);
      });
    }, delayMs);
    // Waiting for the next tick never keeps the process alive on its own.
    timer.unref();
    timers.add(timer);
  }

  for (const task of tasks) schedule(task, 0);

  return {
    async stop() {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
