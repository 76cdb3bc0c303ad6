import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AvailabilityValues } from "../../../shared/schemas/availability";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** The browser's zone: the month grid's days and "today" are the cleaner's own. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const calendarKeys = {
  all: queryRoots.calendar,
  months: () => [...calendarKeys.all, "month"] as const,
  month: (month: string, timeZone: string) => [...calendarKeys.months(), month, timeZone] as const,
  feed: () => [...calendarKeys.all, "feed"] as const,
};

export const calendarMonthQuery = (month: string, timeZone: string) =>
  queryOptions({
    queryKey: calendarKeys.month(month, timeZone),
    queryFn: () => unwrap(api.cleaner.calendar.$get({ query: { month, timeZone } })),
    // Moving between months keeps the last one on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

export const calendarFeedQuery = () =>
  queryOptions({ queryKey: calendarKeys.feed(), queryFn: async () => (await unwrap(api.cleaner["calendar-feed"].$get())).active });

export const useCalendarMonth = (month: string, timeZone: string) => useQuery(calendarMonthQuery(month, timeZone));
export const useCalendarFeed = () => useQuery(calendarFeedQuery());

export type CalendarMonth = NonNullable<ReturnType<typeof useCalendarMonth>["data"]>;
export type WeeklyRule = CalendarMonth["weeklyRules"][number];
export type OneOffBlock = CalendarMonth["oneOffBlocks"][number];
export type TimeOff = CalendarMonth["timeOff"][number];
export type CalendarAssignment = CalendarMonth["assignments"][number];

function useInvalidateCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKeys.months() });
}

export function useAddAvailability() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (input: AvailabilityValues) => unwrap(api.cleaner.availability.$post({ json: input })),
    onSuccess: invalidate,
  });
}

/** Deletes a weekly rule or one-time block (`availability`) or time off. */
export function useDeleteCalendarEntry() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: async (entry: { kind: "availability" | "timeOff"; id: string }) => {
      if (entry.kind === "availability")
        await unwrap(api.cleaner.availability[":availabilityId"].$delete({ param: { availabilityId: entry.id } }));
      else await unwrap(api.cleaner["time-off"][":timeoffId"].$delete({ param: { timeoffId: entry.id } }));
    },
    // A 404 (deleted in another tab) also means the list is out of date.
    onSettled: invalidate,
  });
}

/**
 * Creates the feed's link, or replaces it (the old one stops working). The server keeps only a
 * hash of it, so the answer is the one time the link can be shown: the card holds it while open.
 */
export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.cleaner["calendar-feed"].$post())).url,
    onSuccess: () => queryClient.setQueryData(calendarKeys.feed(), true),
  });
}
