import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { EmptyState, QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { useViewer } from "../../features/account/api";
import { useThreads, type ThreadSummary } from "../../features/messages/api";
import { ThreadList } from "../../features/messages/thread-list";
import { ThreadPane } from "../../features/messages/thread-pane";
import { cn } from "../../lib/cn";
import { formatJobDateTime } from "../../lib/format";

// spec 8
const LOAD_FAILED = "Failed to load message threads";

/**
 * The client's job conversations beside the open thread, as the cleaner's Messages screen has them:
 * the sidebar's unread count sits here, on Messages, where it reads as messages rather than jobs
 * (docs/decisions/067). `?job=<jobId>` opens a thread; on a phone the list and the thread take turns.
 */
export default function ClientMessagesScreen() {
  const { data: viewer } = useViewer();
  const threads = useThreads();
  const [params, setParams] = useSearchParams();
  const selectedJobId = params.get("job");
  const select = (jobId: string | null) => setParams(jobId ? { job: jobId } : {}, { replace: !!selectedJobId === !!jobId });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Messages</h1>
        <p className="text-muted-foreground">Talk with your cleaners about your cleanings.</p>
      </div>
      <QueryState
        query={threads}
        loadFailed={LOAD_FAILED}
        isEmpty={(list) => list.length === 0 && !selectedJobId}
        empty={
          <EmptyState title="No conversations yet">
            <p className="text-sm text-muted-foreground">Each cleaning gets a conversation with its cleaner once one is assigned.</p>
            <Button asChild variant="outline">
              <Link to="/client/upcoming">See Upcoming</Link>
            </Button>
          </EmptyState>
        }
      >
        {(list) => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
            <div className={cn("md:max-h-[600px] md:overflow-y-auto", selectedJobId && "hidden md:block")}>
              <ThreadList threads={list} role="client" selectedJobId={selectedJobId} onSelect={select} />
            </div>
            {selectedJobId && viewer ? (
              <div className="flex flex-col gap-2">
                <Button variant="ghost" size="sm" className="self-start md:hidden" onClick={() => select(null)}>
                  <ArrowLeft aria-hidden /> All conversations
                </Button>
                <ThreadPane
                  key={selectedJobId}
                  jobId={selectedJobId}
                  viewerId={viewer.userId}
                  header={<ThreadHeader thread={list.find((thread) => thread.jobId === selectedJobId)} />}
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

function ThreadHeader({ thread }: { thread: ThreadSummary | undefined }) {
  if (!thread) return null;
  return (
    <div className="flex flex-col">
      <h2 className="font-semibold">
        {thread.type} · {thread.cleanerName}
      </h2>
      <p className="text-sm text-muted-foreground">{formatJobDateTime(thread.scheduledStart, thread.timeZone)}</p>
    </div>
  );
}
