import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** How long the search box waits for typing to pause before it asks the server. */
const SEARCH_SETTLE_MS = 300;

type FilterValue = string | boolean | undefined;

/** A filter's value as the URL carries it: text, or "true"/"false" for a switch (one that starts undefined too). */
function parse(raw: string | null, fallback: FilterValue): FilterValue {
  if (raw === null) return fallback;
  if (typeof fallback === "boolean" || fallback === undefined) return raw === "true" ? true : raw === "false" ? false : fallback;
  return raw;
}

const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A paged list's filters, kept in the URL (issue 18, docs/decisions/029): a reload, a shared link
 * and the browser's Back show the list as it was. `filters` as the form shows them, `applied` as
 * the server is asked (the search trimmed, once typing pauses), the page, the tab (for a list with
 * tabs), and `changeFilters` / `changeTab`, which go back to page 1 since the old page may not
 * exist in the new results.
 *
 * Each key of `initial` is a query parameter (a filter that starts undefined, say a switch, is
 * listed with `undefined`); a value equal to its initial one stays out of the URL. The URL's other
 * parameters (`?draft=` of the drafts screens) are kept. Changes replace the history entry: a
 * filter is not a step to go Back through. The search box keeps what is typed and writes it to the
 * URL once typing pauses, so a keystroke never waits for a navigation.
 */
export function usePagedFilters<Filters extends { search: string }, Tab extends string = string>(
  initial: Filters,
  options: { tab?: Tab } = {},
) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(initial) as (keyof Filters & string)[];
  const urlSearch = params.get("search") ?? initial.search;

  const [typed, setTyped] = useState(urlSearch);
  // A search the URL gets that this hook did not write came from outside (Back, a link): the box shows it.
  const [seen, setSeen] = useState(urlSearch);
  const [written, setWritten] = useState<string | null>(null);
  if (urlSearch !== seen) {
    setSeen(urlSearch);
    if (urlSearch !== written) setTyped(urlSearch);
  }

  const fromUrl = { ...initial };
  for (const key of keys) (fromUrl as Record<string, FilterValue>)[key] = parse(params.get(key), initial[key] as FilterValue);
  const page = pageOf(params.get("page"));
  const tab = (params.get("tab") ?? options.tab) as Tab;

  /** Writes the given filters (only those), the tab and the page into the URL, keeping its other parameters. */
  const write = (change: { filters?: Partial<Filters>; page?: number; tab?: Tab }) => {
    if (change.filters?.search !== undefined) setWritten(change.filters.search);
    // From the address as it is now, not as this render saw it: a write that waited for typing to
    // pause must keep what changed meanwhile (a draft's dialog opened, `?draft=`).
    const next = new URLSearchParams(window.location.search);
    for (const key of keys) {
      if (!change.filters || !(key in change.filters)) continue;
      const value = change.filters[key] as FilterValue;
      if (value === undefined || value === initial[key]) next.delete(key);
      else next.set(key, String(value));
    }
    if (change.tab !== undefined) {
      if (change.tab === options.tab) next.delete("tab");
      else next.set("tab", change.tab);
    }
    if (change.page !== undefined) {
      if (change.page <= 1) next.delete("page");
      else next.set("page", String(change.page));
    }
    setParams(next, { replace: true });
  };

  // The search reaches the URL (and so the server) once typing pauses.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const typeSearch = (search: string) => {
    setTyped(search);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => write({ filters: { search } as Partial<Filters>, page: 1 }), SEARCH_SETTLE_MS);
  };

  const filters = { ...fromUrl, search: typed };
  return {
    filters,
    applied: { ...fromUrl, search: urlSearch.trim() },
    page,
    setPage: (next: number) => write({ page: next }),
    changeFilters: (next: Filters) => {
      // A change of the other filters (Clear Filters too) is written at once, with the search as it is.
      if (keys.some((key) => key !== "search" && next[key] !== filters[key])) {
        clearTimeout(pending.current);
        setTyped(next.search);
        write({ filters: next, page: 1 });
      } else if (next.search !== typed) typeSearch(next.search);
    },
    tab,
    changeTab: (next: Tab) => write({ tab: next, page: 1 }),
  };
}
