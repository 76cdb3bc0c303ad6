import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { viewerTimeZone } from "../../../shared/schemas/payouts";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** spec 9: health is checked on load and every five minutes. */
export const HEALTH_POLL_MS = 5 * 60_000;

export const adminSettingsKeys = {
  all: queryRoots.adminSettings,
  overview: () => [...adminSettingsKeys.all, "overview"] as const,
  health: () => [...adminSettingsKeys.all, "health"] as const,
  activity: (page: number) => [...adminSettingsKeys.all, "activity", page] as const,
};

export const useSettingsOverview = () =>
  useQuery(queryOptions({ queryKey: adminSettingsKeys.overview(), queryFn: () => unwrap(api.admin.settings.$get()) }));
export type SettingsOverview = NonNullable<ReturnType<typeof useSettingsOverview>["data"]>;

/** The four checks run now on the server (not the report /api/health remembers). */
export const useAdminHealth = () =>
  useQuery({
    queryKey: adminSettingsKeys.health(),
    queryFn: () => unwrap(api.admin.settings.health.$get()),
    refetchInterval: HEALTH_POLL_MS,
    retry: false,
    staleTime: 0,
  });
export type HealthReport = NonNullable<ReturnType<typeof useAdminHealth>["data"]>;

export const useAdminActivity = (page: number) =>
  useQuery({
    queryKey: adminSettingsKeys.activity(page),
    queryFn: () => unwrap(api.admin.settings.activity.$get({ query: { page: String(page), timeZone: viewerTimeZone() } })),
    placeholderData: keepPreviousData,
  });

/** Clear Site Cache: the purge is recorded in the audit log, so the activity list refreshes. */
export function usePurgeSiteCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.settings["cache-purge"].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminSettingsKeys.all, "activity"] }),
  });
}
