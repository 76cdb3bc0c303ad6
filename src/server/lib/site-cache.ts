/**
 * Everything the server keeps in memory as a copy of content (a health report, the built pages),
 * registered once, so Settings' Clear Site Cache (spec 2, 7: cache_purge) empties all of it and
 * says what it emptied (docs/decisions/048). Not for security state (verified cookies, rate
 * limits) or plumbing (prepared statements): those are not content and must not be dropped.
 */
export interface SiteCache {
  /** Adds a cache; `name` is how the purge reports it. A name registered again replaces the first. */
  register: (name: string, clear: () => void) => void;
  /** Empties every registered cache; their names, in the order they were registered. */
  clear: () => string[];
}

export function createSiteCache(): SiteCache {
  const caches = new Map<string, () => void>();
  return {
    register(name, clear) {
      caches.set(name, clear);
    },
    clear() {
      for (const clear of caches.values()) clear();
      return [...caches.keys()];
    },
  };
}
