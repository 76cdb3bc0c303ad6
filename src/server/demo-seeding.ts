// The running server's one door into seed/ (docs/architecture.md section 2): index.ts loads the demo
// data through here into an empty database outside production. seed/ imports no auth/, so the
// account maker is handed in from this side; tests and benchmarks load the demo the same way.
import pg from "pg";
import { ensureVerifiedAccount } from "./auth/accounts";
import type { Auth } from "./auth/auth";
import { isDatabaseEmpty, type Database } from "./db/client";
import type { Env } from "./env";
import type { Storage } from "./lib/storage";
import { loadDemoData } from "./seed/demo-data";

/** `env.publicUrl`: the server's own address, where the demo's rental calendar is served. */
type SeedDeps = { auth: Auth; db: Database; storage: Storage; env: Pick<Env, "publicUrl"> };

export function seedDemoData({ auth, db, storage, env }: SeedDeps): Promise<void> {
  return loadDemoData({ db, storage, publicUrl: env.publicUrl, ensureAccount: (account) => ensureVerifiedAccount({ auth, db }, account) });
}

/** The advisory lock servers starting together on one PostgreSQL take turns on (db/client.ts has the others). */
const DEMO_SEED_LOCK_KEY = 72_657_304;
/** PGlite has one process: its turns are taken in memory, per database. */
const turns = new WeakMap<object, Promise<unknown>>();

/**
 * docs/decisions/050: the demo data goes into an empty database once, however many servers start
 * on it at the same moment. Each takes the lock in turn and checks for emptiness inside it, so the
 * ones after the first find the demo there. True when this call loaded it.
 */
export async function seedDemoDataOnce(deps: SeedDeps): Promise<boolean> {
  const load = async () => {
    if (!(await isDatabaseEmpty(deps.db))) return false;
    await seedDemoData(deps);
    return true;
  };
  const client: unknown = Reflect.get(deps.db, "$client");
  if (!(client instanceof pg.Pool)) {
    const owner = typeof client === "object" && client !== null ? client : deps.db;
    const mine = (turns.get(owner) ?? Promise.resolve()).catch(() => undefined).then(load);
    turns.set(owner, mine);
    return mine;
  }
  // A session lock on a connection of its own: loading takes many transactions on the pool's others.
  const connection = await client.connect();
  let broken = false;
  try {
    await connection.query("SELECT pg_advisory_lock($1)", [DEMO_SEED_LOCK_KEY]);
    try {
      return await load();
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [DEMO_SEED_LOCK_KEY]).catch(() => (broken = true));
    }
  } finally {
    // One that could not unlock is closed rather than reused: closing frees the lock.
    connection.release(broken);
  }
}
