import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "../lib/logger";
import { migrationsFolder } from "../lib/paths";
import { runStepsAfterCommit } from "./after-commit";
import { namedStatementClient } from "./pglite-statements";
import { setViewerChanges, VIEWER_CHANNEL, ViewerChanges } from "./viewer-changes";

/** docs/decisions/016: under 1 s with the request's own work. */
const CONNECT_TIMEOUT_MS = 800;
/**
 * How long a request waits for a pooled connection while all are busy. A burst (a hundred
 * cleaners claiming one job at once) is load, not an outage: it queues instead of answering 503.
 * A host that does not answer still fails within CONNECT_TIMEOUT_MS (FastConnectClient).
 */
const POOL_WAIT_MS = 10_000;

/**
 * node-postgres uses the pool's connectionTimeoutMillis both for opening a connection and for
 * waiting for a free one; each connection gets the short limit of its own (docs/decisions/016).
 */
class FastConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * One query-builder type for both engines. PGlite's Drizzle driver has the same query API as
 * node-postgres (and `execute` returns `{ rows }` on both), so services are written once.
 */
export type Database = NodePgDatabase;
/** The handle a `db.transaction(async (tx) => …)` callback gets: what every rule written over a transaction takes. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true } | { pglite: PGlite };

/**
 * Connections to PostgreSQL (DATABASE_POOL_SIZE overrides): about two per core. More only queue
 * inside PostgreSQL and cost it memory and context switches; fewer leave a core waiting while a
 * connection is busy on the network (docs/decisions/022). The background runner's task lock holds
 * one connection while its task uses another, hence at least 3.
 */
export const defaultPoolSize = () => Math.max(3, availableParallelism() * 2 + 1);

/**
 * Every embedded PGlite is made here: the migrations create pg_trgm (the admin searches' trigram
 * indexes) and btree_gist (the held assignments' index by cleaner and time), docs/decisions/053,
 * and PGlite has them only as extensions loaded at start. A data directory holding those indexes
 * cannot be written without them.
 */
export const createPglite = (options: Omit<PGliteOptions, "extensions"> = {}) =>
  PGlite.create({ ...options, extensions: { pg_trgm, btree_gist } });

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url, target.poolSize ?? defaultPoolSize());
  let client: PGlite;
  if ("pglite" in target) client = target.pglite;
  else if ("dataDir" in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await createPglite({ dataDir: target.dataDir });
  } else client = await createPglite();
  const db = drizzlePglite({ client: namedStatementClient(client) }) as unknown as Database;
  runStepsAfterCommit(db);
  // One process writes everything: each change is heard as its transaction commits.
  const viewerChanges = new ViewerChanges(true);
  setViewerChanges(db, viewerChanges);
  await client.listen(VIEWER_CHANNEL, (payload) => viewerChanges.heard(payload));
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** pg-pool awaits onConnect before it hands a new connection out; its types say it returns nothing. */
type PoolSettings = pg.PoolConfig & { onConnect: (client: pg.ClientBase) => Promise<void> };

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const viewerChanges = new ViewerChanges();
  const settings: PoolSettings = {
    connectionString: url,
    max: poolSize,
    // docs/decisions/016: while the server is unreachable a connection attempt fails within
    // CONNECT_TIMEOUT_MS, so the API answers 503 within a second instead of hanging.
    Client: FastConnectClient,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
    // Notices a silently dropped connection (a failover, a NAT timeout) instead of waiting on it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // docs/decisions/056: a change a connection commits is heard before the commit's answer
    // (PostgreSQL sends a listening session its own notices first), so this server never reads its
    // own writes stale from a viewer cache. Awaited before the pool hands the connection out.
    onConnect: async (client: pg.ClientBase) => {
      client.on("notification", (notice) => {
        if (notice.channel === VIEWER_CHANNEL) viewerChanges.heard(notice.payload);
      });
      await client.query(`LISTEN ${VIEWER_CHANNEL}`);
    },
  };
  const pool = new pg.Pool(settings);
  // A restart or failover ends every open connection. Without a listener that 'error' event
  // (on an idle pooled client, or one checked out between queries) would stop the process; the
  // pool drops the broken client and the next query opens a new one (docs/decisions/016).
  pool.on("connect", (client) => client.on("error", (error) => logger.warn("database connection lost", { error: error.message })));
  pool.on("error", () => undefined); // an idle client's error again, re-emitted by the pool: logged above
  const db = drizzleNodePg(pool);
  runStepsAfterCommit(db);
  setViewerChanges(db, viewerChanges);
  return {
    db,
    engine: "postgres",
    // Several app servers may start at once: one migrates, the others wait on the lock.
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("SELECT pg_advisory_lock(72657301)");
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockClient.query("SELECT pg_advisory_unlock(72657301)").catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** True when the accounts table holds no row: the signal to load demo data. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`SELECT NOT EXISTS (SELECT 1 FROM auth_users) AS empty`);
  return result.rows[0]?.empty === true;
}
