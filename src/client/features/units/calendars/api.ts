import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddCalendarInput, TurnoverSettingsInput } from "../../../../shared/schemas/calendars";
import { api, unwrap } from "../../../lib/api";
import { queryRoots } from "../../../lib/query-keys";
import { unitKeys } from "../api";

// docs/decisions/054: a unit's rental calendars and turnover settings, under the units' root.
export const unitCalendarKeys = {
  all: [...queryRoots.units, "calendars"] as const,
  unit: (unitId: string) => [...unitCalendarKeys.all, unitId] as const,
};

export const unitCalendarsQuery = (unitId: string) =>
  queryOptions({
    queryKey: unitCalendarKeys.unit(unitId),
    queryFn: () => unwrap(api.client.units[":unitId"].calendars.$get({ param: { unitId } })),
  });

export const useUnitCalendars = (unitId: string, enabled = true) => useQuery({ ...unitCalendarsQuery(unitId), enabled });
export type UnitCalendars = NonNullable<ReturnType<typeof useUnitCalendars>["data"]>;
export type UnitCalendar = UnitCalendars["calendars"][number];
export type TurnoverSettings = UnitCalendars["settings"];

/** The unit's feeds, and the units list, whose cards show a failing feed (issue 40). */
function useRefreshUnit(unitId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unitCalendarKeys.unit(unitId) }),
      queryClient.invalidateQueries({ queryKey: unitKeys.list() }),
    ]);
}

export function useAddCalendar(unitId: string) {
  const refresh = useRefreshUnit(unitId);
  return useMutation({
    mutationFn: (input: AddCalendarInput) => unwrap(api.client.units[":unitId"].calendars.$post({ param: { unitId }, json: input })),
    // A 409 (already connected, or the limit) may mean the list is out of date: refresh it either way.
    onSettled: refresh,
  });
}

/** What the feed would book, asked before it is connected; writes nothing (docs/decisions/065). */
export function usePreviewCalendar(unitId: string) {
  return useMutation({
    mutationFn: (input: AddCalendarInput) =>
      unwrap(api.client.units[":unitId"].calendars.preview.$post({ param: { unitId }, json: input })).then(({ preview }) => preview),
  });
}

export function useRemoveCalendar(unitId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshUnit(unitId);
  return useMutation({
    mutationFn: (calendarId: string) => unwrap(api.client.calendars[":calendarId"].$delete({ param: { calendarId } })),
    // A removed feed no longer needs attention on the dashboard either. Not awaited: the refetched
    // list no longer holds the feed's row, and a row gone before the mutation settles would drop
    // the caller's own onSuccess (its "Calendar removed" toast).
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: queryRoots.clientJobs });
    },
  });
}

/** Sync now: the feed's row comes back with the result; the client's job lists may have changed. */
export function useSyncCalendar(unitId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshUnit(unitId);
  return useMutation({
    mutationFn: (calendarId: string) => unwrap(api.client.calendars[":calendarId"].sync.$post({ param: { calendarId } })),
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryRoots.clientJobs })]),
  });
}

export function useSaveTurnoverSettings(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TurnoverSettingsInput) =>
      unwrap(api.client.units[":unitId"]["turnover-settings"].$put({ param: { unitId }, json: input })),
    onSuccess: ({ settings }) =>
      queryClient.setQueryData(unitCalendarKeys.unit(unitId), (current: UnitCalendars | undefined) =>
        current ? { ...current, settings } : current,
      ),
    // Saving re-times the unit's future turnovers (docs/decisions/065): the job lists change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.clientJobs }),
  });
}
