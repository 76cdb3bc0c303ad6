import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CleanerProfileInput } from "../../../shared/schemas/cleaner-profile";
import { viewerTimeZone } from "../../../shared/schemas/payouts";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export const cleanerProfileKeys = {
  all: queryRoots.cleanerProfile,
  profile: () => [...cleanerProfileKeys.all, "profile"] as const,
  dashboard: () => [...cleanerProfileKeys.all, "dashboard"] as const,
};

export const cleanerProfileQuery = () =>
  queryOptions({ queryKey: cleanerProfileKeys.profile(), queryFn: async () => (await unwrap(api.cleaner.profile.$get())).profile });

export const cleanerDashboardQuery = () =>
  queryOptions({
    queryKey: cleanerProfileKeys.dashboard(),
    queryFn: () => unwrap(api.cleaner.dashboard.$get({ query: { timeZone: viewerTimeZone() } })),
    // Jobs are claimed and completed elsewhere: read afresh on each visit.
    staleTime: 0,
  });

export const useCleanerProfile = () => useQuery(cleanerProfileQuery());
export const useCleanerDashboard = () => useQuery(cleanerDashboardQuery());

export type CleanerProfile = NonNullable<ReturnType<typeof useCleanerProfile>["data"]>;
export type CleanerDashboardData = NonNullable<ReturnType<typeof useCleanerDashboard>["data"]>;

/**
 * Saves the profile (the first save creates the Pending record). The record changes what every
 * cleaner screen shows, so all of them are read again; `onSaved` lets the screen refresh more
 * (the account's name in the header).
 */
export function useSaveCleanerProfile({ onSaved }: { onSaved?: () => Promise<unknown> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CleanerProfileInput) => (await unwrap(api.cleaner.profile.$put({ json: input }))).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(cleanerProfileKeys.profile(), profile);
      return Promise.all([queryClient.invalidateQueries({ queryKey: cleanerProfileKeys.dashboard() }), onSaved?.()]);
    },
  });
}
