import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "../../../shared/domain/statuses";
import type { LeadRoleFilter, LeadStatusFilter } from "../../../shared/schemas/admin-leads";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
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

/** Visitors leave leads at any time: read afresh on each visit. */
export const useAdminLeads = (filters: LeadFilters) =>
  useQuery(
    pagedListQuery(adminLeadKeys.list(filters), filters.page, (page) =>
      unwrap(
        api.admin.leads.$get({ query: { search: filters.search, status: filters.status, role: filters.role, tab: filters.tab, page } }),
      ),
    ),
  );
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
