/**
 * Everything the server keeps in memory as a copy of content (a health report, the built pages),
 * registered once, so Settings' Clear Site Cache (spec 2, 7: cache_purge) empties all of it and
 * says what it emptied (docs/decisions/048). Not for security state (verified cookies, rate
 * limits) or plumbing (prepared statements): those are not content and must not be dropped.
 */
export interface SiteCache {
  /** Adds a cache; `name` is how the purge reports it. A name registered again replaces the first. */
  register: (name: string, clear: () => void) => void;
  /** Empties every registered cache of this server; their names, in the order they were registered. */
  clear: () => string[];
  /** Tells every other server on the database to empty its caches too (after this one's purge is recorded). */
  announce: () => Promise<void>;
}

/**
 * How the servers on one database tell each other of a purge: LISTEN/NOTIFY on PostgreSQL, in
 * process on PGlite (the message bus implements it; docs/decisions/050).
 */
export interface PurgeChannel {
  announcePurge(): Promise<void>;
  /** Hears the other servers' purges. */
  onPurge(listener: () => void): () => void;
}

export function createSiteCache(channel?: PurgeChannel): SiteCache {
  const caches = new Map<string, () => void>();
  const clear = () => {
    for (const clearOne of caches.values()) clearOne();
    return [...caches.keys()];
  };
  // Lives as long as the channel: the bus closes with the server.
  channel?.onPurge(() => void clear());
  return {
    register(name, clearOne) {
      caches.set(name, clearOne);
    },
    clear,
    announce: async () => channel?.announcePurge(),
  };
}
