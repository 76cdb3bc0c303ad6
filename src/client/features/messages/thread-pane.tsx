import { Paperclip } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { senderLabel } from "../../../shared/domain/messages";
import { QueryState } from "../../components/load-states";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format";
import { useMarkThreadRead, useThread, type ThreadMessage } from "./api";
import { MessageComposer } from "./message-composer";

// spec 8 and 2
const LOAD_FAILED = "Failed to load messages";
const NO_MESSAGES = "No messages yet. Start the conversation!";

/**
 * spec 2: one job's thread, 600 px high: bubbles oldest first (your own on the right), then the
 * composer. Opening it, and each message someone else sends while it is open, marks it read.
 */
export function ThreadPane({
  jobId,
  viewerId,
  header,
  className,
}: {
  jobId: string;
  viewerId: string;
  header?: ReactNode;
  className?: string;
}) {
  const thread = useThread(jobId);
  const { mutate: markRead } = useMarkThreadRead();
  const newestFromOthers = thread.data?.messages.findLast((message) => message.senderId !== viewerId)?.messageId;
  const loaded = thread.isSuccess;

  useEffect(() => {
    if (loaded) markRead(jobId);
  }, [jobId, loaded, newestFromOthers, markRead]);

  return (
    <section
      className={cn("flex h-[600px] max-h-[calc(100dvh-8rem)] min-h-0 flex-col rounded-lg border border-border bg-card", className)}
      aria-label="Conversation"
    >
      {header && <div className="border-b border-border px-4 py-3">{header}</div>}
      <div className="flex min-h-0 flex-1 flex-col">
        <QueryState query={thread} loadFailed={LOAD_FAILED}>
          {({ messages }) => <MessageList messages={messages} viewerId={viewerId} />}
        </QueryState>
      </div>
      <div className="border-t border-border p-3">
        <MessageComposer jobId={jobId} />
      </div>
    </section>
  );
}

function MessageList({ messages, viewerId }: { messages: ThreadMessage[]; viewerId: string }) {
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [count]);

  if (count === 0) return <p className="m-auto p-6 text-center text-sm text-muted-foreground">{NO_MESSAGES}</p>;
  return (
    <ol className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4" role="log" aria-live="polite" aria-label="Messages">
      {messages.map((message) => (
        <Bubble key={message.messageId} message={message} own={message.senderId === viewerId} label={senderLabel(message, viewerId)} />
      ))}
      <li ref={end} aria-hidden className="h-0" />
    </ol>
  );
}

function Bubble({ message, own, label }: { message: ThreadMessage; own: boolean; label: string }) {
  const attachment = safeLink(message.attachmentUrl);
  return (
    <li className={cn("flex max-w-[85%] flex-col gap-1 md:max-w-[70%]", own ? "items-end self-end" : "items-start self-start")}>
      <span className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{label}</span> ·{" "}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </span>
      <p
        className={cn(
          "whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm",
          own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        {message.content}
      </p>
      {attachment && (
        <a
          href={attachment}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
        >
          <Paperclip className="size-3" aria-hidden /> Attachment
        </a>
      )}
    </li>
  );
}

/** Only a web or same-site address becomes a link (never `javascript:` and the like). */
function safeLink(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    return ["https:", "http:"].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}
