import { queryOptions, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminJobFilters, AdminJobStatusInput } from "../../../shared/schemas/admin-jobs";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

/** Under ['admin-jobs']: the list pages, one job's details, the cleaner picker's searches. */
export const adminJobKeys = {
  all: queryRoots.adminJobs,
  /** Every page of the list, whatever its filters: a job's live change refreshes them (docs/decisions/068). */
  lists: () => [...adminJobKeys.all, "list"] as const,
  list: (filters: AdminJobFilters) => [...adminJobKeys.lists(), filters] as const,
  detail: (jobId: string) => [...adminJobKeys.all, "detail", jobId] as const,
  history: (jobId: string) => [...adminJobKeys.all, "history", jobId] as const,
  cleaners: (search: string) => [...adminJobKeys.all, "cleaners", search] as const,
};

/** Clients book and cleaners claim all the time: read afresh on each visit. */
export const useAdminJobs = (filters: AdminJobFilters) =>
  useQuery(
    pagedListQuery(adminJobKeys.list(filters), filters.page, (page) =>
      unwrap(
        api.admin.jobs.$get({
          query: { search: filters.search, status: filters.status, type: filters.type, dispatch: filters.dispatch, tab: filters.tab, page },
        }),
      ),
    ),
  );
export type AdminJobList = NonNullable<ReturnType<typeof useAdminJobs>["data"]>;
export type AdminJobRow = AdminJobList["rows"][number];

export const useAdminJobDetails = (jobId: string | null) =>
  useQuery({
    queryKey: adminJobKeys.detail(jobId ?? ""),
    queryFn: () => unwrap(api.admin.jobs[":jobId"].$get({ param: { jobId: jobId ?? "" } })),
    enabled: jobId !== null,
    staleTime: 0,
  });
/** docs/decisions/066: the job's whole history, for admins. */
export const adminJobHistoryQuery = (jobId: string) =>
  queryOptions({
    queryKey: adminJobKeys.history(jobId),
    queryFn: async () => (await unwrap(api.admin.jobs[":jobId"].history.$get({ param: { jobId } }))).history,
  });

export type AdminJobDetails = NonNullable<ReturnType<typeof useAdminJobDetails>["data"]>;

export const useAssignableCleaners = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: adminJobKeys.cleaners(search),
    queryFn: () => unwrap(api.admin.jobs["assignable-cleaners"].$get({ query: { search } })),
    enabled,
    placeholderData: keepPreviousData,
  });
export type AssignableCleaner = NonNullable<ReturnType<typeof useAssignableCleaners>["data"]>["cleaners"][number];

/** A change to a job moves the admin's other counts too (dashboard, exceptions). */
function useRefreshAfterJobChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryRoots.adminJobs, queryRoots.adminDashboard, queryRoots.adminExceptions].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useChangeJobStatus() {
  const refresh = useRefreshAfterJobChange();
  return useMutation({
    mutationFn: ({ jobId, ...json }: AdminJobStatusInput & { jobId: string }) =>
      unwrap(api.admin.jobs[":jobId"].status.$patch({ param: { jobId }, json })),
    onSettled: refresh,
  });
}

export function useDeleteJob() {
  const refresh = useRefreshAfterJobChange();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.admin.jobs[":jobId"].$delete({ param: { jobId } })),
    onSettled: refresh,
  });
}

export function useApproveApplication() {
  const refresh = useRefreshAfterJobChange();
  // docs/decisions/025: a double-clicked Approve gives the job once and reports that, not "already decided".
  return useIdempotentMutation({
    mutationFn: ({ jobId, applicationId }: { jobId: string; applicationId: string }, headers) =>
      unwrap(api.admin.jobs[":jobId"].applications[":applicationId"].approve.$post({ param: { jobId, applicationId } }, { headers })),
    onSettled: refresh,
  });
}
