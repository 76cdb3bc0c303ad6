// The compiled row mapping of prepared selects (row-mapper.ts) gives what Drizzle's own mapping gives.
import * as drizzleOrm from "drizzle-orm";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { boolean, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { compileRowMapper, mapRowsOnce } from "./row-mapper";

const mood = pgEnum("row_mapper_mood", ["calm", "busy"]);
const owners = pgTable("row_mapper_owners", {
  ownerId: integer("owner_id").primaryKey(),
  name: text("name").notNull(),
  joinedAt: timestamp("joined_at", { withTimezone: true, mode: "date" }).notNull(),
});
const pets = pgTable("row_mapper_pets", {
  petId: integer("pet_id").primaryKey(),
  ownerId: integer("owner_id").notNull(),
  nickname: text("nickname"),
  weight: numeric("weight", { precision: 5, scale: 2 }),
  mood: mood("mood"),
  vaccinated: boolean("vaccinated").notNull(),
  notes: jsonb("notes"),
});
const vets = pgTable("row_mapper_vets", {
  ownerId: integer("owner_id").primaryKey(),
  clinic: text("clinic").notNull(),
  visitedAt: timestamp("visited_at", { withTimezone: true, mode: "date" }),
});

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  for (const statement of [
    "CREATE TYPE row_mapper_mood AS ENUM ('calm', 'busy')",
    "CREATE TABLE row_mapper_owners (owner_id int PRIMARY KEY, name text NOT NULL, joined_at timestamptz NOT NULL)",
    `CREATE TABLE row_mapper_pets (pet_id int PRIMARY KEY, owner_id int NOT NULL, nickname text, weight numeric(5, 2),
      mood row_mapper_mood, vaccinated boolean NOT NULL, notes jsonb)`,
    "CREATE TABLE row_mapper_vets (owner_id int PRIMARY KEY, clinic text NOT NULL, visited_at timestamptz)",
  ])
    await t.db.execute(sql.raw(statement));
  await t.db.insert(owners).values([
    { ownerId: 1, name: "Ada", joinedAt: new Date("2026-01-02T03:04:05.678Z") },
    { ownerId: 2, name: "Bo", joinedAt: new Date("2025-12-31T23:59:59.999Z") },
    { ownerId: 3, name: "Cy", joinedAt: new Date("2024-02-29T12:00:00.000Z") },
  ]);
  await t.db.insert(pets).values([
    { petId: 10, ownerId: 1, nickname: "Rex", weight: "12.50", mood: "busy", vaccinated: true, notes: { likes: ["balls", null] } },
    // A pet whose first column (nickname) is null: Drizzle still keeps the object, as its other columns are not.
    { petId: 11, ownerId: 2, nickname: null, weight: null, mood: null, vaccinated: false, notes: null },
  ]);
  await t.db.insert(vets).values([{ ownerId: 1, clinic: "North", visitedAt: null }]);
});
afterAll(() => t.dispose());

/** Runs a prepared select with Drizzle's own mapping, then with the compiled one, and returns both. */
async function bothWays<Row>(query: { execute(values?: Record<string, unknown>): Promise<Row[]> }, values: Record<string, unknown> = {}) {
  const drizzles = await query.execute(values);
  const ours = await mapRowsOnce(query).execute(values);
  return { drizzles, ours };
}

/** Equal, with the keys of every object in the same order. */
const sameShape = (a: unknown, b: unknown) => {
  expect(a).toEqual(b);
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
};

describe("compiled row mapping", () => {
  it("maps a flat select of every kind of column as Drizzle does, timestamps as Dates", async () => {
    const query = t.db
      .select({
        ownerId: owners.ownerId,
        name: owners.name,
        joinedAt: owners.joinedAt,
        nickname: pets.nickname,
        weight: pets.weight,
        mood: pets.mood,
        vaccinated: pets.vaccinated,
        notes: pets.notes,
        clinic: vets.clinic,
        visitedAt: vets.visitedAt,
        petCount: sql<number>`(SELECT count(*) FROM row_mapper_pets p WHERE p.owner_id = ${owners.ownerId})`.mapWith(Number),
        shout: sql<string>`upper(${owners.name})`.as("shout"),
      })
      .from(owners)
      .leftJoin(pets, eq(pets.ownerId, owners.ownerId))
      .leftJoin(vets, eq(vets.ownerId, owners.ownerId))
      .where(sql`${owners.ownerId} <= ${sql.placeholder("upTo")}`)
      .orderBy(owners.ownerId)
      .prepare("row_mapper_flat");
    const { drizzles, ours } = await bothWays(query, { upTo: 3 });
    sameShape(ours, drizzles);
    expect(ours).toHaveLength(3);
    expect(ours[0]).toMatchObject({ joinedAt: new Date("2026-01-02T03:04:05.678Z"), weight: "12.50", petCount: 1, shout: "ADA" });
    expect(ours[2]).toMatchObject({ nickname: null, clinic: null, visitedAt: null, petCount: 0 });
  });

  it("makes a left-joined table's object null when its row is missing, as Drizzle does", async () => {
    const query = t.db
      .select({ name: owners.name, pet: getTableColumns(pets), vet: getTableColumns(vets), since: { joinedAt: owners.joinedAt } })
      .from(owners)
      .leftJoin(pets, eq(pets.ownerId, owners.ownerId))
      .leftJoin(vets, eq(vets.ownerId, owners.ownerId))
      .orderBy(owners.ownerId)
      .prepare("row_mapper_nested");
    const { drizzles, ours } = await bothWays(query);
    sameShape(ours, drizzles);
    expect(ours.map((row) => [row.pet?.petId ?? null, row.vet?.clinic ?? null])).toEqual([
      [10, "North"],
      [11, null],
      [null, null],
    ]);
    expect(ours[1]!.pet).toMatchObject({ nickname: null, vaccinated: false });
    expect(ours[0]!.since).toEqual({ joinedAt: new Date("2026-01-02T03:04:05.678Z") });
  });

  it("keeps an inner-joined table's object and one that mixes tables, whatever their first column holds", async () => {
    const query = t.db
      .select({ pet: { nickname: pets.nickname, petId: pets.petId }, mixed: { clinic: vets.clinic, name: owners.name } })
      .from(pets)
      .innerJoin(owners, eq(owners.ownerId, pets.ownerId))
      .leftJoin(vets, eq(vets.ownerId, pets.ownerId))
      .orderBy(pets.petId)
      .prepare("row_mapper_kept");
    const { drizzles, ours } = await bothWays(query);
    sameShape(ours, drizzles);
    expect(ours[1]).toEqual({ pet: { nickname: null, petId: 11 }, mixed: { clinic: null, name: "Bo" } });
  });

  it("leaves a query with no fields to map as it is", () => {
    const statement = { customResultMapper: undefined };
    expect(mapRowsOnce(statement)).toBe(statement);
    expect(statement.customResultMapper).toBeUndefined();
  });

  it("maps raw rows exactly as Drizzle's mapResultRow, nulls included", () => {
    const fields = [
      { path: ["a"], field: owners.name },
      { path: ["pet", "nickname"], field: pets.nickname },
      { path: ["pet", "weight"], field: pets.weight },
    ];
    const joins = { row_mapper_owners: true, row_mapper_pets: false };
    const map = compileRowMapper(fields, joins);
    // Drizzle's own mapping: exported by drizzle-orm, though not in its types.
    const { mapResultRow } = drizzleOrm as unknown as { mapResultRow: (f: typeof fields, row: unknown[], joins: unknown) => unknown };
    for (const row of [
      ["x", null, null],
      ["x", null, "1.00"],
      ["x", "n", null],
      [null, "n", "2.00"],
    ])
      sameShape(map(row), mapResultRow(fields, row, joins));
  });
});
