import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../../lib/api-error";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { confirmedRecently, existingSubscription, noteConfirmed, rememberThisDevice, subscribeThisBrowser } from "./browser-push";

// docs/decisions/069: /profile → Push notifications: this browser's subscription and the person's devices.
export const pushDeviceKeys = {
  all: queryRoots.pushDevices,
  list: () => [...pushDeviceKeys.all, "list"] as const,
  publicKey: () => [...pushDeviceKeys.all, "key"] as const,
};

export const pushDevicesQuery = () =>
  queryOptions({ queryKey: pushDeviceKeys.list(), queryFn: () => unwrap(api.push.subscriptions.$get()) });
export const usePushDevices = () => useQuery(pushDevicesQuery());
export type PushDevice = NonNullable<ReturnType<typeof usePushDevices>["data"]>["devices"][number];

/** Devices changed: the list, and the Notifications table's Push hints (they read whether any exists). */
async function refreshDevices(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: pushDeviceKeys.all });
  await queryClient.invalidateQueries({ queryKey: queryRoots.notificationSettings });
}

/** "Turn on notifications on this device": permission, worker, subscription, then the server. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery({
        queryKey: pushDeviceKeys.publicKey(),
        queryFn: () => unwrap(api.push.key.$get()),
        staleTime: Infinity,
      });
      const subscription = await subscribeThisBrowser(publicKey);
      const json = {
        endpoint: subscription.endpoint ?? "",
        keys: { p256dh: subscription.keys?.p256dh ?? "", auth: subscription.keys?.auth ?? "" },
      };
      return unwrap(api.push.subscriptions.$post({ json }));
    },
    onSuccess: async ({ device }) => {
      rememberThisDevice(device.id);
      await refreshDevices(queryClient);
    },
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, thisDevice }: { id: string; thisDevice: boolean }) => {
      await unwrap(api.push.subscriptions[":id"].$delete({ param: { id } }));
      // This browser stops receiving too, not only the server's list.
      if (thisDevice) {
        rememberThisDevice(null);
        await (await existingSubscription())?.unsubscribe().catch(() => false);
      }
    },
    onSuccess: () => refreshDevices(queryClient),
  });
}

/**
 * On portal start: the browser still holds its subscription, so the server keeps the device (30
 * days without and it is dropped). At most once a day per person; a device the server no longer has
 * for this person (removed, or another person's) is forgotten here, never re-added silently.
 */
export function useConfirmPushDevice(userId: string | undefined) {
  useEffect(() => {
    if (!userId || confirmedRecently(userId)) return;
    let cancelled = false;
    void (async () => {
      const subscription = await existingSubscription().catch(() => null);
      if (!subscription || cancelled) return;
      try {
        const { device } = await unwrap(api.push.subscriptions.confirm.$post({ json: { endpoint: subscription.endpoint } }));
        rememberThisDevice(device.id);
        noteConfirmed(userId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          rememberThisDevice(null);
          noteConfirmed(userId);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
