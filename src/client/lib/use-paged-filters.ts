import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ZodType } from "zod";

/** How long the search box waits for typing to pause before it asks the server. */
const SEARCH_SETTLE_MS = 300;

type FilterValue = string | boolean | number | undefined;

/** The list's shared query schema (src/shared/schemas): its fields read the URL as the server reads the query. */
interface ListSchema {
  shape: { [key: string]: ZodType };
}

/** A parameter as the list's schema reads it; absent or refused (a mistyped link), the fallback. */
export function readParam<Value>(schema: ListSchema, key: string, raw: string | null, fallback: Value): Value {
  const field = schema.shape[key];
  if (raw === null || !field) return fallback;
  const parsed = field.safeParse(raw);
  return parsed.success ? (parsed.data as Value) : fallback;
}

/**
 * A paged list's filters, kept in the URL (docs/decisions/029): a reload, a shared link and the
 * browser's Back show the list as it was. `filters` as the form shows them, `applied` as the
 * server is asked (the search trimmed, once typing pauses), the page, the tab (for a list with
 * tabs), and `changeFilters` / `changeTab`, which go back to page 1 since the old page may not
 * exist in the new results.
 *
 * Each key of `initial` is a query parameter (a filter that starts undefined, say a switch, is
 * listed with `undefined`), read by its field of `schema`, the list's shared query schema, so a
 * link means to the screen what it means to the server, and a value the schema refuses is left
 * out; a value equal to its initial one stays out of the URL. The URL's other parameters
 * (`?draft=` of the drafts screens) are kept. Changes replace the history entry: a filter is not
 * a step to go Back through. The search box keeps what is typed and writes it to the URL once
 * typing pauses, so a keystroke never waits for a navigation.
 */
export function usePagedFilters<Filters extends { search: string }, Tab extends string = string>(
  schema: ListSchema,
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
  for (const key of keys)
    (fromUrl as Record<string, FilterValue>)[key] = readParam(schema, key, params.get(key), initial[key] as FilterValue);
  const page = readParam(schema, "page", params.get("page"), 1);
  const tab = readParam(schema, "tab", params.get("tab"), options.tab) as Tab;

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
