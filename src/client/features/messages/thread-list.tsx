import type { Role } from "../../../shared/domain/roles";
import { cn } from "../../lib/cn";
import { formatJobDate } from "../../lib/format";
import type { ThreadSummary } from "./api";
import { UnreadBadge } from "./unread-badge";

/** Who the reader is talking to: the client for a cleaner, the cleaner for a client, both for Support. */
export function counterpartName(thread: Pick<ThreadSummary, "clientName" | "cleanerName">, role: Role): string {
  if (role === "cleaner") return thread.clientName;
  if (role === "client") return thread.cleanerName;
  return `${thread.clientName} · ${thread.cleanerName}`;
}

/** spec 2: one row per job conversation: type, name, date, last message, unread badge, message count. */
export function ThreadList({
  threads,
  role,
  selectedJobId,
  onSelect,
}: {
  threads: ThreadSummary[];
  role: Role;
  selectedJobId: string | null;
  onSelect: (jobId: string) => void;
}) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Conversations">
      {threads.map((thread) => {
        const selected = thread.jobId === selectedJobId;
        return (
          <li key={thread.jobId}>
            <button
              type="button"
              onClick={() => onSelect(thread.jobId)}
              aria-current={selected ? "true" : undefined}
              className={cn(
                "flex w-full flex-col gap-1 rounded-md border border-transparent px-3 py-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                selected && "border-border bg-muted",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{thread.type}</span>
                <UnreadBadge count={thread.unreadCount} />
              </span>
              <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span className="truncate">{counterpartName(thread, role)}</span>
                <span className="shrink-0">{formatJobDate(thread.scheduledStart, thread.timeZone)}</span>
              </span>
              <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                <span className={cn("truncate", thread.unreadCount > 0 && "font-medium text-foreground")}>
                  {thread.lastMessage?.content ?? "No messages yet"}
                </span>
                <span className="shrink-0 text-xs">
                  {thread.messageCount} {thread.messageCount === 1 ? "message" : "messages"}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
