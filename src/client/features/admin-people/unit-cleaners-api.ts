import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnitCleanersInput } from "../../../shared/schemas/unit-cleaners";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

// docs/decisions/055: a client's units and each unit's preferred and backup cleaners, as an admin sets them.
export const adminUnitCleanerKeys = {
  all: queryRoots.adminUnitCleaners,
  clientUnits: (clientId: string) => [...adminUnitCleanerKeys.all, "client", clientId] as const,
  unit: (unitId: string) => [...adminUnitCleanerKeys.all, "unit", unitId] as const,
  search: (unitId: string, q: string) => [...adminUnitCleanerKeys.unit(unitId), q] as const,
};

export const useAdminClientUnits = (clientId: string | null) =>
  useQuery({
    queryKey: adminUnitCleanerKeys.clientUnits(clientId ?? ""),
    queryFn: async () => (await unwrap(api.admin.clients[":clientId"].units.$get({ param: { clientId: clientId ?? "" } }))).units,
    enabled: clientId !== null,
    staleTime: 0,
  });
export type AdminClientUnit = NonNullable<ReturnType<typeof useAdminClientUnits>["data"]>[number];

/** The unit's lists and the Active cleaners matching `q`; the last answer stays while a new search loads. */
export const useAdminUnitCleaners = (unitId: string | null, q: string) =>
  useQuery({
    queryKey: adminUnitCleanerKeys.search(unitId ?? "", q),
    queryFn: () => unwrap(api.admin.units[":unitId"].cleaners.$get({ param: { unitId: unitId ?? "" }, query: { q } })),
    enabled: unitId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
export type AdminUnitCleaners = NonNullable<ReturnType<typeof useAdminUnitCleaners>["data"]>;
export type AdminUnitCleaner = AdminUnitCleaners["preferred"][number];
export type AdminCleanerCandidate = AdminUnitCleaners["candidates"][number];

/** Save: a double click saves once (and leaves one audit row). */
export function useSaveAdminUnitCleaners(unitId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: UnitCleanersInput, headers) =>
      unwrap(api.admin.units[":unitId"].cleaners.$put({ param: { unitId }, json: input }, { headers })),
    // The unit's counts in the client's dialog change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUnitCleanerKeys.all }),
  });
}
