import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnitCleanersInput, UnitCleanersView } from "../../../../shared/schemas/unit-cleaners";
import { api, unwrap } from "../../../lib/api";
import { queryRoots } from "../../../lib/query-keys";
import { useIdempotentMutation } from "../../../lib/use-idempotent-mutation";

// docs/decisions/055: a unit's preferred and backup cleaners, under the units' root.
export const unitCleanerKeys = {
  all: [...queryRoots.units, "cleaners"] as const,
  unit: (unitId: string) => [...unitCleanerKeys.all, unitId] as const,
};

export const unitCleanersQuery = (unitId: string) =>
  queryOptions({
    queryKey: unitCleanerKeys.unit(unitId),
    queryFn: () => unwrap(api.client.units[":unitId"].cleaners.$get({ param: { unitId } })),
  });

export const useUnitCleaners = (unitId: string, enabled = true) => useQuery({ ...unitCleanersQuery(unitId), enabled });
export type UnitCleaner = UnitCleanersView["preferred"][number];
export type CleanerCandidate = UnitCleanersView["candidates"][number];

/** Saves both lists; a double click saves once. */
export function useSaveUnitCleaners(unitId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: UnitCleanersInput, headers) =>
      unwrap(api.client.units[":unitId"].cleaners.$put({ param: { unitId }, json: input }, { headers })),
    onSuccess: (view) => queryClient.setQueryData(unitCleanerKeys.unit(unitId), view),
    // A refusal (someone deactivated meanwhile) may mean the lists are out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: unitCleanerKeys.unit(unitId) }),
  });
}

/** The answer time applies to every unit: each unit's dialog shows it. */
export function useSetOfferTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => unwrap(api.client["offer-time"].$put({ json: { minutes } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitCleanerKeys.all }),
  });
}
