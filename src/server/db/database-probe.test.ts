import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseAvailability } from "./database-probe";
import type { Database } from "./client";

/** A database whose every query answers (or never does) as told, counting the questions. */
function fakeDatabase(answer: () => Promise<unknown>) {
  const queries = { count: 0 };
  const db = { execute: () => ((queries.count += 1), answer()) } as unknown as Database;
  return { db, queries };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("databaseAvailability (behind /readyz)", () => {
  it("asks the database once for a flood of probes within a second, and again after it", async () => {
    const { db, queries } = fakeDatabase(() => Promise.resolve({ rows: [] }));
    const database = databaseAvailability(db);
    expect(await Promise.all(Array.from({ length: 50 }, () => database.isAvailable()))).toEqual(Array(50).fill(true));
    expect(await database.isAvailable()).toBe(true);
    expect(queries.count).toBe(1);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 1001);
    expect(await database.isAvailable()).toBe(true);
    expect(queries.count).toBe(2);
  });

  it("counts a database that does not answer within half a second as unavailable", async () => {
    const { db } = fakeDatabase(() => new Promise(() => undefined));
    const started = performance.now();
    expect(await databaseAvailability(db).isAvailable()).toBe(false);
    expect(performance.now() - started).toBeLessThan(800);
  });

  it("asks afresh after a failure, even while a probe's answer is remembered", async () => {
    let up = true;
    const { db } = fakeDatabase(() => (up ? Promise.resolve({ rows: [] }) : Promise.reject(new Error("connect ECONNREFUSED"))));
    const database = databaseAvailability(db);
    expect(await database.isAvailable()).toBe(true);
    up = false;
    expect(await database.isAvailable()).toBe(true); // remembered for a second
    expect(await database.isDownNow()).toBe(true);
  });
});
