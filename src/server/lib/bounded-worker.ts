// docs/decisions/057: work on outside input (a rental calendar) runs in a worker thread with a
// time limit and a memory limit, never on the thread that answers requests. A worker over either
// limit is ended (V8 stops even a loop that never returns) and replaced; the caller gets an outcome,
// never a hang, and this process's heap never holds what the input expanded to.
import { parentPort, Worker } from "node:worker_threads";

export interface WorkerLimits {
  /** Wall time for one piece of work, from the moment a worker takes it. */
  timeoutMs: number;
  /** The worker's old-generation heap (`resourceLimits.maxOldGenerationSizeMb`). */
  maxHeapMb: number;
}

/** Why the work gave no answer: over a limit, the worker failed, or the caller stopped it. */
export type WorkerRefusal = "timeout" | "memory" | "crashed" | "stopped";
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; why: WorkerRefusal };

interface Task<In, Out> {
  input: In;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve: (outcome: WorkerOutcome<Out>) => void;
}

type Reply<Out> = { id: number; value: Out } | { id: number; error: string };

/**
 * A few long-lived workers running one entry module, one piece of work each at a time; the rest
 * wait in order. Idle workers do not keep the process alive.
 */
export class BoundedWorkerPool<In, Out> {
  private readonly idle: Worker[] = [];
  private readonly queue: Task<In, Out>[] = [];
  /** Ends each piece of work in progress, for stop(). */
  private readonly running = new Set<() => void>();
  private busy = 0;
  private nextId = 1;
  private stopped = false;

  constructor(
    private readonly entry: URL,
    private readonly size: number,
    private readonly limits: WorkerLimits,
  ) {}

  run(input: In, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<WorkerOutcome<Out>> {
    if (this.stopped || options.signal?.aborted) return Promise.resolve({ ok: false, why: "stopped" });
    return new Promise((resolve) => {
      const task: Task<In, Out> = { input, timeoutMs: options.timeoutMs ?? this.limits.timeoutMs, signal: options.signal, resolve };
      this.queue.push(task);
      options.signal?.addEventListener(
        "abort",
        () => {
          const waiting = this.queue.indexOf(task);
          if (waiting >= 0) this.queue.splice(waiting, 1);
          if (waiting >= 0) resolve({ ok: false, why: "stopped" });
        },
        { once: true },
      );
      this.dispatch();
    });
  }

  /** Ends every worker; work in progress answers "stopped" (the server's shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const task of this.queue.splice(0)) task.resolve({ ok: false, why: "stopped" });
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
    for (const stopRunning of [...this.running]) stopRunning();
  }

  private dispatch(): void {
    while (this.queue.length > 0 && (this.idle.length > 0 || this.busy + this.idle.length < this.size)) {
      const task = this.queue.shift();
      if (!task) return;
      this.execute(this.idle.pop() ?? this.spawn(), task);
    }
  }

  private execute(worker: Worker, task: Task<In, Out>): void {
    this.busy += 1;
    worker.ref();
    const id = this.nextId++;
    let done = false;
    const finish = (outcome: WorkerOutcome<Out>, keep: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      task.signal?.removeEventListener("abort", onAbort);
      this.running.delete(onAbort);
      this.busy -= 1;
      if (keep && !this.stopped) {
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      task.resolve(outcome);
      this.dispatch();
    };
    const onMessage = (reply: Reply<Out>) => {
      if (reply.id !== id) return;
      if ("error" in reply) finish({ ok: false, why: "crashed" }, true);
      else finish({ ok: true, value: reply.value }, true);
    };
    const onError = (error: Error & { code?: string }) =>
      finish({ ok: false, why: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crashed" }, false);
    const onExit = () => finish({ ok: false, why: "crashed" }, false);
    const onAbort = () => finish({ ok: false, why: "stopped" }, false);
    const timer = setTimeout(() => finish({ ok: false, why: "timeout" }, false), task.timeoutMs);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    task.signal?.addEventListener("abort", onAbort, { once: true });
    this.running.add(onAbort);
    worker.postMessage({ id, input: task.input });
  }

  private spawn(): Worker {
    const resourceLimits = { maxOldGenerationSizeMb: this.limits.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
    // The built server runs its bundled .js entry; the sources (tests, `npm run dev`) load the .ts
    // one through tsx, which a worker does not inherit from the thread that starts it.
    if (!this.entry.pathname.endsWith(".ts")) return new Worker(this.entry, { resourceLimits });
    const tsx = import.meta.resolve("tsx/esm/api");
    const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(this.entry.href)}, ${JSON.stringify(tsx)}))`;
    return new Worker(boot, { eval: true, resourceLimits });
  }
}

/** The worker's side: answers each piece of work with `handle`'s value (or its error, as text). */
export function serveWorkerRequests<In, Out>(handle: (input: In) => Out): void {
  const port = parentPort;
  if (!port) throw new Error("serveWorkerRequests runs in a worker thread");
  port.on("message", ({ id, input }: { id: number; input: In }) => {
    try {
      port.postMessage({ id, value: handle(input) } satisfies Reply<Out>);
    } catch (error) {
      port.postMessage({ id, error: String(error) } satisfies Reply<Out>);
    }
  });
}
