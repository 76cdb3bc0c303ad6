import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "../../../shared/schemas/review";
import { api, unwrap } from "../../lib/api";

/** The job lists that show a review (dashboard, history) live under this prefix. */
export const CLIENT_JOBS_KEY = ["client-jobs"] as const;

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, input }: { jobId: string; input: ReviewInput }) =>
      unwrap(api.client.jobs[":jobId"].review.$put({ param: { jobId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_JOBS_KEY }),
  });
}
