import { Bell } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { toastFailure } from "../../lib/error-toast";
import { formatDateTime } from "../../lib/format";
import { unreadOf, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, type BellNotification } from "./api";

export const BELL_WORDS = {
  heading: "Notifications",
  empty: "No notifications yet.",
  loadFailed: "Failed to load notifications. Please try again.",
  markAll: "Mark all read",
  markAllFailed: "Failed to mark notifications read. Please try again.",
  loadMore: "Load more",
  loadMoreFailed: "Failed to load more notifications. Please try again.",
} as const;

/** "99+" past 99, as the sidebar's counts. */
const shownCount = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * docs/decisions/068: the bell in every portal's header. Its name says the unread count ("Notifications,
 * 3 unread", WCAG 2.5.3: it holds the count shown); it opens the list, newest first, unread ones
 * marked; opening one goes to its screen and marks it read. The count and list follow the live
 * stream (use-live-updates.ts).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const bell = useNotifications();
  const unread = unreadOf(bell.data);
  const markAll = useMarkAllNotificationsRead();
  const headingId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? `Notifications, ${shownCount(unread)} unread` : "Notifications"}
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] font-semibold leading-5 text-primary-foreground"
            >
              {shownCount(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="flex w-96 flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            {BELL_WORDS.heading}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (error) => toastFailure(error, BELL_WORDS.markAllFailed) })}
          >
            {BELL_WORDS.markAll}
          </Button>
        </div>
        <BellList bell={bell} onOpened={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function BellList({ bell, onOpened }: { bell: ReturnType<typeof useNotifications>; onOpened: () => void }) {
  const markRead = useMarkNotificationRead();
  if (bell.isPending)
    return (
      <div className="flex justify-center p-6">
        <Spinner label="Loading notifications" />
      </div>
    );
  if (bell.isError)
    return (
      <div className="p-3">
        <LoadError message={BELL_WORDS.loadFailed} onRetry={() => void bell.refetch()} />
      </div>
    );
  const notifications = bell.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) return <p className="p-6 text-center text-sm text-muted-foreground">{BELL_WORDS.empty}</p>;
  const open = (notification: BellNotification) => {
    // A failed mark leaves it unread: nothing to tell, the next open marks it.
    if (notification.readAt === null) markRead.mutate(notification.id);
    onOpened();
  };
  return (
    <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
      <ul aria-label="Notifications, newest first" className="divide-y divide-border">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <BellItem notification={notification} onOpen={() => open(notification)} />
          </li>
        ))}
      </ul>
      {bell.hasNextPage && (
        <div className="border-t border-border p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={bell.isFetchingNextPage}
            onClick={() =>
              void bell.fetchNextPage().then((result) => result.isError && toastFailure(result.error, BELL_WORDS.loadMoreFailed))
            }
          >
            {bell.isFetchingNextPage ? "Loading…" : BELL_WORDS.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}

function BellItem({ notification, onOpen }: { notification: BellNotification; onOpen: () => void }) {
  const unread = notification.readAt === null;
  return (
    <Link
      to={notification.link}
      onClick={onOpen}
      className={cn(
        "flex gap-3 px-4 py-3 text-left outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
        unread && "bg-accent/40",
      )}
    >
      <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")} />
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm", unread ? "font-semibold" : "font-medium")}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="block break-words text-sm text-muted-foreground">{notification.body}</span>
        <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
          {formatDateTime(notification.createdAt)}
        </time>
      </span>
    </Link>
  );
}
