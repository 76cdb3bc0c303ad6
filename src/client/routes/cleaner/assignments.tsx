import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ASSIGNMENT_TABS, assignmentListQuerySchema, type AssignmentTab } from "../../../shared/schemas/assignments";
import { EmptyState } from "../../components/load-states";
import { PagedList } from "../../components/paged-list";
import { Button } from "../../components/ui/button";
import { SegmentedTabsList, SegmentedTabsTrigger } from "../../components/ui/tabs";
import { useAssignments, type AssignmentList } from "../../features/assignments/api";
import { AssignmentCard, assignmentAnchor } from "../../features/assignments/assignment-card";
import { usePagedFilters } from "../../lib/use-paged-filters";

// spec 8
const LOAD_FAILED = "Failed to load assignments";

const TAB_LABELS: Record<AssignmentTab, string> = { active: "Active", completed: "Completed", all: "All" };
const EMPTY: Record<AssignmentTab, { title: string; text: string }> = {
  active: { title: "No active assignments", text: "Jobs you claim appear here until they are completed." },
  completed: { title: "No completed jobs yet", text: "Jobs you complete appear here with their review and report." },
  all: { title: "No assignments yet", text: "Claim a job from Open Jobs to get started." },
};

function TabPanel({
  tab,
  query,
  onPage,
  linkedJobId,
}: {
  tab: AssignmentTab;
  query: UseQueryResult<AssignmentList>;
  onPage: (page: number) => void;
  linkedJobId: string | null;
}) {
  const linkedShown = Boolean(linkedJobId && query.data?.rows.some((entry) => entry.jobId === linkedJobId));
  useEffect(() => {
    if (linkedShown && linkedJobId) document.getElementById(assignmentAnchor(linkedJobId))?.scrollIntoView({ block: "start" });
  }, [linkedShown, linkedJobId]);
  return (
    <PagedList
      query={query}
      loadFailed={LOAD_FAILED}
      onPage={onPage}
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
      {(rows) => (
        <ul className="flex flex-col gap-4" aria-label={`${TAB_LABELS[tab]} assignments`}>
          {rows.map((assignment) => (
            <li key={assignment.jobId}>
              <AssignmentCard assignment={assignment} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** A tab's count: every page carries all three; shown once one has loaded. */
function TabCount({ count }: { count: number | undefined }) {
  return count === undefined ? null : (
    <span className="ml-1.5 rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">{count}</span>
  );
}

/** spec 2 My Assignments: tabs Active (Assigned and In Progress), Completed and All, with counts. */
export default function CleanerAssignmentsScreen() {
  // A link to one job (?job=<jobId>, e.g. from the calendar feed) opens All, where every job is.
  const [params] = useSearchParams();
  const linkedJobId = params.get("job");
  // The tab and the page live in the URL (docs/decisions/029), so a reload and the browser's Back keep them.
  const { tab, changeTab, page, setPage } = usePagedFilters<{ search: string }, AssignmentTab>(
    assignmentListQuerySchema,
    { search: "" },
    { tab: linkedJobId ? "all" : "active" },
  );
  const query = useAssignments(tab, page);

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
      <Tabs.Root value={tab} onValueChange={(next) => changeTab(next as AssignmentTab)} className="flex flex-col gap-4">
        <SegmentedTabsList aria-label="Assignments">
          {ASSIGNMENT_TABS.map((value) => (
            <SegmentedTabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
              <TabCount count={query.data?.counts[value]} />
            </SegmentedTabsTrigger>
          ))}
        </SegmentedTabsList>
        {ASSIGNMENT_TABS.map((value) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
            {value === tab && <TabPanel tab={value} query={query} onPage={setPage} linkedJobId={linkedJobId} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
