import { CalendarDays } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ASSIGNMENT_TABS, type AssignmentTab } from "../../../shared/schemas/assignments";
import { EmptyState, QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAssignments } from "../../features/assignments/api";
import { AssignmentCard, assignmentAnchor } from "../../features/assignments/assignment-card";
import { cn } from "../../lib/cn";

// spec 8
const LOAD_FAILED = "Failed to load assignments";

const TAB_LABELS: Record<AssignmentTab, string> = { active: "Active", completed: "Completed", all: "All" };
const EMPTY: Record<AssignmentTab, { title: string; text: string }> = {
  active: { title: "No active assignments", text: "Jobs you claim appear here until they are completed." },
  completed: { title: "No completed jobs yet", text: "Jobs you complete appear here with their review and report." },
  all: { title: "No assignments yet", text: "Claim a job from Open Jobs to get started." },
};

const isTab = (value: string | null): value is AssignmentTab => ASSIGNMENT_TABS.includes(value as AssignmentTab);

function TabPanel({ tab, linkedJobId }: { tab: AssignmentTab; linkedJobId: string | null }) {
  const query = useAssignments(tab);
  const linkedShown = Boolean(linkedJobId && query.data?.pages.some((page) => page.rows.some((entry) => entry.jobId === linkedJobId)));
  useEffect(() => {
    if (linkedShown && linkedJobId) document.getElementById(assignmentAnchor(linkedJobId))?.scrollIntoView({ block: "start" });
  }, [linkedShown, linkedJobId]);
  return (
    <QueryState
      query={query}
      loadFailed={LOAD_FAILED}
      isEmpty={(data) => data.pages[0]?.total === 0}
      empty={
        <EmptyState title={EMPTY[tab].title}>
          <p className="text-sm text-muted-foreground">{EMPTY[tab].text}</p>
          {tab !== "completed" && (
            <Button asChild variant="outline">
              <Link to="/cleaner/open-jobs">Browse Open Jobs</Link>
            </Button>
          )}
        </EmptyState>
      }
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4" aria-label={`${TAB_LABELS[tab]} assignments`}>
            {data.pages
              .flatMap((page) => page.rows)
              .map((assignment) => (
                <li key={assignment.jobId}>
                  <AssignmentCard assignment={assignment} />
                </li>
              ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage && <Spinner label="Loading more" />} Show More
            </Button>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** The tab counts: the active tab's query carries all three; shown once it has loaded. */
function TabCount({ tab }: { tab: AssignmentTab }) {
  const query = useAssignments("active");
  const count = query.data?.pages[0]?.counts[tab];
  return count === undefined ? null : (
    <span className="ml-1.5 rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">{count}</span>
  );
}

/** spec 2 My Assignments: tabs Active (Assigned and In Progress), Completed and All, with counts. */
export default function CleanerAssignmentsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  // A link to one job (?job=<jobId>, e.g. from the calendar feed) opens All, where every job is.
  const linkedJobId = params.get("job");
  const tab: AssignmentTab = isTab(requested) ? requested : linkedJobId ? "all" : "active";

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">My Assignments</h1>
          <p className="text-muted-foreground">The jobs you claimed: start them, add photos and mark them complete.</p>
        </div>
        {/* spec 2 keeps the calendar out of the sidebar; the schedule is one step from the jobs. */}
        <Button asChild variant="outline">
          <Link to="/cleaner/calendar">
            <CalendarDays aria-hidden /> Calendar
          </Link>
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })} className="flex flex-col gap-4">
        <Tabs.List aria-label="Assignments" className="inline-flex w-full rounded-md border border-input p-0.5 sm:w-fit">
          {ASSIGNMENT_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                "flex flex-1 items-center justify-center rounded px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-none",
                "data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=inactive]:hover:bg-muted",
              )}
            >
              {TAB_LABELS[value]}
              <TabCount tab={value} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ASSIGNMENT_TABS.map((value) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
            {value === tab && <TabPanel tab={value} linkedJobId={linkedJobId} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
