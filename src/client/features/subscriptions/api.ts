import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

export const subscriptionKeys = {
  all: queryRoots.subscription,
  current: () => [...subscriptionKeys.all, "current"] as const,
  plans: () => [...subscriptionKeys.all, "plans"] as const,
};

export const currentSubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: async () => (await unwrap(api.client.subscription.$get())).subscription,
    // Bookings elsewhere change the cleans used: read afresh on each visit.
    staleTime: 0,
  });

export const plansQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async () => (await unwrap(api.client.plans.$get())).plans,
    staleTime: 5 * 60_000,
  });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQuery());
export const usePlans = (enabled: boolean) => useQuery({ ...plansQuery(), enabled });

export type CurrentSubscription = NonNullable<ReturnType<typeof useCurrentSubscription>["data"]>;
export type Plan = NonNullable<ReturnType<typeof usePlans>["data"]>[number];

export function useSubscribe() {
  const queryClient = useQueryClient();
  // docs/decisions/025: one charge however often Subscribe is pressed.
  return useIdempotentMutation({
    mutationFn: (planId: string, headers) => unwrap(api.client.subscription.$post({ json: { planId } }, { headers })),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(subscriptionKeys.current(), subscription);
      // Subscribing records a payment.
      void queryClient.invalidateQueries({ queryKey: queryRoots.billing });
    },
    // A 409 means a plan exists already (another tab): show it.
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.client.subscription.cancel.$post()),
    onSuccess: ({ subscription }) => queryClient.setQueryData(subscriptionKeys.current(), subscription),
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }),
  });
}
