import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Page } from "../../shared/schemas/page";
import { cn } from "../lib/cn";
import { QueryState } from "./load-states";
import { Pager } from "./pager";
import { Button } from "./ui/button";

/** An empty state in the lists' own style, for a list whose spec gives only a sentence. */
export function NoRows({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{children}</p>;
}

/**
 * A list the server pages (docs/decisions/029): a spinner while it loads; on failure the screen's
 * text, as a toast and in place, with Try Again; `empty` when nothing matches; a page past the end
 * (rows removed meanwhile) says so and offers the first page; else the rows, dimmed while the next
 * filters or page load, and the pager.
 */
export function PagedList<Data extends Page<unknown>>({
  query,
  loadFailed,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<Data>;
  loadFailed: string;
  /** Shown when nothing matches at all. */
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (rows: Data["rows"], data: Data) => ReactNode;
}) {
  return (
    <QueryState query={query} loadFailed={loadFailed} isEmpty={(data) => data.total === 0} empty={empty}>
      {(data) => (
        <div className={cn("flex flex-col gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")} aria-busy={query.isFetching}>
          {data.rows.length > 0 ? (
            children(data.rows, data)
          ) : (
            <div className="flex flex-col items-center gap-3">
              <p className="text-center text-sm text-muted-foreground">This page is empty now: go back a page.</p>
              <Button variant="outline" onClick={() => onPage(1)}>
                Back to the First Page
              </Button>
            </div>
          )}
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
        </div>
      )}
    </QueryState>
  );
}
