import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnitInput } from "../../../shared/schemas/unit";
import { api, unwrap } from "../../lib/api";

export const unitKeys = {
  all: ["units"] as const,
  list: () => [...unitKeys.all, "list"] as const,
};

export const unitsQuery = () =>
  queryOptions({ queryKey: unitKeys.list(), queryFn: async () => (await unwrap(api.client.units.$get())).units });

export const useUnits = () => useQuery(unitsQuery());
export type Unit = NonNullable<ReturnType<typeof useUnits>["data"]>[number];

function useInvalidateUnits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: unitKeys.all });
}

/** Adds a unit, or edits one when `unitId` is given. */
export function useSaveUnit() {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: ({ unitId, input }: { unitId?: string; input: UnitInput }) =>
      unitId ? unwrap(api.client.units[":unitId"].$patch({ param: { unitId }, json: input })) : unwrap(api.client.units.$post({ json: input })),
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
