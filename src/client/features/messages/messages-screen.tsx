import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { EmptyState, QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { formatJobDateTime } from "../../lib/format";
import { useThreads, type ThreadSummary } from "./api";
import { counterpartName, ThreadList } from "./thread-list";
import { ThreadPane } from "./thread-pane";

// spec 8
const LOAD_FAILED = "Failed to load message threads";

type MessagesScreenProps = {
  /** The signed-in reader (from the route: a feature reads no other feature's account query). */
  viewerId: string | undefined;
  /** Whose conversations: names the other party on each thread (the client sees the cleaner's name). */
  role: "client" | "cleaner";
  /** The line under the heading, in the reader's words. */
  intro: string;
  /** Why there is no conversation yet, in the reader's words. */
  emptyText: string;
  /** Where to go instead when there is none (a link button). */
  emptyAction: ReactNode;
};

/**
 * A reader's job conversations beside the open thread (spec 2 Messages; the client's since
 * docs/decisions/067). `?job=<jobId>` opens a thread; on a phone the list and the thread take turns.
 */
export function MessagesScreen({ viewerId, role, intro, emptyText, emptyAction }: MessagesScreenProps) {
  const threads = useThreads();
  const [params, setParams] = useSearchParams();
  const selectedJobId = params.get("job");
  const select = (jobId: string | null) => setParams(jobId ? { job: jobId } : {}, { replace: !!selectedJobId === !!jobId });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Messages</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      <QueryState
        query={threads}
        loadFailed={LOAD_FAILED}
        isEmpty={(list) => list.length === 0 && !selectedJobId}
        empty={
          <EmptyState title="No conversations yet">
            <p className="text-sm text-muted-foreground">{emptyText}</p>
            <Button asChild variant="outline">
              {emptyAction}
            </Button>
          </EmptyState>
        }
      >
        {(list) => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
            <div className={cn("md:max-h-[600px] md:overflow-y-auto", selectedJobId && "hidden md:block")}>
              <ThreadList threads={list} role={role} selectedJobId={selectedJobId} onSelect={select} />
            </div>
            {selectedJobId && viewerId ? (
              <div className="flex flex-col gap-2">
                <Button variant="ghost" size="sm" className="self-start md:hidden" onClick={() => select(null)}>
                  <ArrowLeft aria-hidden /> All conversations
                </Button>
                <ThreadPane
                  key={selectedJobId}
                  jobId={selectedJobId}
                  viewerId={viewerId}
                  header={<ThreadHeader thread={list.find((thread) => thread.jobId === selectedJobId)} role={role} />}
                />
              </div>
            ) : (
              <div className="hidden h-[600px] items-center justify-center rounded-lg border border-dashed border-border text-sm text-muted-foreground md:flex">
                Choose a conversation to read it.
              </div>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function ThreadHeader({ thread, role }: { thread: ThreadSummary | undefined; role: MessagesScreenProps["role"] }) {
  if (!thread) return null;
  return (
    <div className="flex flex-col">
      <h2 className="font-semibold">
        {thread.type} · {counterpartName(thread, role)}
      </h2>
      <p className="text-sm text-muted-foreground">{formatJobDateTime(thread.scheduledStart, thread.timeZone)}</p>
    </div>
  );
}
