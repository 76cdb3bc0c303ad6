// How a new message reaches every open stream (docs/decisions/036): within one process
// an emitter; across the processes of one PostgreSQL database, LISTEN/NOTIFY.
import { randomUUID } from "node:crypto";
import { EventEmitter, setMaxListeners } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, DatabaseHandle } from "../../db/client";
import { logger } from "../../lib/logger";
import { hearRevocationsInProcess, REVOCATION_CHANNEL } from "../../domain/accounts/session-revocations";
import { VIEWER_CHANNEL, viewerChangesOf } from "../../db/viewer-changes";
import { LIVE_CHANNEL, parseLivePayload, type LiveEvent } from "../../domain/notifications/live";

/** Only ids travel: each process reads the row and decides who may see it (payload < 8000 bytes). */
export interface MessagePosted {
  type: "message";
  messageId: string;
  jobId: string;
}
/** The bus lost its connection for a while: notices may have been missed, so screens read afresh. */
export interface BusResync {
  type: "resync";
}
/** A user's sessions ended or their standing changed (decision 028): their streams re-check now. */
export interface BusRevocation {
  type: "revoke";
  userId: string;
}
/** docs/decisions/068: a person's bell, or a job's lists, changed (announced at the event's commit). */
export type BusLive = LiveEvent;
export type BusEvent = MessagePosted | BusResync | BusRevocation | BusLive;
export type BusListener = (event: BusEvent) => void;

export interface MessageBus {
  /** After the message is stored; every process's subscribers hear of it. */
  publish(event: Omit<MessagePosted, "type">): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /**
   * Clear Site Cache (docs/decisions/048): tells every other server on the database to empty its
   * caches. Also heard after the bus was deaf for a while, as a purge may have been missed then.
   */
  announcePurge(): Promise<void>;
  /** Hears the purges announced by the other servers (never this one's own). */
  onPurge(listener: () => void): () => void;
  /** Aborted when the bus closes (server shutdown): open streams end with it. */
  readonly closed: AbortSignal;
  close(): Promise<void>;
}

export const MESSAGE_CHANNEL = "tidyline_messages";
export const CACHE_PURGE_CHANNEL = "tidyline_cache_purge";
/**
 * docs/decisions/050: a lost LISTEN connection is retried every 250 ms, then at most every second,
 * so a server hears messages again within about a second of PostgreSQL being back. One cheap
 * connection attempt a second per server costs the database nothing worth saving.
 */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 1_000;
/** A LISTEN connection that cannot be opened in this long is retried (a host that drops packets). */
const LISTEN_CONNECT_TIMEOUT_MS = 2_000;

class Subscribers {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  readonly controller = new AbortController();
  /** This bus among the servers': a purge it announces is not heard back by itself. */
  readonly id = randomUUID();

  constructor() {
    // Every open stream ends with the bus (message-stream.ts): thousands of listeners are no leak
    // (bench:notify holds 10,000), and Node's warning at the 11th would say they were.
    setMaxListeners(0, this.controller.signal);
  }

  purged(from: string) {
    if (from === this.id) return;
    for (const listener of this.emitter.listeners("purge") as (() => void)[]) {
      try {
        listener();
      } catch (error) {
        logger.warn("cache purge failed", { error: String(error) });
      }
    }
  }

  onPurge(listener: () => void): () => void {
    this.emitter.on("purge", listener);
    return () => void this.emitter.off("purge", listener);
  }

  emit(event: BusEvent) {
    for (const listener of this.emitter.listeners("event") as BusListener[]) {
      try {
        listener(event);
      } catch (error) {
        logger.warn("message listener failed", { error: String(error) });
      }
    }
  }

  subscribe(listener: BusListener): () => void {
    this.emitter.on("event", listener);
    return () => void this.emitter.off("event", listener);
  }
}

/** Cache purges among the buses of one process on one database (PGlite's stand-in for NOTIFY). */
const purgesInProcess = new WeakMap<object, EventEmitter>();

function purgeEmitterFor(owner: object): EventEmitter {
  let emitter = purgesInProcess.get(owner);
  if (!emitter) {
    emitter = new EventEmitter().setMaxListeners(0);
    purgesInProcess.set(owner, emitter);
  }
  return emitter;
}

/**
 * PGlite has one process (docs/decisions/015): an emitter in memory is the whole fan-out. Given
 * the database, it also hears the revocations announced on it (domain/accounts/session-revocations.ts),
 * and the cache purges of the other apps on it (tests run two apps on one database).
 */
export function memoryMessageBus(db?: Database): MessageBus {
  const subscribers = new Subscribers();
  const unhear = db ? hearRevocationsInProcess(db, (userId) => subscribers.emit({ type: "revoke", userId })) : () => {};
  const purges = purgeEmitterFor(db ?? subscribers);
  const hearPurge = (from: string) => subscribers.purged(from);
  purges.on("purge", hearPurge);
  const unhearLive = db ? hearLiveOnPglite(db, (event) => subscribers.emit(event)) : () => {};
  subscribers.controller.signal.addEventListener("abort", () => {
    unhear();
    unhearLive();
    purges.off("purge", hearPurge);
  });
  return {
    async publish(event) {
      if (!subscribers.controller.signal.aborted) subscribers.emit({ type: "message", ...event });
    },
    subscribe: (listener) => subscribers.subscribe(listener),
    async announcePurge() {
      purges.emit("purge", subscribers.id);
    },
    onPurge: (listener) => subscribers.onPurge(listener),
    closed: subscribers.controller.signal,
    async close() {
      subscribers.controller.abort();
    },
  };
}

/**
 * docs/decisions/068: PGlite delivers a NOTIFY made in a transaction at its commit, like
 * PostgreSQL, to the listeners of its one process: the live channel needs no stand-in there.
 */
function hearLiveOnPglite(db: Database, hear: (event: LiveEvent) => void): () => void {
  const client = (
    db as unknown as { $client?: { listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>> } }
  ).$client;
  if (typeof client?.listen !== "function") return () => {};
  const stop = client.listen(LIVE_CHANNEL, (payload) => {
    const event = parseLivePayload(payload);
    if (event) hear(event);
  });
  return () => void stop.then((unlisten) => unlisten()).catch(() => undefined);
}

/**
 * PostgreSQL: NOTIFY through the app's pool after the insert commits, and one dedicated
 * connection per process LISTENing, reopened (with backoff) when it drops. Resolves once listening,
 * so a server announces itself ready only when it will hear messages sent through the others.
 */
export async function postgresMessageBus(db: Database, connection: pg.ClientConfig): Promise<MessageBus> {
  const subscribers = new Subscribers();
  const { signal } = subscribers.controller;
  let client: pg.Client | null = null;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // docs/decisions/056: the other servers' changes to viewers reach this one's caches through here.
  const viewerChanges = viewerChangesOf(db);

  const listen = async () => {
    const next = new pg.Client({ ...connection, connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS });
    next.on("notification", (notice) => {
      if (!notice.payload) return;
      if (notice.channel === REVOCATION_CHANNEL) return subscribers.emit({ type: "revoke", userId: notice.payload });
      if (notice.channel === CACHE_PURGE_CHANNEL) return subscribers.purged(notice.payload);
      if (notice.channel === VIEWER_CHANNEL) return viewerChanges.heard(notice.payload);
      if (notice.channel === LIVE_CHANNEL) {
        const live = parseLivePayload(notice.payload);
        return live ? subscribers.emit(live) : undefined;
      }
      if (notice.channel !== MESSAGE_CHANNEL) return;
      const event = parsePayload(notice.payload);
      if (event) subscribers.emit(event);
    });
    next.on("error", (error) => logger.warn("message bus connection lost", { error: error.message }));
    next.on("end", () => {
      if (client !== next || signal.aborted) return;
      client = null;
      viewerChanges.listening(false);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(
        `LISTEN ${MESSAGE_CHANNEL}; LISTEN ${REVOCATION_CHANNEL}; LISTEN ${CACHE_PURGE_CHANNEL}; LISTEN ${VIEWER_CHANNEL}; LISTEN ${LIVE_CHANNEL}`,
      );
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (signal.aborted) return void (await next.end().catch(() => undefined));
    client = next;
    viewerChanges.listening(true);
    retryDelay = RECONNECT_MIN_MS;
  };

  const scheduleReconnect = () => {
    if (signal.aborted) return;
    retryTimer = setTimeout(() => {
      listen().then(
        // Notices sent while nobody listened are lost: the screens read again, and the caches
        // empty in case a purge was announced meanwhile (refilling them costs little).
        () => {
          subscribers.emit({ type: "resync" });
          subscribers.purged("missed");
        },
        (error: unknown) => {
          logger.warn("message bus reconnect failed", { error: String(error) });
          retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryDelay);
    retryTimer.unref();
  };

  await listen();
  return {
    async publish({ messageId, jobId }) {
      const payload: MessagePosted = { type: "message", messageId, jobId };
      await db.execute(sql`SELECT pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(payload)})`);
    },
    subscribe: (listener) => subscribers.subscribe(listener),
    async announcePurge() {
      await db.execute(sql`SELECT pg_notify(${CACHE_PURGE_CHANNEL}, ${subscribers.id})`);
    },
    onPurge: (listener) => subscribers.onPurge(listener),
    closed: signal,
    async close() {
      subscribers.controller.abort();
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) viewerChanges.listening(false);
      await current?.end().catch(() => undefined);
    },
  };
}

function parsePayload(payload: string): MessagePosted | null {
  try {
    const value = JSON.parse(payload) as Partial<MessagePosted>;
    if (value.type === "message" && typeof value.messageId === "string" && typeof value.jobId === "string") {
      return { type: "message", messageId: value.messageId, jobId: value.jobId };
    }
  } catch {
    // not ours
  }
  return null;
}

/**
 * The bus for a database: in memory on PGlite; on PostgreSQL, LISTEN on a connection of its own,
 * opened with the pool's settings (so the URL and its options are read in one place, db/client.ts).
 */
export async function openMessageBus(database: Pick<DatabaseHandle, "db" | "engine">): Promise<MessageBus> {
  if (database.engine === "pglite") return memoryMessageBus(database.db);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const { connectionString, host, port, user, password, database: name, ssl } = pool.options;
  return postgresMessageBus(database.db, { connectionString, host, port, user, password, database: name, ssl, keepAlive: true });
}
