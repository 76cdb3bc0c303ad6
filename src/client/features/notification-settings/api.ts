import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferencesInput } from "../../../shared/schemas/notification-preferences";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

// docs/decisions/068: /profile → Notifications. The sections below it (push devices, the phone)
// refresh this root when they change, as the Push and Text columns' hints read their state here.
export const notificationSettingsKeys = {
  all: queryRoots.notificationSettings,
  preferences: () => [...notificationSettingsKeys.all, "preferences"] as const,
};

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationSettingsKeys.preferences(),
    queryFn: () => unwrap(api.notifications.preferences.$get()),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());
export type NotificationPreferencesData = NonNullable<ReturnType<typeof useNotificationPreferences>["data"]>;

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => unwrap(api.notifications.preferences.$put({ json: input })),
    // The answer is the saved view: the section shows it without asking again.
    onSuccess: (view) => queryClient.setQueryData(notificationSettingsKeys.preferences(), view),
  });
}
