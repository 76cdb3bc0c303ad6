// docs/decisions/056: the committed changes to anyone's session, account, profile or client or
// cleaner record, announced by the triggers of migration 0015 (NOTIFY at commit), for the servers'
// viewer caches (auth/viewer-cache.ts).
import { EventEmitter } from "node:events";
import type { Database } from "./client";

/** The channel the triggers NOTIFY on; the payload is the user id, or '*' for anyone. */
export const VIEWER_CHANNEL = "tidyline_viewers";

/** Hears `userId`'s change, or null when anyone's may have changed unheard. */
export type ViewerChangeListener = (userId: string | null) => void;

/**
 * One database's feed of viewer changes in this process. Two kinds of connection feed it:
 * - every connection that writes (each pooled PostgreSQL connection LISTENs, and PGlite's one):
 *   a change committed through it is heard before the commit's answer, so a server never reads
 *   its own writes stale;
 * - a connection that only listens (the message bus's, on PostgreSQL): the other servers'
 *   changes, within milliseconds of their commit. While none is listening, another server's
 *   change could go unheard, so `hearing` is false and the caches keep nothing.
 */
export class ViewerChanges {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private listeners = 0;
  /** PGlite: every write goes through this process, so every change is heard. */
  constructor(private readonly alwaysHearing = false) {}

  get hearing(): boolean {
    return this.alwaysHearing || this.listeners > 0;
  }

  /** From a NOTIFY on VIEWER_CHANNEL. */
  heard(payload: string | undefined) {
    this.emit(payload && payload !== "*" ? payload : null);
  }

  /** A listening connection is up (true) or lost (false); anything may have changed meanwhile. */
  listening(up: boolean) {
    this.listeners += up ? 1 : -1;
    this.emit(null);
  }

  onChange(listener: ViewerChangeListener): () => void {
    this.emitter.on("change", listener);
    return () => void this.emitter.off("change", listener);
  }

  private emit(userId: string | null) {
    this.emitter.emit("change", userId);
  }
}

const feeds = new WeakMap<Database, ViewerChanges>();

/** The feed of `db`, made by openDatabase; a database opened otherwise has one that never hears. */
export function viewerChangesOf(db: Database): ViewerChanges {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ViewerChanges();
    feeds.set(db, feed);
  }
  return feed;
}

export function setViewerChanges(db: Database, feed: ViewerChanges) {
  feeds.set(db, feed);
}
