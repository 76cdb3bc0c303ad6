import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssignmentTab } from "../../../shared/schemas/assignments";
import type { PhotoUpload } from "../../../shared/schemas/job-photo";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

/** The cleaner's assignments under ['assignments']: each tab's pages and each job's report. */
export const assignmentKeys = {
  all: queryRoots.assignments,
  /** Every tab's pages: a job's live change refreshes them (docs/decisions/068). */
  lists: () => [...assignmentKeys.all, "list"] as const,
  list: (tab: AssignmentTab, page: number) => [...assignmentKeys.lists(), tab, page] as const,
  report: (jobId: string) => [...assignmentKeys.all, "report", jobId] as const,
  history: (jobId: string) => [...assignmentKeys.all, "history", jobId] as const,
};

/** docs/decisions/066: the job's history as its cleaner may read it. */
export const assignmentHistoryQuery = (jobId: string) =>
  queryOptions({
    queryKey: assignmentKeys.history(jobId),
    queryFn: async () => (await unwrap(api.cleaner.assignments[":jobId"].history.$get({ param: { jobId } }))).history,
  });

/** One page of a tab, with the counts of every tab. */
export const assignmentsQuery = (tab: AssignmentTab, page: number) =>
  queryOptions({
    queryKey: assignmentKeys.list(tab, page),
    queryFn: () => unwrap(api.cleaner.assignments.$get({ query: { tab, page: String(page) } })),
  });

export const jobReportQuery = (jobId: string) =>
  queryOptions({
    queryKey: assignmentKeys.report(jobId),
    queryFn: async () => (await unwrap(api.cleaner.assignments[":jobId"].report.$get({ param: { jobId } }))).report,
  });

export const useAssignments = (tab: AssignmentTab, page: number) =>
  useQuery({ ...assignmentsQuery(tab, page), placeholderData: keepPreviousData });
export const useJobReport = (jobId: string, enabled = true) => useQuery({ ...jobReportQuery(jobId), enabled });

export type AssignmentList = NonNullable<ReturnType<typeof useAssignments>["data"]>;
export type Assignment = AssignmentList["rows"][number];
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

/** docs/decisions/071: On my way, with the minutes away; a double tap is one (its Idempotency-Key). */
export function useOnMyWay() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ jobId, etaMinutes }: { jobId: string; etaMinutes: number }, headers) =>
      unwrap(api.cleaner.assignments[":jobId"]["on-my-way"].$post({ param: { jobId }, json: { etaMinutes } }, { headers })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
