import { draftListQuerySchema } from "../../../shared/schemas/admin-drafts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { Page } from "../../../shared/schemas/page";
import { NoRows, PagedList } from "../../components/paged-list";
import { Card, CardContent } from "../../components/ui/card";
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
export function DraftsScreen<List extends Page<unknown> & { summary: unknown }>({
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
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<DraftFilterState>(draftListQuerySchema, {
    search: "",
    status: "all",
  });
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
          <PagedList query={query} loadFailed={loadFailed} empty={<NoRows>No drafts found.</NoRows>} onPage={setPage}>
            {(rows) => table(rows)}
          </PagedList>
        </CardContent>
      </Card>
      {dialog}
    </div>
  );
}
