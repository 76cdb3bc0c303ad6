import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "../../../shared/schemas/review";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, input }: { jobId: string; input: ReviewInput }) =>
      unwrap(api.client.jobs[":jobId"].review.$put({ param: { jobId }, json: input })),
    // The job lists show the review (dashboard, history).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.clientJobs }),
  });
}
