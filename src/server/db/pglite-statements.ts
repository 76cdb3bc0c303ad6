import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Far above the app's distinct query texts; a text past it pushes out the least recently used. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  paramTypes: number[];
}

/**
 * PGlite's query() talks to Postgres in six calls (parse, describe, bind, describe, execute, sync)
 * and plans the statement again every time; on the embedded database that was most of a request's
 * cost. This client keeps each SQL text as a named statement, prepared once, and runs it with one
 * call (bind, describe, execute, sync), so Postgres can also reuse its plan (docs/decisions/022).
 * Parameters are serialized and rows parsed exactly as PGlite's own query() does.
 *
 * Transactions are PGlite's own: inside one, queries go through its transaction object unchanged.
 */
export function namedStatementClient(pglite: PGlite): PGlite {
  let client = clients.get(pglite);
  if (!client) {
    client = createClient(pglite);
    clients.set(pglite, client);
  }
  return client;
}

/** One per PGlite: its statement names and the task lock (background/task-lock.ts) follow the instance. */
const clients = new WeakMap<PGlite, PGlite>();

function createClient(pglite: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const mergedParsers = new WeakMap<object, { base: PGlite["parsers"]; merged: PGlite["parsers"] }>();
  const parsersFor = (own: QueryOptions["parsers"]) => {
    if (!own) return pglite.parsers;
    let entry = mergedParsers.get(own);
    if (entry?.base !== pglite.parsers) {
      entry = { base: pglite.parsers, merged: { ...pglite.parsers, ...own } };
      mergedParsers.set(own, entry);
    }
    return entry.merged;
  };

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const messages: Uint8Array[] = [];
    if (statements.size >= MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      messages.push(protocol.serialize.close({ type: "S", name: oldest.name }));
    }
    counter += 1;
    const name = `tidyline_${counter}`;
    messages.push(
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: "S", name }),
      protocol.serialize.sync(),
    );
    const { messages: described } = await pglite.execProtocol(Buffer.concat(messages), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    if (pglite.closed) throw new Error("PGlite is closed");
    const statement = await prepare(text, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- PGlite's query() does the same for a type it has no serializer for
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await pglite.execProtocol(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await pglite.syncToFs();
    // PGlite would merge the caller's parsers into its own table of every type on each call;
    // Drizzle passes the same parsers object every time, so the merged table is kept.
    const [result] = parse.parseResults(messages, parsersFor(options?.parsers), { ...options, parsers: undefined });
    if (!result) throw new Error("PGlite returned no result for a statement");
    return result as Results<T>;
  };

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    options?.blob
      ? pglite.query<T>(text, params, options)
      : // The same two locks PGlite's query() takes: never inside another caller's transaction.
        pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<T>(text, params, options)));

  return new Proxy(pglite, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
