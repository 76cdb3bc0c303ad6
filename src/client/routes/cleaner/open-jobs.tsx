import { useSearchParams } from "react-router";
import { openJobsQuerySchema, ALL_TYPES } from "../../../shared/schemas/open-jobs";
import { EmptyState } from "../../components/load-states";
import { PagedList } from "../../components/paged-list";
import { Button } from "../../components/ui/button";
import { useOpenJobs, type OpenJobsPage } from "../../features/open-jobs/api";
import { BoardFilters, type BoardFilterState } from "../../features/open-jobs/board-filters";
import { OfferCard } from "../../features/open-jobs/offer-card";
import { linkedOffer, OFFER_GONE, OFFERS_HEADING, splitOffers } from "../../features/open-jobs/offer-texts";
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
  // docs/decisions/055: the offer email links here with ?offer=<id>; once answered, the link has done its work.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get("offer");
  // Offers come first, so on the first page; a page still loading says nothing yet.
  const linked = board.isPlaceholderData || page !== 1 ? null : linkedOffer(linkedId, shown?.rows);
  const forgetLink = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("offer");
        return next;
      },
      { replace: true },
    );

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
      {linked === "gone" && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-muted px-4 py-3 text-sm"
        >
          <p>{OFFER_GONE}</p>
          <Button variant="outline" size="sm" onClick={forgetLink}>
            Dismiss
          </Button>
        </div>
      )}
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
        {(rows) => {
          // The viewer's offers come first whatever the sort (the server orders them so), in a section of their own.
          const { offers, others } = splitOffers(rows);
          return (
            <div className="flex flex-col gap-6">
              {offers.length > 0 && (
                <section aria-labelledby="offers-heading" className="flex flex-col gap-3">
                  <div>
                    <h2 id="offers-heading" className="text-lg font-semibold">
                      {OFFERS_HEADING}
                    </h2>
                    <p className="text-sm text-muted-foreground">
                      Offered to you before anyone else. Accept to take the job, or decline and it goes to the next cleaner.
                    </p>
                  </div>
                  <ul className="flex flex-col gap-4" aria-label={OFFERS_HEADING}>
                    {offers.map((job) => (
                      <li key={job.jobId}>
                        <OfferCard
                          job={job}
                          offer={job.offer}
                          now={now}
                          linked={linked === "shown" && job.offer.offerId === linkedId}
                          onAnswered={job.offer.offerId === linkedId ? forgetLink : undefined}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {others.length > 0 && (
                <ul className="flex flex-col gap-4" aria-label="Open jobs">
                  {others.map((job) => (
                    <li key={job.jobId}>
                      <OpenJobCard job={job} now={now} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </PagedList>
    </div>
  );
}
