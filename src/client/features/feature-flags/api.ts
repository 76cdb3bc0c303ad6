import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFeatureFlagInput } from "../../../shared/schemas/feature-flags";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export const featureFlagKeys = {
  all: queryRoots.featureFlags,
  list: () => [...featureFlagKeys.all, "list"] as const,
};

export const featureFlagsQuery = () =>
  queryOptions({ queryKey: featureFlagKeys.list(), queryFn: async () => (await unwrap(api.admin["feature-flags"].$get())).flags });

export const useFeatureFlags = () => useQuery(featureFlagsQuery());
export type FeatureFlag = NonNullable<ReturnType<typeof useFeatureFlags>["data"]>[number];

/** Settings lists the enabled flags (Production Feature Flags): a change refreshes it too. */
function useInvalidateFlags() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: featureFlagKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.adminSettings }),
    ]);
}

export function useCreateFeatureFlag() {
  const invalidate = useInvalidateFlags();
  return useMutation({
    mutationFn: async (input: CreateFeatureFlagInput) => (await unwrap(api.admin["feature-flags"].$post({ json: input }))).flag,
    onSuccess: invalidate,
  });
}

export function useSetFeatureFlag() {
  const invalidate = useInvalidateFlags();
  return useMutation({
    mutationFn: ({ flagId, enabled }: { flagId: string; enabled: boolean }) =>
      unwrap(api.admin["feature-flags"][":flagId"].$patch({ param: { flagId }, json: { enabled } })),
    // A failure may mean the list is out of date (a flag someone else changed): refresh either way.
    onSettled: invalidate,
  });
}
