import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "../../../shared/schemas/review";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, input }: { jobId: string; input: ReviewInput }) =>
      unwrap(api.client.jobs[":jobId"].review.$put({ param: { jobId }, json: input })),
    // The job lists show the review (dashboard, history).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.clientJobs }),
  });
}

/** The review prompt's "Keep Sam for this unit" (docs/decisions/055); a double click keeps once. */
export function useKeepCleaner() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ unitId, cleanerId }: { unitId: string; cleanerId: string }, headers) =>
      unwrap(api.client.units[":unitId"].cleaners.keep.$post({ param: { unitId }, json: { cleanerId } }, { headers })),
    // The unit's Cleaners dialog shows the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.units }),
  });
}
