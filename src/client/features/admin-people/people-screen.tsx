import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { adminCleanerListQuerySchema, adminClientListQuerySchema } from "../../../shared/schemas/admin-people";
import { NoRows, PagedList } from "../../components/paged-list";
import { Card, CardContent } from "../../components/ui/card";
import { usePagedFilters } from "../../lib/use-paged-filters";
import type { PeopleFilters as PeopleQuery } from "./api";
import { PeopleFilters, type PeopleFilterState } from "./people-filters";

interface PeoplePage<Row, Counts extends { all: number }> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  counts: Counts;
}

/**
 * The Clients and Cleaners screens (docs/decisions/043; spec 2 had placeholders): a title, the
 * totals, search and status, "X of Y", the table with its loading, failure and empty states, the
 * pager. Texts are spec 8's style, named after the list ("Failed to load clients").
 */
export function PeopleScreen<Status extends string, Row, Counts extends { all: number }>({
  noun,
  title,
  description,
  statuses,
  useList,
  summary,
  table,
  children,
}: {
  noun: "clients" | "cleaners";
  title: string;
  description: string;
  statuses: readonly Status[];
  useList: (query: PeopleQuery<Status>) => UseQueryResult<PeoplePage<Row, Counts>>;
  summary: (counts: Counts | undefined) => ReactNode;
  table: (rows: Row[]) => ReactNode;
  /** The screen's dialogs. */
  children: ReactNode;
}) {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<PeopleFilterState<Status>>(
    noun === "clients" ? adminClientListQuerySchema : adminCleanerListQuerySchema,
    {
      search: "",
      status: "all" as Status,
    },
  );
  const list = useList({ ...applied, page });
  const shown = list.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {summary(shown?.counts)}
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <PeopleFilters value={filters} statuses={statuses} placeholder="Search by name or email..." onChange={changeFilters} />
          {shown && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {shown.total} of {shown.counts.all} {noun}
            </p>
          )}
          <PagedList
            query={list}
            loadFailed={`Failed to load ${noun}`}
            empty={
              <NoRows>{shown?.counts.all === 0 && !applied.search ? `No ${noun} yet` : `No ${noun} found matching your criteria.`}</NoRows>
            }
            onPage={setPage}
          >
            {(rows) => table(rows)}
          </PagedList>
        </CardContent>
      </Card>
      {children}
    </div>
  );
}
