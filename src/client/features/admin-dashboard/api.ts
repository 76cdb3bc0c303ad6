import { queryOptions, useQuery } from "@tanstack/react-query";
import { viewerTimeZone } from "../../../shared/schemas/payouts";
import type { HealthChecksResult } from "../../components/health-checks";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** spec 9: the health monitor checks on load and every five minutes. */
export const HEALTH_POLL_MS = 5 * 60_000;

export const adminDashboardKeys = {
  all: queryRoots.adminDashboard,
  overview: () => [...adminDashboardKeys.all, "overview"] as const,
  health: () => [...adminDashboardKeys.all, "health"] as const,
};

export const useAdminDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: adminDashboardKeys.overview(),
      queryFn: () => unwrap(api.admin.dashboard.$get({ query: { timeZone: viewerTimeZone() } })),
      staleTime: 0,
    }),
  );

export type AdminDashboard = NonNullable<ReturnType<typeof useAdminDashboard>["data"]>;

export interface HealthResult {
  status: "healthy" | "unhealthy";
  checks: HealthChecksResult;
}

/**
 * spec 7 health: an unhealthy report comes with 503 and is still a report; only a call that gives
 * no report at all is the check itself failing (spec 8: the amber System Alert).
 */
async function fetchHealth(): Promise<HealthResult> {
  const response = await api.health.$get();
  const body: unknown = await response.json().catch(() => null);
  if ((response.ok || response.status === 503) && body && typeof body === "object" && "status" in body && "checks" in body)
    return body as HealthResult;
  throw new Error("Could not complete system health check");
}

export const useSystemHealth = () =>
  useQuery({ queryKey: adminDashboardKeys.health(), queryFn: fetchHealth, refetchInterval: HEALTH_POLL_MS, retry: false, staleTime: 0 });
