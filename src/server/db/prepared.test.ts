// preparedOnce (prepared.ts): a statement built once runs on the connection it is given, so
// inside a transaction it is part of that transaction (a claim's statements commit or roll back
// together), on either engine.
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { placeholderFor, preparedOnce } from "./prepared";

const notes = pgTable("prepared_anywhere_notes", {
  noteId: integer("note_id").primaryKey(),
  body: text("body").notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }),
});

const insertNote = preparedOnce((db) =>
  db
    .insert(notes)
    .values({ noteId: sql.placeholder("noteId"), body: sql.placeholder("body"), seenAt: placeholderFor("seenAt", notes.seenAt) })
    .returning()
    .prepare("prepared_anywhere_insert"),
);
const readNote = preparedOnce((db) =>
  db
    .select()
    .from(notes)
    .where(eq(notes.noteId, sql.placeholder("noteId")))
    .prepare("prepared_anywhere_read"),
);

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await t.db.execute(sql.raw("CREATE TABLE prepared_anywhere_notes (note_id int PRIMARY KEY, body text NOT NULL, seen_at timestamptz)"));
  // Both statements are first built on the database itself: the transactions below must still get their own connection.
  await insertNote(t.db).execute({ noteId: 0, body: "first", seenAt: null });
  expect(await readNote(t.db).execute({ noteId: 0 })).toHaveLength(1);
});
afterAll(async () => {
  await t.dispose();
});

class RolledBack extends Error {}

describe("preparedOnce", () => {
  it("runs in the transaction it is given: its write is seen inside, and undone with the transaction", async () => {
    const seenInside = await t.db
      .transaction(async (tx) => {
        await insertNote(tx).execute({ noteId: 1, body: "draft", seenAt: null });
        const [inside] = await readNote(tx).execute({ noteId: 1 });
        throw new RolledBack(inside?.body);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.message;
        throw error;
      });
    expect(seenInside).toBe("draft");
    expect(await readNote(t.db).execute({ noteId: 1 })).toEqual([]);
  });

  it("runs on the database itself outside a transaction, and a committed transaction's write stays", async () => {
    const seenAt = new Date("2026-11-27T10:00:00.000Z");
    await t.db.transaction(async (tx) => {
      await insertNote(tx).execute({ noteId: 2, body: "kept", seenAt });
    });
    await insertNote(t.db).execute({ noteId: 3, body: "direct", seenAt: null });
    expect(await readNote(t.db).execute({ noteId: 2 })).toEqual([{ noteId: 2, body: "kept", seenAt }]);
    expect(await readNote(t.db).execute({ noteId: 3 })).toEqual([{ noteId: 3, body: "direct", seenAt: null }]);
  });
});
