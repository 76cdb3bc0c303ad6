// docs/decisions/061: a step queued by a transaction runs once it has committed, before
// db.transaction returns, and never for a transaction or savepoint that rolled back.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness";
import { afterCommit } from "./after-commit";

const t = await createTestApp();
afterAll(() => t.close());

describe("a step after commit", () => {
  it("runs after the commit, on a connection that sees what the transaction wrote", async () => {
    const ran: string[] = [];
    const result = await t.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TABLE IF NOT EXISTS after_commit_rows (n int)`);
      await tx.execute(sql`INSERT INTO after_commit_rows VALUES (1)`);
      afterCommit(tx, async (db) => {
        const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM after_commit_rows`);
        ran.push(`saw ${rows[0]!.n}`);
      });
      ran.push("transaction ended");
      return "done";
    });
    expect(result).toBe("done");
    expect(ran).toEqual(["transaction ended", "saw 1"]);
  });

  it("never runs for a transaction that rolled back, nor for a savepoint that did", async () => {
    const ran: string[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        afterCommit(tx, async () => void ran.push("rolled back"));
        throw new Error("undone");
      }),
    ).rejects.toThrow("undone");
    await t.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, async () => void ran.push("savepoint rolled back"));
          throw new Error("savepoint undone");
        })
        .catch(() => undefined);
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, async () => void ran.push("savepoint kept"));
      });
    });
    expect(ran).toEqual(["savepoint kept"]);
  });
});
