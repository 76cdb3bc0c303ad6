import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "../../../shared/domain/statuses";
import type { LeadRoleFilter, LeadStatusFilter } from "../../../shared/schemas/admin-leads";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export interface LeadFilters {
  search: string;
  status: LeadStatusFilter;
  role: LeadRoleFilter;
  tab: LeadRoleFilter;
  page: number;
}

/** Under ['admin-leads']: the list pages. */
export const adminLeadKeys = {
  all: queryRoots.adminLeads,
  list: (filters: LeadFilters) => [...adminLeadKeys.all, "list", filters] as const,
};

const listQuery = (filters: LeadFilters) =>
  queryOptions({
    queryKey: adminLeadKeys.list(filters),
    queryFn: () =>
      unwrap(
        api.admin.leads.$get({
          query: { search: filters.search, status: filters.status, role: filters.role, tab: filters.tab, page: String(filters.page) },
        }),
      ),
    // Visitors leave leads at any time: read afresh on each visit.
    staleTime: 0,
  });

/** Keeps the last page on screen while new filters load, so the table does not flash empty. */
export const useAdminLeads = (filters: LeadFilters) => useQuery({ ...listQuery(filters), placeholderData: keepPreviousData });
export type AdminLeadList = NonNullable<ReturnType<typeof useAdminLeads>["data"]>;
export type AdminLeadRow = AdminLeadList["rows"][number];

/** A lead's change moves the drafts too (a started application, docs/decisions/047). */
function useRefreshAfterLeadChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryRoots.adminLeads, queryRoots.adminDrafts].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSetLeadStatus() {
  const refresh = useRefreshAfterLeadChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      unwrap(api.admin.leads[":id"].status.$patch({ param: { id }, json: { status } })),
    onSettled: refresh,
  });
}

export function useStartApplication() {
  const refresh = useRefreshAfterLeadChange();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.leads[":id"]["start-application"].$post({ param: { id } })),
    onSettled: refresh,
  });
}
