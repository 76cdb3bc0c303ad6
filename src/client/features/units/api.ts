import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnitInput } from "../../../shared/schemas/unit";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export const unitKeys = {
  all: queryRoots.units,
  list: () => [...unitKeys.all, "list"] as const,
};

export const unitsQuery = () =>
  queryOptions({ queryKey: unitKeys.list(), queryFn: async () => (await unwrap(api.client.units.$get())).units });

export const useUnits = () => useQuery(unitsQuery());
export type Unit = NonNullable<ReturnType<typeof useUnits>["data"]>[number];

/** The job lists show each job's unit label, and the booking form lists the active units. */
function useInvalidateUnits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unitKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.clientJobs }),
    ]);
}

/** Adds a unit, or edits one when `unitId` is given. */
export function useSaveUnit() {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: ({ unitId, input }: { unitId?: string; input: UnitInput }) =>
      unitId
        ? unwrap(api.client.units[":unitId"].$patch({ param: { unitId }, json: input }))
        : unwrap(api.client.units.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useSetUnitActive() {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: ({ unitId, isActive }: { unitId: string; isActive: boolean }) =>
      unwrap(api.client.units[":unitId"].status.$patch({ param: { unitId }, json: { isActive } })),
    onSuccess: invalidate,
  });
}

export function useDeleteUnit() {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: (unitId: string) => unwrap(api.client.units[":unitId"].$delete({ param: { unitId } })),
    // A 409 (the unit has jobs) may mean the list is out of date: refresh it either way.
    onSettled: invalidate,
  });
}
