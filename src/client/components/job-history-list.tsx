import { useState } from "react";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { ChevronDown, History } from "lucide-react";
import type { JobHistory } from "../../shared/domain/job-history";
import { formatJobDateTime } from "../lib/format";
import { cn } from "../lib/cn";
import { QueryState } from "./load-states";
import { Button } from "./ui/button";

// spec 8's words for a list that failed to load, for a job's history.
const LOAD_FAILED = "Failed to load this job's history.";

/**
 * docs/decisions/066: a job's history, oldest first, each entry at its time in the job's zone (with
 * the zone named when the viewer's reads otherwise). The words are the server's, per audience.
 */
export function JobHistoryList({ history }: { history: JobHistory }) {
  if (history.entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2" aria-label="History, oldest first">
        {history.entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="flex flex-col text-sm sm:flex-row sm:gap-3">
            <span className="shrink-0 text-xs text-muted-foreground sm:w-44 sm:text-sm">
              <time dateTime={entry.at}>{formatJobDateTime(entry.at, history.timeZone)}</time>
            </span>
            <span className="min-w-0 break-words">{entry.text}</span>
          </li>
        ))}
      </ol>
      {history.capped && <p className="text-xs text-muted-foreground">Only the first entries are shown.</p>}
    </div>
  );
}

/** The history behind a History button: read only once opened (a list of cards asks for none up front). */
export function JobHistoryToggle<Key extends QueryKey>({ history }: { history: UseQueryOptions<JobHistory, Error, JobHistory, Key> }) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...history, enabled: open });
  return (
    <div className="flex flex-col gap-2">
      <Button variant="ghost" size="sm" className="w-fit px-2" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <History aria-hidden /> History
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      {open && (
        <section aria-label="Job history" className="rounded-md border border-border p-3">
          <QueryState query={query} loadFailed={LOAD_FAILED}>
            {(history) => <JobHistoryList history={history} />}
          </QueryState>
        </section>
      )}
    </div>
  );
}
