import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export const exceptionKeys = {
  all: queryRoots.adminExceptions,
  list: () => [...exceptionKeys.all, "list"] as const,
};

/** What needs a human changes minute by minute (a start passes, a window closes): read every minute. */
export const useExceptions = () =>
  useQuery({ queryKey: exceptionKeys.list(), queryFn: () => unwrap(api.admin.exceptions.$get()), staleTime: 0, refetchInterval: 60_000 });

export type Exceptions = NonNullable<ReturnType<typeof useExceptions>["data"]>;
export type ExceptionJob = Exceptions["noShows"]["rows"][number];
export type FailedPayment = Exceptions["failedPayments"]["rows"][number];
export type QuickFinish = Exceptions["quickFinishes"]["rows"][number];
export type AwaitingApproval = NonNullable<Exceptions["awaitingApproval"]>["rows"][number];
export type FailingCalendar = Exceptions["failingCalendars"]["rows"][number];

/** Gives a job nobody claimed a new claim window; the jobs lists change with it. */
export function useRepostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.admin.exceptions.jobs[":jobId"].repost.$post({ param: { jobId } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exceptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminJobs }),
      ]),
  });
}
