// docs/decisions/030, 059 and 060: every state machine has one door. A job's status is written only
// by transitionJob (domain/jobs/lifecycle.ts), its dispatch columns only by moveDispatch
// (domain/dispatch/dispatch-transitions.ts), a subscription's status, active and cancel at period
// end only by transitionSubscription (domain/subscriptions/lifecycle.ts), a push or text send's status
// only by moveSend (domain/notifications/send-moves.ts, decision 068). This reads every non-test
// source (src/, bench/, scripts/) for writes of those columns (test/column-writes.ts) and fails on
// one outside its door.
// Inserts are not writes here: a row is born in its first state (postJob, the seeds, the benches).
// Another door joins by adding a row to DOORS (its table, its columns, its files).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scanFile, scanSource, sourceFiles, type ColumnWrite, type WatchedTable } from "../test/column-writes";

const REPO = fileURLToPath(new URL("../../..", import.meta.url));
const ROOTS = ["src", "bench", "scripts"];

const JOBS: WatchedTable = { name: "jobs", modules: ["src/server/db/schema/jobs"], sqlName: "jobs" };
const SUBSCRIPTIONS: WatchedTable = { name: "subscriptions", modules: ["src/server/db/schema/billing"], sqlName: "subscriptions" };
const SENDS: WatchedTable = { name: "notificationSends", modules: ["src/server/db/schema/notifications"], sqlName: "notification_sends" };

interface Door {
  name: string;
  table: WatchedTable;
  columns: readonly string[];
  /** The only files that may write `columns`; each must be found writing every one of them. */
  files: readonly string[];
}

const DOORS: readonly Door[] = [
  { name: "a job's status (decision 030)", table: JOBS, columns: ["status"], files: ["src/server/domain/jobs/lifecycle.ts"] },
  {
    name: "a job's dispatch (decision 060)",
    table: JOBS,
    columns: ["dispatchState", "offeredTo", "dispatchNote"],
    files: ["src/server/domain/dispatch/dispatch-transitions.ts"],
  },
  {
    name: "a subscription's state (decision 059)",
    table: SUBSCRIPTIONS,
    columns: ["status", "active", "cancelAtPeriodEnd"],
    files: ["src/server/domain/subscriptions/lifecycle.ts"],
  },
  {
    name: "a push or text send's status (decision 068)",
    table: SENDS,
    columns: ["status"],
    files: ["src/server/domain/notifications/send-moves.ts"],
  },
];

/**
 * Writes outside a door that are not moves, each with why; each must still be found, so a stale
 * entry fails too.
 */
const NOT_MOVES: readonly { file: string; door: string; why: string }[] = [
  {
    file: "bench/scale/claims.ts",
    door: DOORS[0]!.name,
    why: "puts a run's own claims back on its throwaway database (raw SQL, no emails or dispatch): data reset, not a move",
  },
];

/**
 * Writes of a watched table whose columns the scan cannot read, each with why that is safe; each
 * must be found, with exactly that many unseen parts.
 */
const UNSEEN: readonly { file: string; count: number; why: string }[] = [
  {
    file: "src/server/domain/jobs/lifecycle.ts",
    count: 1,
    why: "the prepared move sets the columns of `changes`, the object its other UPDATE sets (read there)",
  },
  {
    file: "src/server/domain/subscriptions/lifecycle.ts",
    count: 1,
    why: "the caller's extras (a period, the included cleans), whose type (SubscriptionExtras) leaves out the state's columns",
  },
];

const doorFile = (module: string) => DOORS.find((door) => door.files.some((file) => file.replace(/\.tsx?$/, "") === module));
const tables = [...new Map(DOORS.map((door) => [door.table.name, door.table])).values()];

/** What breaks a door: a column of it written outside its files, or a write the scan cannot read. */
function breaches(writes: readonly ColumnWrite[]) {
  const found: string[] = [];
  for (const write of writes) {
    for (const door of DOORS.filter((candidate) => candidate.table.name === write.table)) {
      const written = write.columns.filter((column) => door.columns.includes(column));
      const excused = NOT_MOVES.some((entry) => entry.file === write.file && entry.door === door.name);
      if (written.length > 0 && !door.files.includes(write.file) && !excused)
        found.push(`${write.file}:${write.line} writes ${written.join(", ")}: ${door.name} has one door, ${door.files.join(", ")}`);
    }
    // A fragment spread into a SET is a door's own (dispatch's reset in transitionJob's UPDATE), or unseen.
    for (const module of write.fragmentsFrom)
      if (!doorFile(module)) found.push(`${write.file}:${write.line} sets a fragment from ${module}, which is no door`);
    if (write.unseen.length > 0 && !UNSEEN.some((entry) => entry.file === write.file))
      found.push(`${write.file}:${write.line} sets what the scan cannot read: ${write.unseen.join(" | ")}`);
  }
  return found;
}

const writes = sourceFiles(REPO, ROOTS).flatMap((file) => scanFile(REPO, file, tables));

describe("every state machine has one door (docs/decisions/030, 059, 060)", () => {
  it("no source writes a door's columns outside it", () => {
    expect(breaches(writes)).toEqual([]);
  });

  it("finds each door writing each of its columns, so the scan is not blind", () => {
    for (const door of DOORS) {
      for (const column of door.columns) {
        const atDoor = writes.filter((write) => door.files.includes(write.file) && write.table === door.table.name);
        expect(
          atDoor.some((write) => write.columns.includes(column)),
          `${door.name}: ${column}`,
        ).toBe(true);
      }
    }
    // transitionJob's UPDATE takes dispatch's reset as dispatch's own fragment.
    const move = writes.find((write) => write.file === "src/server/domain/jobs/lifecycle.ts" && write.columns.includes("status"));
    expect(move?.fragmentsFrom).toEqual(["src/server/domain/dispatch/dispatch-transitions"]);
  });

  it("each excused write is still there, and is what it says", () => {
    for (const entry of NOT_MOVES) {
      const door = DOORS.find((candidate) => candidate.name === entry.door)!;
      expect(
        writes.some((write) => write.file === entry.file && write.columns.some((column) => door.columns.includes(column))),
        entry.file,
      ).toBe(true);
    }
    for (const entry of UNSEEN) {
      expect(
        writes.filter((write) => write.file === entry.file).flatMap((write) => write.unseen),
        entry.file,
      ).toHaveLength(entry.count);
    }
  });

  it("catches every shape of write a source might use (a made-up file)", () => {
    const planted = `
      import { eq, sql } from "drizzle-orm";
      import { jobs, jobs as jobTable } from "../../db/schema/jobs";
      import * as schema from "../../db/schema/jobs";
      import { someFragment } from "../elsewhere/fragment";
      const reopened = { status: "Posted" as const };
      function offered(cleanerId: string) {
        return { offeredTo: cleanerId };
      }
      export async function all(tx: any, changes: any, id: string) {
        await tx.update(jobs).set({ status: "Canceled" }).where(eq(jobs.jobId, id));
        await tx.update(jobTable).set(reopened);
        await tx.update(schema.jobs).set({ ...(id ? { dispatchNote: "x" } : {}) });
        await tx.update(jobs).set(offered(id));
        await tx.update(jobs).set({ ...someFragment });
        await tx.update(jobs).set(changes);
        const pending = tx.update(jobs);
        await tx.insert(jobs).values({ status: "Posted" }).onConflictDoUpdate({ target: jobs.jobId, set: { dispatchState: "board" } });
        await tx.execute(sql\`UPDATE \${jobs} SET \${jobs.offeredTo} = NULL WHERE job_id = \${id}\`);
        await tx.query("update jobs j set completed_at = now(), status = 'Completed' where j.job_id = $1", [id]);
        await tx.query(\`WITH gone AS (UPDATE jobs SET dispatch_state = (SELECT 'board') WHERE true RETURNING 1) SELECT 1\`);
        await tx.query("INSERT INTO jobs (job_id, status) VALUES ($1, 'Posted') ON CONFLICT (job_id) DO UPDATE SET status = EXCLUDED.status");
        await tx.insert(jobs).values({ status: "Posted", dispatchState: null });
        await tx.update(otherTable).set({ status: "x" });
        return pending;
      }`;
    const found = breaches(scanSource("src/server/features/example/example.service.ts", planted, tables));
    const expected = [
      /:11 writes status/,
      /:12 writes status/,
      /:13 writes dispatchNote/,
      /:14 writes offeredTo/,
      /:15 sets a fragment from src\/server\/features\/elsewhere\/fragment, which is no door/,
      /:16 sets what the scan cannot read: changes/,
      /:17 sets what the scan cannot read: tx.update\(jobs\)/,
      /:18 writes dispatchState/,
      /:19 writes offeredTo/,
      /:20 writes status/,
      /:21 writes dispatchState/,
      /:22 writes status/,
    ];
    expect(found).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(found[index]).toMatch(pattern));
  });
});
