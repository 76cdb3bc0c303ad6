import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { AdminPage } from "../../../shared/schemas/admin-list";
import { QueryState } from "../../components/load-states";
import { Pager } from "../../components/pager";
import { Card, CardContent } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { usePagedFilters } from "../../lib/use-paged-filters";
import type { DraftFilters as DraftQuery } from "./api";
import { DraftFilters, type DraftFilterState } from "./draft-filters";

/** The draft whose dialog is open: `?draft=<id>`, so the leads screen (and a shared link) can open one. */
export function useOpenDraft() {
  const [params, setParams] = useSearchParams();
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("draft", id);
        else next.delete("draft");
        return next;
      },
      { replace: true },
    );
  return { draftId: params.get("draft"), open };
}

/** spec 2: a drafts screen, the same for both kinds: title, counters, filters, the table, paging, the dialog. */
export function DraftsScreen<List extends AdminPage<unknown> & { summary: unknown }>({
  title,
  description,
  loadFailed,
  cards,
  searchHint,
  useList,
  table,
  dialog,
}: {
  title: string;
  description: string;
  loadFailed: string;
  cards: (summary: List["summary"] | undefined) => ReactNode;
  searchHint: string;
  useList: (filters: DraftQuery) => UseQueryResult<List>;
  table: (rows: List["rows"]) => ReactNode;
  dialog: ReactNode;
}) {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<DraftFilterState>({ search: "", status: "all" });
  const query = useList({ ...applied, page });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {cards(query.data?.summary)}
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <DraftFilters value={filters} onChange={changeFilters} searchHint={searchHint} />
          <QueryState
            query={query}
            loadFailed={loadFailed}
            isEmpty={(data) => data.total === 0}
            empty={<p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No drafts found.</p>}
          >
            {(data) => (
              <div
                className={cn("flex flex-col gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")}
                aria-busy={query.isFetching}
              >
                <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
                  {data.total} {data.total === 1 ? "draft" : "drafts"}
                </p>
                {data.rows.length > 0 ? (
                  table(data.rows)
                ) : (
                  <p className="text-center text-sm text-muted-foreground">This page is empty now: go back a page.</p>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      {dialog}
    </div>
  );
}
