import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

// docs/decisions/055: the units a cleaner is preferred (or a backup) for.
export const preferredUnitKeys = {
  all: queryRoots.preferredUnits,
  list: () => [...preferredUnitKeys.all, "list"] as const,
};

export const usePreferredUnits = () =>
  useQuery({
    queryKey: preferredUnitKeys.list(),
    queryFn: async () => (await unwrap(api.cleaner["preferred-units"].$get())).units,
    // Clients and admins change their lists at any time: read afresh on each visit.
    staleTime: 0,
  });
export type PreferredUnit = NonNullable<ReturnType<typeof usePreferredUnits>["data"]>[number];

/** Step down: a second press (or a retry) gets the same answer from the server, so no key is needed. */
export function useStepDown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) => unwrap(api.cleaner["preferred-units"][":unitId"].$delete({ param: { unitId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: preferredUnitKeys.all }),
  });
}
