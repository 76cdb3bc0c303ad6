// docs/decisions/057: work on outside input ends within its limits, whatever it does, and the
// thread that answers requests keeps answering meanwhile.
import { afterAll, describe, expect, it } from "vitest";
import type { Trial } from "../test/trial.worker";
import { BoundedWorkerPool } from "./bounded-worker";

const pool = new BoundedWorkerPool<Trial, string>(new URL("../test/trial.worker.ts", import.meta.url), 2, {
  timeoutMs: 3_000,
  maxHeapMb: 64,
});
afterAll(() => pool.stop());

/** The longest this thread went without running a 10 ms timer, while `work` ran. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    stallMs = Math.max(stallMs, at - last);
    last = at;
  }, 10);
  const result = await work;
  clearInterval(timer);
  return { result, stallMs };
}

describe("a bounded worker pool", () => {
  it("answers with the worker's value", async () => {
    expect(await pool.run({ kind: "echo", value: "hello" })).toEqual({ ok: true, value: "hello" });
  });

  it("ends a loop that never returns at its time limit, and this thread keeps running meanwhile", { timeout: 20_000 }, async () => {
    const started = performance.now();
    const { result, stallMs } = await longestStall(pool.run({ kind: "spin" }, { timeoutMs: 1_500 }));
    expect(result).toEqual({ ok: false, why: "timeout" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(performance.now() - started).toBeLessThan(6_000);
    // A loop on this thread would have stalled it for the whole 1.5 s.
    expect(stallMs).toBeLessThan(500);
    expect(await pool.run({ kind: "echo", value: "after" })).toEqual({ ok: true, value: "after" });
  });

  it("ends a worker that grows past its memory limit, without this process growing", { timeout: 20_000 }, async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    expect(await pool.run({ kind: "grow" })).toEqual({ ok: false, why: "memory" });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
    expect(await pool.run({ kind: "echo", value: "still here" })).toEqual({ ok: true, value: "still here" });
  });

  it("says so when the work throws, and keeps the worker", async () => {
    expect(await pool.run({ kind: "throw" })).toEqual({ ok: false, why: "crashed" });
    expect(await pool.run({ kind: "echo", value: "next" })).toEqual({ ok: true, value: "next" });
  });

  it("runs two pieces of work at once and queues the third", { timeout: 20_000 }, async () => {
    const spins = [pool.run({ kind: "spin" }, { timeoutMs: 1_000 }), pool.run({ kind: "spin" }, { timeoutMs: 1_000 })];
    const started = performance.now();
    const echo = await pool.run({ kind: "echo", value: "queued" });
    expect(echo).toEqual({ ok: true, value: "queued" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(await Promise.all(spins)).toEqual([
      { ok: false, why: "timeout" },
      { ok: false, why: "timeout" },
    ]);
  });

  it("stops work in progress and waiting work when asked (the server's shutdown)", { timeout: 20_000 }, async () => {
    const own = new BoundedWorkerPool<Trial, string>(new URL("../test/trial.worker.ts", import.meta.url), 1, {
      timeoutMs: 60_000,
      maxHeapMb: 64,
    });
    const running = own.run({ kind: "spin" });
    const waiting = own.run({ kind: "echo", value: "never" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await own.stop();
    expect(await running).toEqual({ ok: false, why: "stopped" });
    expect(await waiting).toEqual({ ok: false, why: "stopped" });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await own.run({ kind: "echo", value: "late" })).toEqual({ ok: false, why: "stopped" });
  });

  it("ends the work when the caller's signal aborts", { timeout: 20_000 }, async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 300);
    expect(await pool.run({ kind: "spin" }, { signal: stop.signal })).toEqual({ ok: false, why: "stopped" });
  });
});
