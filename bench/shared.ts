// What the benches share: a throwaway database on the test PostgreSQL server, and percentiles.
import { createThrowawayDatabase, dropThrowawayDatabase } from "../scripts/throwaway-database";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";

/** A uniquely named empty database on `serverUrl` for `run`, dropped afterwards whatever happens. */
export async function withPostgresUrl<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const url = await createThrowawayDatabase(serverUrl, "tidyline_bench");
  try {
    return await run(url);
  } finally {
    await dropThrowawayDatabase(serverUrl, url);
  }
}

/** The same, opened and migrated: the handle is closed before the database is dropped. */
export function withPostgresDatabase<T>(serverUrl: string, run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  return withPostgresUrl(serverUrl, async (url) => {
    const handle = await openDatabase({ url });
    try {
      await handle.migrate();
      return await run(handle);
    } finally {
      await handle.close();
    }
  });
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The middle value of `values` (the mean of the middle two when their count is even). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
