import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssignmentTab } from "../../../shared/schemas/assignments";
import type { PhotoUpload } from "../../../shared/schemas/job-photo";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** The cleaner's assignments under ['assignments']: each tab's pages and each job's report. */
export const assignmentKeys = {
  all: queryRoots.assignments,
  list: (tab: AssignmentTab) => [...assignmentKeys.all, "list", tab] as const,
  report: (jobId: string) => [...assignmentKeys.all, "report", jobId] as const,
};

export const assignmentsQuery = (tab: AssignmentTab) =>
  infiniteQueryOptions({
    queryKey: assignmentKeys.list(tab),
    queryFn: ({ pageParam }) => unwrap(api.cleaner.assignments.$get({ query: { tab, page: String(pageParam) } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export const jobReportQuery = (jobId: string) =>
  queryOptions({
    queryKey: assignmentKeys.report(jobId),
    queryFn: async () => (await unwrap(api.cleaner.assignments[":jobId"].report.$get({ param: { jobId } }))).report,
  });

export const useAssignments = (tab: AssignmentTab) => useInfiniteQuery(assignmentsQuery(tab));
export const useJobReport = (jobId: string, enabled = true) => useQuery({ ...jobReportQuery(jobId), enabled });

export type Assignment = NonNullable<ReturnType<typeof useAssignments>["data"]>["pages"][number]["rows"][number];
export type JobReport = NonNullable<ReturnType<typeof useJobReport>["data"]>;
export type JobReportPhoto = JobReport["photos"][number];

/** A start, a completion or a photo changes the tabs, the job's report, and the dashboard and payouts they feed. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.cleanerProfile }),
      queryClient.invalidateQueries({ queryKey: queryRoots.payouts }),
      queryClient.invalidateQueries({ queryKey: queryRoots.calendar }),
    ]);
}

export function useStartJob() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.cleaner.assignments[":jobId"].start.$post({ param: { jobId } })),
    // A refusal (already started elsewhere, deactivated) also means the list is out of date.
    onSettled: refresh,
  });
}

export function useCompleteJob() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.cleaner.assignments[":jobId"].complete.$post({ param: { jobId } })),
    onSettled: refresh,
  });
}

export function useUploadPhoto(jobId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: PhotoUpload) =>
      unwrap(
        api.cleaner.assignments[":jobId"].photos.$post({
          param: { jobId },
          form: { type: input.type, file: input.file, ...(input.note ? { note: input.note } : {}) },
        }),
      ),
    onSuccess: refresh,
  });
}
