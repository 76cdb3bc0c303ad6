import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

// Issue-level promise (docs/decisions/054): a reservation ending 2027-01-12 makes a job on
// 2027-01-12 whatever TZ the server runs in. The parse and plan tests are run again here under a
// zone behind UTC and one ahead of it, so any date read through the server's local time is off by
// a day in one of them and the run fails.
const FILES = ["src/server/domain/rental-calendars/parse-feed.test.ts", "src/server/domain/rental-calendars/plan-turnovers.test.ts"];
const ZONES = ["America/Los_Angeles", "Asia/Tokyo"];

function runUnder(timeZone: string): Promise<{ code: number | null; output: string }> {
  // The child is a run of its own, not a worker of this one.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  // These tests need no database: the global setup skips migrating a PGlite when one is "given".
  Object.assign(env, { TZ: timeZone, TEST_DATABASE_URL: "postgres://unused.invalid/time-zones", NO_COLOR: "1" });
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["vitest", "run", "--maxWorkers=1", ...FILES], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("calendar dates under other server time zones", () => {
  it("parses and plans the same under TZ=America/Los_Angeles and TZ=Asia/Tokyo", { timeout: 90_000 }, async () => {
    const runs = await Promise.all(ZONES.map(runUnder));
    for (const [index, run] of runs.entries()) {
      expect(run.output, ZONES[index]).toMatch(/Test Files\s+2 passed \(2\)/);
      expect(run.code, `${ZONES[index]}:\n${run.output}`).toBe(0);
    }
  });
});
