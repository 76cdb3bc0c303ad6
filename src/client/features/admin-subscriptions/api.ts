import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminSubscriptionCreate,
  AdminSubscriptionFilters,
  AdminSubscriptionUpdate,
} from "../../../shared/schemas/admin-subscriptions";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";

export type AdminSubscriptionQuery = AdminSubscriptionFilters & { page: number };

/** Under ['admin-subscriptions']: the list pages and the New Subscription pickers. */
export const adminSubscriptionKeys = {
  all: queryRoots.adminSubscriptions,
  list: (query: AdminSubscriptionQuery) => [...adminSubscriptionKeys.all, "list", query] as const,
  clientOptions: (search: string) => [...adminSubscriptionKeys.all, "client-options", search] as const,
  planOptions: () => [...adminSubscriptionKeys.all, "plan-options"] as const,
};

/**
 * One page of the subscriptions the filters match, with the four cards. Clients subscribe and the
 * runner renews all the time: read afresh on each visit.
 */
export const useAdminSubscriptions = (query: AdminSubscriptionQuery) =>
  useQuery(
    pagedListQuery(adminSubscriptionKeys.list(query), query.page, (page) =>
      unwrap(api.admin.subscriptions.$get({ query: { search: query.search, status: query.status, page } })),
    ),
  );
export type AdminSubscriptionList = NonNullable<ReturnType<typeof useAdminSubscriptions>["data"]>;
export type AdminSubscriptionRow = AdminSubscriptionList["rows"][number];

/** New Subscription's client picker: up to 10 clients matching the name or email. */
export const useClientOptions = (search: string) =>
  useQuery({
    queryKey: adminSubscriptionKeys.clientOptions(search),
    queryFn: () => unwrap(api.admin.subscriptions["client-options"].$get({ query: { search } })),
    placeholderData: keepPreviousData,
  });
export type ClientOption = NonNullable<ReturnType<typeof useClientOptions>["data"]>["clients"][number];

export const usePlanOptions = () =>
  useQuery({ queryKey: adminSubscriptionKeys.planOptions(), queryFn: () => unwrap(api.admin.subscriptions["plan-options"].$get()) });

/** A plan change shows on the clients list (its plan column) and the dashboard too. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryRoots.adminSubscriptions, queryRoots.adminClients, queryRoots.adminDashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (json: AdminSubscriptionCreate) => unwrap(api.admin.subscriptions.$post({ json })),
    onSettled: refresh,
  });
}

export function useUpdateSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ subscriptionId, ...json }: AdminSubscriptionUpdate & { subscriptionId: string }) =>
      unwrap(api.admin.subscriptions[":subscriptionId"].$patch({ param: { subscriptionId }, json })),
    onSettled: refresh,
  });
}

export function useDeleteSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (subscriptionId: string) => unwrap(api.admin.subscriptions[":subscriptionId"].$delete({ param: { subscriptionId } })),
    onSettled: refresh,
  });
}
