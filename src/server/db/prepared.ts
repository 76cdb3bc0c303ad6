import type { Database } from "./client";
import { mapRowsOnce } from "./row-mapper";

/**
 * A hot read, built once per database and run as a named prepared statement (docs/decisions/022):
 * its SQL is not rebuilt on every call, and PostgreSQL parses and plans it once per connection.
 * `build` ends in `.prepare("a_unique_name")`, with `sql.placeholder(...)` for the values. Its rows
 * are mapped by a mapping worked out once for the statement (row-mapper.ts).
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = mapRowsOnce(build(db));
      built.set(db, query);
    }
    return query;
  };
}
