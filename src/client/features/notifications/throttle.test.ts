import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then a burst of 50 requests once more at the end of the second, and nothing after", () => {
    const run = vi.fn();
    const refresh = throttle(run, 1_000);
    refresh.request();
    expect(run).toHaveBeenCalledTimes(1);
    for (let event = 0; event < 50; event++) {
      vi.advanceTimersByTime(10);
      refresh.request();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("never runs twice within a second, however long the burst lasts", () => {
    const run = vi.fn();
    const refresh = throttle(run, 1_000);
    const times: number[] = [];
    run.mockImplementation(() => times.push(Date.now()));
    for (let event = 0; event < 300; event++) {
      refresh.request();
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(2_000);
    expect(times).toHaveLength(7);
    for (let index = 1; index < times.length; index++) expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(1_000);
  });

  it("runs at once again after a quiet second, and cancel drops what was waiting", () => {
    const run = vi.fn();
    const refresh = throttle(run, 1_000);
    refresh.request();
    vi.advanceTimersByTime(1_500);
    refresh.request();
    expect(run).toHaveBeenCalledTimes(2);
    refresh.request();
    refresh.cancel();
    vi.advanceTimersByTime(2_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
