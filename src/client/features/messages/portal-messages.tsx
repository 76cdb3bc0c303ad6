import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import type { Role } from "../../../shared/domain/roles";
import { Button } from "../../components/ui/button";
import { useUnreadCounts } from "./api";
import { UnreadBadge } from "./unread-badge";
import { useMessageStream, type StreamListeners } from "./use-message-stream";

const READERS: readonly (Role | null)[] = ["client", "cleaner", "admin"];

/**
 * Keeps the portal's message caches live while a signed-in reader is on any of its pages; the same
 * stream tells `listeners` of the bell's and the jobs' changes (docs/decisions/068).
 */
export function LiveMessages({ role, listeners }: { role: Role | null; listeners?: StreamListeners }) {
  useMessageStream(READERS.includes(role), listeners);
  return null;
}

/**
 * The client's sidebar badge: every unread message on Messages (docs/decisions/067). On Upcoming
 * and History it read as a count of jobs.
 */
export function useSidebarUnread(role: Role | null): Partial<Record<string, number>> {
  const unread = useUnreadCounts(role === "client");
  if (role !== "client" || !unread.data) return {};
  return { "/client/messages": unread.data.total };
}

/** Messages is not in the cleaner's sidebar (spec 2): the header links to it, with the unread count. */
export function MessagesHeaderLink() {
  const unread = useUnreadCounts();
  const count = unread.data?.total ?? 0;
  return (
    <Button asChild variant="ghost" size="sm" className="gap-1.5">
      {/* WCAG 2.5.3: named by its content, "Messages 2 unread", which holds what it shows. */}
      <Link to="/cleaner/messages">
        <MessageSquare aria-hidden />
        <span className="sr-only sm:not-sr-only">Messages</span> <UnreadBadge count={count} className="pointer-events-none" />
      </Link>
    </Button>
  );
}
