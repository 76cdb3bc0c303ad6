import { openJobsQuerySchema, ALL_TYPES } from "../../../shared/schemas/open-jobs";
import { EmptyState } from "../../components/load-states";
import { PagedList } from "../../components/paged-list";
import { Button } from "../../components/ui/button";
import { useOpenJobs, type OpenJobsPage } from "../../features/open-jobs/api";
import { BoardFilters, type BoardFilterState } from "../../features/open-jobs/board-filters";
import { OpenJobCard } from "../../features/open-jobs/open-job-card";
import { usePagedFilters } from "../../lib/use-paged-filters";
import { useNow } from "../../lib/use-now";

// spec 8
const LOAD_FAILED = "Failed to load available jobs";
// inMyAreas listed (undefined: the server's default) so the URL keeps the switch too.
const INITIAL: BoardFilterState = { search: "", type: ALL_TYPES, sort: "start", inMyAreas: undefined };

const jobsAvailable = (count: number) => `${count} ${count === 1 ? "job" : "jobs"} available`;

/** spec 2's two empty states: nothing open anywhere, or nothing matching what the cleaner chose. */
function EmptyBoard({ page, onReset, onAllAreas }: { page: OpenJobsPage; onReset: () => void; onAllAreas: () => void }) {
  if (page.openCount === 0) {
    return (
      <EmptyState title="No open jobs at the moment">
        <p className="text-sm text-muted-foreground">New jobs appear here as clients book them. Check back soon.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No jobs match your filters">
      <p className="text-sm text-muted-foreground">
        {page.inMyAreas ? "Try another search or type, or see jobs in every area." : "Try another search or type."}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onReset}>
          Clear Filters
        </Button>
        {page.inMyAreas && (
          <Button variant="outline" onClick={onAllAreas}>
            Show All Areas
          </Button>
        )}
      </div>
    </EmptyState>
  );
}

/** spec 2 Open Jobs: the jobs a cleaner can claim now, filtered, sorted and paged by the server. */
export default function CleanerOpenJobsScreen() {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<BoardFilterState>(openJobsQuerySchema, INITIAL);
  const board = useOpenJobs({ ...applied, page });
  const now = useNow();
  const shown = board.data;

  const goToPage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Open Jobs</h1>
          <p className="text-muted-foreground">Jobs waiting for a cleaner. Claim one and it is yours.</p>
        </div>
        {shown && (
          <p className="text-sm font-medium" role="status" aria-live="polite">
            {jobsAvailable(shown.total)}
          </p>
        )}
      </div>
      <BoardFilters
        value={filters}
        onChange={changeFilters}
        types={shown?.types ?? []}
        workAreas={shown?.workAreas ?? []}
        inMyAreas={filters.inMyAreas ?? shown?.inMyAreas ?? false}
      />
      <PagedList
        query={board}
        loadFailed={LOAD_FAILED}
        onPage={goToPage}
        empty={
          shown && (
            <EmptyBoard
              page={shown}
              onReset={() => changeFilters({ ...INITIAL, inMyAreas: filters.inMyAreas })}
              onAllAreas={() => changeFilters({ ...filters, inMyAreas: false })}
            />
          )
        }
      >
        {(rows) => (
          <ul className="flex flex-col gap-4" aria-label="Open jobs">
            {rows.map((job) => (
              <li key={job.jobId}>
                <OpenJobCard job={job} now={now} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
