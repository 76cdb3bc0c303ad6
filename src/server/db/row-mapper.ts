import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

/** A selected field as Drizzle orders them for a prepared select: its place in the result object, and what it is. */
interface OrderedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
type RowObject = Record<string, unknown>;

/** The decoder Drizzle's mapResultRow picks for a field (an SQL's decoder is internal to Drizzle, hence the casts). */
function decoderOf(field: unknown): Decoder {
  const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/**
 * Drizzle's mapResultRow (drizzle-orm/utils.js) for one statement's fields, worked out once instead
 * of on every row: which decoder each column has, where it goes in the result, and which left-joined
 * table's object becomes null when its row is missing. Drizzle asks all of that again for every
 * column of every row (`is()` walks the field's prototype chain): on a list page of fifty jobs of
 * fifty columns that was a tenth of the server's time (docs/decisions/053). The result is the same
 * object, key for key, in the same order; row-mapper.test.ts compares the two on the app's own
 * statements.
 */
export function compileRowMapper(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const keys = fields.map(({ path }) => path[path.length - 1]!);
  const parents = fields.map(({ path }) => path.slice(0, -1));
  const flat = parents.every((parent) => parent.length === 0);

  // Drizzle's rule: an object of a left-joined table (a path of two) is null when the first of its
  // columns is null, provided its columns all come from that one table.
  const nullable: { objectName: string; firstColumn: number }[] = [];
  if (joinsNotNullableMap) {
    const groups = new Map<string, { table: string | false; firstColumn: number }>();
    fields.forEach(({ path, field }, index) => {
      if (!is(field, Column) || path.length !== 2) return;
      const objectName = path[0]!;
      const table = getTableName(field.table);
      const group = groups.get(objectName);
      if (!group) groups.set(objectName, { table, firstColumn: index });
      else if (group.table !== table) group.table = false;
    });
    for (const [objectName, { table, firstColumn }] of groups)
      if (table !== false && !joinsNotNullableMap[table]) nullable.push({ objectName, firstColumn });
  }

  const count = fields.length;
  return (row: unknown[]): RowObject => {
    const result: RowObject = {};
    for (let index = 0; index < count; index++) {
      let node = result;
      if (!flat) for (const name of parents[index]!) node = (node[name] ??= {}) as RowObject;
      const raw = row[index];
      node[keys[index]!] = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
    }
    for (const { objectName, firstColumn } of nullable) {
      const firstValue = (result[objectName] as RowObject)[keys[firstColumn]!];
      if (firstValue === null) result[objectName] = null;
    }
    return result;
  };
}

/** The parts of Drizzle's prepared query (node-postgres or PGlite) its result mapping reads. */
interface PreparedSelect {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a prepared select the compiled mapping: Drizzle's prepared queries call their
 * `customResultMapper`, when set, with the rows instead of mapping each row itself. A query that
 * is not a plain select (no fields, or its own mapper) is left as it is.
 */
export function mapRowsOnce<T>(query: T): T {
  const prepared = query as PreparedSelect;
  if (!Array.isArray(prepared.fields) || prepared.customResultMapper) return query;
  const map = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(map);
  return query;
}
