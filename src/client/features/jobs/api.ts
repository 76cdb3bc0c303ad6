import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateJobInput } from "../../../shared/schemas/booking";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

/** Every list of the client's jobs lives under ['client-jobs'] (the review dialog refreshes them by it). */
export const clientJobKeys = {
  all: queryRoots.clientJobs,
  upcoming: () => [...clientJobKeys.all, "upcoming"] as const,
  history: () => [...clientJobKeys.all, "history"] as const,
  canceled: () => [...clientJobKeys.all, "canceled"] as const,
  /** One job's history (docs/decisions/066). */
  jobHistory: (jobId: string) => [...clientJobKeys.all, "job-history", jobId] as const,
  dashboard: () => [...clientJobKeys.all, "dashboard"] as const,
  bookingOptions: () => [...clientJobKeys.all, "booking-options"] as const,
};

export const upcomingJobsQuery = () =>
  queryOptions({ queryKey: clientJobKeys.upcoming(), queryFn: async () => (await unwrap(api.client.jobs.upcoming.$get())).jobs });

export const jobHistoryQuery = () =>
  queryOptions({ queryKey: clientJobKeys.history(), queryFn: async () => (await unwrap(api.client.jobs.history.$get())).jobs });

/** docs/decisions/066: History's Canceled tab, each job with who canceled it and why. */
export const canceledJobsQuery = () =>
  queryOptions({ queryKey: clientJobKeys.canceled(), queryFn: async () => (await unwrap(api.client.jobs.canceled.$get())).jobs });

export const clientJobHistoryQuery = (jobId: string) =>
  queryOptions({
    queryKey: clientJobKeys.jobHistory(jobId),
    queryFn: async () => (await unwrap(api.client.jobs[":jobId"].history.$get({ param: { jobId } }))).history,
  });

export const dashboardQuery = () =>
  queryOptions({ queryKey: clientJobKeys.dashboard(), queryFn: () => unwrap(api.client.dashboard.$get()) });

export const bookingOptionsQuery = () =>
  queryOptions({
    queryKey: clientJobKeys.bookingOptions(),
    queryFn: () => unwrap(api.client["booking-options"].$get()),
    // Units and the plan change on other screens: read afresh each time the form opens.
    staleTime: 0,
  });

export const useUpcomingJobs = () => useQuery(upcomingJobsQuery());
export const useJobHistory = () => useQuery(jobHistoryQuery());
export const useClientDashboard = () => useQuery(dashboardQuery());
export const useCanceledJobs = (enabled = true) => useQuery({ ...canceledJobsQuery(), enabled });
export const useBookingOptions = () => useQuery(bookingOptionsQuery());

export type ClientJob = NonNullable<ReturnType<typeof useUpcomingJobs>["data"]>[number];
export type HistoryJob = NonNullable<ReturnType<typeof useJobHistory>["data"]>[number];
export type CanceledJob = NonNullable<ReturnType<typeof useCanceledJobs>["data"]>[number];
export type BookingOptions = NonNullable<ReturnType<typeof useBookingOptions>["data"]>;
export type CoveringPlan = NonNullable<BookingOptions["plan"]>;

/** A booking or a cancel changes the job lists and the plan's cleans used. */
function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientJobKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.subscription }),
    ]);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  const invalidateJobs = useInvalidateJobs();
  // docs/decisions/025: a double-clicked Book Cleaning books one cleaning.
  return useIdempotentMutation({
    mutationFn: (input: CreateJobInput, headers) => unwrap(api.client.jobs.$post({ json: input }, { headers })),
    // The unit has a job now: its delete dialog must offer Deactivate instead (docs/decisions/013).
    onSuccess: () => Promise.all([invalidateJobs(), queryClient.invalidateQueries({ queryKey: queryRoots.units })]),
  });
}

export function useCancelJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.client.jobs[":jobId"].cancel.$post({ param: { jobId } })),
    // A refusal (the job was claimed meanwhile) also means the list is out of date.
    onSettled: invalidate,
  });
}
