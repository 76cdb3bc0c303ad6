import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { namedStatementClient } from "./pglite-statements";

const pglite = await PGlite.create();
afterAll(() => pglite.close());
const client = namedStatementClient(pglite);

await pglite.exec(`
  CREATE TABLE things (
    id int PRIMARY KEY,
    label text,
    price numeric(10, 2),
    at timestamptz,
    tags text[],
    data jsonb,
    done boolean
  );
`);

describe("PGlite with named statements", () => {
  it("answers exactly as PGlite's own query, parameters and rows alike", async () => {
    const insert = "INSERT INTO things VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *";
    const params = [1, "O'Brien; DROP TABLE things", "12.50", new Date("2026-11-23T10:00:00Z"), ["a", "b,c"], { nested: [1, null] }, true];
    const ours = await client.query(insert, params);
    const select = "SELECT * FROM things WHERE id = $1 AND label = $2";
    // As Drizzle asks: arrays of values, timestamps left as text for it to parse.
    const drizzleOptions = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [undefined, { rowMode: "array" as const }, drizzleOptions, drizzleOptions]) {
      expect(await client.query(select, [1, params[1]], options)).toEqual(await pglite.query(select, [1, params[1]], options));
    }
    expect(ours.rows).toEqual([
      { id: 1, label: params[1], price: "12.50", at: params[3], tags: ["a", "b,c"], data: { nested: [1, null] }, done: true },
    ]);
    expect(ours.affectedRows).toBe(1);
    // Nulls are sent as nulls, and the same text runs again with other values.
    await client.query(insert, [2, null, null, null, null, null, null]);
    expect((await client.query(select, [2, null])).rows).toEqual([]);
    expect((await client.query("SELECT label FROM things WHERE id = $1", [2])).rows).toEqual([{ label: null }]);
  });

  it("reports a failing statement with Postgres's code and keeps working after it", async () => {
    await client.query("INSERT INTO things (id) VALUES ($1)", [10]);
    await expect(client.query("INSERT INTO things (id) VALUES ($1)", [10])).rejects.toMatchObject({ code: "23505" });
    await expect(client.query("SELEC nonsense", [])).rejects.toMatchObject({ code: "42601" });
    expect((await client.query("SELECT count(*)::int AS n FROM things WHERE id = $1", [10])).rows).toEqual([{ n: 1 }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id) VALUES (20)");
      inserted();
      await held;
      await tx.query("DELETE FROM things WHERE id = 20");
    });
    await insertedInTransaction;
    const read = client.query<{ n: number }>("SELECT count(*)::int AS n FROM things WHERE id = $1", [20]);
    release();
    await transaction;
    // Had it run inside the transaction, it would have seen the row the transaction inserted.
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("keeps working past the number of statements it holds", async () => {
    for (let i = 0; i < 520; i++) {
      expect((await client.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect((await client.query<{ n: number }>("SELECT $1::int + 0 AS n", [5])).rows).toEqual([{ n: 5 }]);
  });

  it("is one client per PGlite, and still a PGlite", () => {
    expect(namedStatementClient(pglite)).toBe(client);
    expect(client).toBeInstanceOf(PGlite);
  });
});
