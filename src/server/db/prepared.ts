import { Param, sql, type Column, type SQLWrapper } from "drizzle-orm";
import type { Database, Transaction } from "./client";
import { mapRowsOnce } from "./row-mapper";

/** The connection a database or a transaction runs its statements on (Drizzle's session's, for either driver). */
interface Session {
  client: unknown;
}

/**
 * A hot statement, built once and run as a named prepared statement (docs/decisions/022): its SQL is
 * not rebuilt on every call, and PostgreSQL parses and plans it once per connection. `build` ends in
 * `.prepare("a_unique_name")`, with `sql.placeholder(...)` for the values. Its rows are mapped by a
 * mapping worked out once for the statement (row-mapper.ts).
 *
 * Built once per driver and run on the connection of whichever database or transaction it is given
 * (Drizzle's prepared query keeps that connection as its `client`, so each call is the one query with
 * its own): a claim's statements run inside its transaction. Building a statement with Drizzle on
 * every call was a quarter of a claim's server time (docs/decisions/053).
 */
export function preparedOnce<T extends object>(build: (db: Database | Transaction) => T): (db: Database | Transaction) => T {
  // Keyed by the driver's session class: the statement's text is the same on every database of one driver.
  const built = new WeakMap<object, T>();
  return (db) => {
    const session = db._.session as unknown as Session;
    let query = built.get(session.constructor);
    if (query === undefined) {
      query = mapRowsOnce(build(db));
      built.set(session.constructor, query);
    }
    return Object.create(query, { client: { value: session.client } }) as T;
  };
}

/**
 * A placeholder encoded as `column` encodes its values, where Drizzle's types take no placeholder
 * (an UPDATE's SET) or its encoding would fail on null (a nullable timestamp).
 */
export const placeholderFor = (name: string, column: Column) =>
  sql`${new Param(sql.placeholder(name), { mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)) })}`;

/**
 * A prepared statement's value as a one-row subquery, which PostgreSQL plans as unknown in every
 * plan. Given a value it can see, it plans the statement anew on each execution whenever that plan
 * looks cheaper than the one it would keep (a range on a moment, a filter that is null); given
 * none, the plan for these values costs what the kept one does, and it keeps that one
 * (docs/decisions/053). For statements whose best plan does not depend on their values.
 */
export const plannedAsUnknown = (name: string, type: string) => sql`(SELECT ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * A constant of the code (a status, a checkpoint type), written into the statement's text rather
 * than sent as a value: PostgreSQL then knows it when it makes the statement's generic plan (a
 * partial index's condition, the share of rows it matches) and estimates that plan as it would a
 * custom one, so it keeps the plan instead of planning on every execution (docs/decisions/053).
 * Never for a value that comes from a request.
 */
export const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** `column IN (...)` of constants written in (literal). */
export const inLiterals = (column: SQLWrapper, values: readonly string[]) => sql`${column} IN (${sql.join(values.map(literal), sql`, `)})`;
