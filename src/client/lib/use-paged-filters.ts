import { useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/** How long the search box waits for typing to pause before it asks the server. */
const SEARCH_SETTLE_MS = 300;

/**
 * A paged list's filters: `filters` as the form shows them, `applied` as the server is asked
 * (the search trimmed, once typing pauses), the page, and `changeFilters`, which goes back to
 * page 1 since the old page may not exist in the new results.
 */
export function usePagedFilters<Filters extends { search: string }>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_SETTLE_MS);
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, applied: { ...filters, search }, page, setPage, changeFilters };
}
