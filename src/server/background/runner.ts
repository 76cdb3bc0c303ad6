// docs/decisions/019: work that has to happen on time (renewals today; claim windows, no-show
// checks and the notification outbox later) runs here, inside the server process, never in a
// request. Each task runs once at start and then every `everyMs`, one at a time across servers.
import type { Database } from "../db/client";
import type { Env } from "../env";
import { logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import type { PaymentProvider } from "../lib/payment-provider";
import type { Storage } from "../lib/storage";
import { taskLockFor, type TaskLock } from "./task-lock";

/** What every task may use: the app's own dependencies (add to it as tasks need more). */
export interface BackgroundDeps {
  db: Database;
  paymentProvider: PaymentProvider;
  /** Delivers the notification outbox (docs/decisions/037). */
  mailer: Mailer;
  /** Where uploads are kept: the orphan sweep removes files no row owns (docs/decisions/049). */
  storage: Storage;
  /** publicUrl: the links in emails. */
  env: Pick<Env, "publicUrl">;
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

export function startBackgroundRunner({
  deps,
  tasks,
  lock = taskLockFor(deps.db),
  clock = () => new Date(),
}: {
  deps: BackgroundDeps;
  tasks: readonly BackgroundTask[];
  lock?: TaskLock;
  clock?: () => Date;
}): BackgroundRunner {
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  /** A failing task is logged and tried again at its next tick; it never stops the runner or the process. */
  async function runOnce(task: BackgroundTask) {
    try {
      const work = () => task.run({ ...deps, now: clock(), signal: controller.signal });
      await (task.exclusive === false ? work() : lock.tryRun(task.name, work));
    } catch (error) {
      logger.error("background task failed", {
        task: task.name,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }

  function schedule(task: BackgroundTask, delayMs: number) {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(task);
      running.add(run);
      // The next run is timed from the end of this one, so a slow run never overlaps itself.
      void run.finally(() => {
        running.delete(run);
        schedule(task, task.everyMs);
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
