import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BackgroundCheckStatus, DraftKind } from "../../../shared/domain/applications";
import type { DraftStatus } from "../../../shared/domain/statuses";
import type { DraftStatusFilter } from "../../../shared/schemas/admin-drafts";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

export interface DraftFilters {
  search: string;
  status: DraftStatusFilter;
  page: number;
}

/** Under ['admin-drafts']: each kind's list pages and single drafts. */
export const adminDraftKeys = {
  all: queryRoots.adminDrafts,
  kind: (kind: DraftKind) => [...adminDraftKeys.all, kind] as const,
  list: (kind: DraftKind, filters: DraftFilters) => [...adminDraftKeys.kind(kind), "list", filters] as const,
  detail: (kind: DraftKind, id: string) => [...adminDraftKeys.kind(kind), "detail", id] as const,
};

const listQuery = (filters: DraftFilters, page: string) => ({ query: { search: filters.search, status: filters.status, page } });

// Applications move under other admins' hands too: read afresh on each visit.
export const useCleanerDrafts = (filters: DraftFilters) =>
  useQuery(
    pagedListQuery(adminDraftKeys.list("cleaner", filters), filters.page, (page) =>
      unwrap(api.admin["cleaner-drafts"].$get(listQuery(filters, page))),
    ),
  );
export const useClientDrafts = (filters: DraftFilters) =>
  useQuery(
    pagedListQuery(adminDraftKeys.list("client", filters), filters.page, (page) =>
      unwrap(api.admin["client-drafts"].$get(listQuery(filters, page))),
    ),
  );
export type CleanerDraftList = NonNullable<ReturnType<typeof useCleanerDrafts>["data"]>;
export type ClientDraftList = NonNullable<ReturnType<typeof useClientDrafts>["data"]>;
export type CleanerDraftRow = CleanerDraftList["rows"][number];
export type ClientDraftRow = ClientDraftList["rows"][number];

/** One draft, for its details dialog (also opened from a link: ?draft=<id>). */
export const useCleanerDraft = (id: string | null) =>
  useQuery({
    queryKey: adminDraftKeys.detail("cleaner", id ?? ""),
    queryFn: async () => (await unwrap(api.admin["cleaner-drafts"][":id"].$get({ param: { id: id ?? "" } }))).draft,
    enabled: id !== null,
    staleTime: 0,
  });
export const useClientDraft = (id: string | null) =>
  useQuery({
    queryKey: adminDraftKeys.detail("client", id ?? ""),
    queryFn: async () => (await unwrap(api.admin["client-drafts"][":id"].$get({ param: { id: id ?? "" } }))).draft,
    enabled: id !== null,
    staleTime: 0,
  });

/** A draft's change moves its kind's lists and, once converted, its lead. */
function useRefreshAfterDraftChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryRoots.adminDrafts, queryRoots.adminLeads].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

interface DraftRef {
  kind: DraftKind;
  id: string;
}
/** What both kinds answer after a change (each kind's own fields are read afresh by the refresh). */
type Changed = Promise<{ draft: { id: string; status: DraftStatus } }>;

export function useSetDraftStatus() {
  const refresh = useRefreshAfterDraftChange();
  return useMutation({
    mutationFn: ({ kind, id, status }: DraftRef & { status: DraftStatus }): Changed =>
      kind === "cleaner"
        ? unwrap(api.admin["cleaner-drafts"][":id"].status.$patch({ param: { id }, json: { status } }))
        : unwrap(api.admin["client-drafts"][":id"].status.$patch({ param: { id }, json: { status } })),
    onSettled: refresh,
  });
}

export function useSetBackgroundCheck() {
  const refresh = useRefreshAfterDraftChange();
  return useMutation({
    mutationFn: ({ id, backgroundCheckStatus }: { id: string; backgroundCheckStatus: BackgroundCheckStatus }) =>
      unwrap(api.admin["cleaner-drafts"][":id"]["background-check"].$patch({ param: { id }, json: { backgroundCheckStatus } })),
    onSettled: refresh,
  });
}

export function useRequestInfo() {
  const refresh = useRefreshAfterDraftChange();
  return useMutation({
    mutationFn: ({ kind, id, message }: DraftRef & { message: string }): Changed =>
      kind === "cleaner"
        ? unwrap(api.admin["cleaner-drafts"][":id"]["request-info"].$post({ param: { id }, json: { message } }))
        : unwrap(api.admin["client-drafts"][":id"]["request-info"].$post({ param: { id }, json: { message } })),
    onSettled: refresh,
  });
}

export function useConvertDraft() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterDraftChange();
  // docs/decisions/025: one account however often Convert is pressed.
  return useIdempotentMutation({
    mutationFn: ({ kind, id }: DraftRef, headers): Promise<{ account: { name: string; role: DraftKind } }> =>
      kind === "cleaner"
        ? unwrap(api.admin["cleaner-drafts"][":id"].convert.$post({ param: { id } }, { headers }))
        : unwrap(api.admin["client-drafts"][":id"].convert.$post({ param: { id } }, { headers })),
    // A new account changes the people screens' lists and the dashboard's totals too.
    onSettled: () => {
      const others = [queryRoots.adminClients, queryRoots.adminCleaners, queryRoots.adminDashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      );
      return Promise.all([refresh(), ...others]);
    },
  });
}
