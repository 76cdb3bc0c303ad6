import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CleanerAction, ClientAction } from "../../../shared/domain/admin-people";
import type { CleanerStatusFilter, ClientStatusFilter } from "../../../shared/schemas/admin-people";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

export interface PeopleFilters<Status extends string> {
  search: string;
  status: Status;
  page: number;
}
export type ClientFilters = PeopleFilters<ClientStatusFilter>;
export type CleanerFilters = PeopleFilters<CleanerStatusFilter>;

/** Under ['admin-clients']: the list pages and one client's details. */
export const adminClientKeys = {
  all: queryRoots.adminClients,
  list: (filters: ClientFilters) => [...adminClientKeys.all, "list", filters] as const,
  detail: (clientId: string) => [...adminClientKeys.all, "detail", clientId] as const,
};

/** Under ['admin-cleaners']: the list pages and one cleaner's details. */
export const adminCleanerKeys = {
  all: queryRoots.adminCleaners,
  list: (filters: CleanerFilters) => [...adminCleanerKeys.all, "list", filters] as const,
  detail: (cleanerId: string) => [...adminCleanerKeys.all, "detail", cleanerId] as const,
};

const query = <Status extends string>({ search, status }: PeopleFilters<Status>, page: string) => ({ search, status, page });

/** Clients sign up, book and pay all the time: read afresh on each visit. */
export const useAdminClients = (filters: ClientFilters) =>
  useQuery(
    pagedListQuery(adminClientKeys.list(filters), filters.page, (page) => unwrap(api.admin.clients.$get({ query: query(filters, page) }))),
  );
export type AdminClientList = NonNullable<ReturnType<typeof useAdminClients>["data"]>;
export type AdminClientRow = AdminClientList["rows"][number];

/** Cleaners apply, are approved and finish jobs all the time: read afresh on each visit. */
export const useAdminCleaners = (filters: CleanerFilters) =>
  useQuery(
    pagedListQuery(adminCleanerKeys.list(filters), filters.page, (page) =>
      unwrap(api.admin.cleaners.$get({ query: query(filters, page) })),
    ),
  );
export type AdminCleanerList = NonNullable<ReturnType<typeof useAdminCleaners>["data"]>;
export type AdminCleanerRow = AdminCleanerList["rows"][number];

export const useAdminClientDetails = (clientId: string | null) =>
  useQuery({
    queryKey: adminClientKeys.detail(clientId ?? ""),
    queryFn: () => unwrap(api.admin.clients[":clientId"].$get({ param: { clientId: clientId ?? "" } })),
    enabled: clientId !== null,
    staleTime: 0,
  });

export const useAdminCleanerDetails = (cleanerId: string | null) =>
  useQuery({
    queryKey: adminCleanerKeys.detail(cleanerId ?? ""),
    queryFn: () => unwrap(api.admin.cleaners[":cleanerId"].$get({ param: { cleanerId: cleanerId ?? "" } })),
    enabled: cleanerId !== null,
    staleTime: 0,
  });
export type StatusChange = NonNullable<ReturnType<typeof useAdminCleanerDetails>["data"]>["history"][number];

export function useChangeClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, action, reason }: { clientId: string; action: ClientAction; reason: string }) => {
      const client = api.admin.clients[":clientId"];
      const call = action === "activate" ? client.activate : client.deactivate;
      return unwrap(call.$post({ param: { clientId }, json: { reason } }));
    },
    onSettled: () =>
      Promise.all([queryRoots.adminClients, queryRoots.adminDashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useChangeCleanerStatus() {
  const queryClient = useQueryClient();
  // docs/decisions/025: a double-clicked Approve reports the first click's result.
  return useIdempotentMutation({
    mutationFn: ({ cleanerId, action, reason }: { cleanerId: string; action: CleanerAction; reason: string }, headers) => {
      const cleaner = api.admin.cleaners[":cleanerId"];
      const call = { approve: cleaner.approve, deactivate: cleaner.deactivate, reactivate: cleaner.reactivate }[action];
      return unwrap(call.$post({ param: { cleanerId }, json: { reason } }, { headers }));
    },
    // The jobs screen's cleaner picker offers Active cleaners only.
    onSettled: () =>
      Promise.all(
        [queryRoots.adminCleaners, queryRoots.adminJobs, queryRoots.adminDashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
