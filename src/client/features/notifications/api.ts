import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** The bell's list and count live under ['notifications']: the live stream refreshes them by that root (docs/decisions/068). */
export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...notificationKeys.all, "list"] as const,
};

export type NotificationPage = InferResponseType<typeof api.notifications.$get, 200>;
export type BellNotification = NotificationPage["notifications"][number];
type BellData = InfiniteData<NotificationPage, string | null>;

/** Newest first, 20 a page; each page carries the unread count of the whole bell. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => unwrap(api.notifications.$get({ query: pageParam === null ? {} : { before: pageParam } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());

/** The count on the bell: the newest page's, which the server counts over every unread one. */
export const unreadOf = (data: { pages: NotificationPage[] } | undefined): number => data?.pages[0]?.unread ?? 0;

/** Shows `ids` read at once (or all of them), so the count drops as the person opens one. */
function showRead(queryClient: QueryClient, ids: "all" | string[]) {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<BellData>(notificationKeys.list(), (data) => {
    if (!data) return data;
    const marks = (notification: BellNotification) => notification.readAt === null && (ids === "all" || ids.includes(notification.id));
    const newlyRead = data.pages.flatMap((page) => page.notifications).filter(marks).length;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unread: ids === "all" ? 0 : Math.max(0, page.unread - newlyRead),
        notifications: page.notifications.map((notification) => (marks(notification) ? { ...notification, readAt } : notification)),
      })),
    };
  });
}

const refreshBell = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/** Opening a notification marks it read (the person's own mark; their other tabs hear of it). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.notifications[":id"].read.$post({ param: { id } })),
    onMutate: (id) => showRead(queryClient, [id]),
    onSettled: () => refreshBell(queryClient),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.notifications["read-all"].$post()),
    onSuccess: () => showRead(queryClient, "all"),
    onSettled: () => refreshBell(queryClient),
  });
}
