import { Download } from "lucide-react";
import { useState } from "react";
import { EmptyState, QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { CompleteProfileCard } from "../../features/cleaner-profile/account-status";
import { downloadPayoutsCsv, usePayouts } from "../../features/payouts/api";
import { MonthlyTotals, PayoutHistory, PayoutTotals } from "../../features/payouts/payout-sections";
import { payoutListQuerySchema } from "../../../shared/schemas/payouts";
import { usePagedFilters } from "../../lib/use-paged-filters";

const LOAD_FAILED = "Failed to load payouts";
const CSV_FAILED = "Failed to download payouts";
const empty = <EmptyState title="No payout history yet" />;

/** docs/decisions/035: what the cleaner has earned, per job and per month, and what is paid. */
export default function CleanerPayoutsScreen() {
  // The page lives in the URL (docs/decisions/029), so a reload and the browser's Back keep it.
  const { page, setPage } = usePagedFilters(payoutListQuerySchema, { search: "" });
  const payouts = usePayouts(page);
  const [downloading, setDownloading] = useState(false);
  // No record yet (spec 8's 404): the way on is the profile, not a retry.
  const noRecord = hasErrorCode(payouts.error, "NOT_FOUND");

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPayoutsCsv();
    } catch (error) {
      toastFailure(error, CSV_FAILED, CSV_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Earnings &amp; Payouts</h1>
        <p className="text-muted-foreground">One payout per completed job, paid by our team.</p>
      </div>
      {noRecord ? (
        <CompleteProfileCard />
      ) : (
        // The totals and months cover every payout, so they stay while the history turns its pages.
        <QueryState query={payouts} loadFailed={LOAD_FAILED} isEmpty={(data) => data.totals.count === 0} empty={empty}>
          {(data) => (
            <>
              <PayoutTotals totals={data.totals} />
              <PayoutHistory
                query={payouts}
                loadFailed={LOAD_FAILED}
                empty={empty}
                onPage={setPage}
                action={
                  <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
                    <Download aria-hidden /> {downloading ? "Preparing…" : "Download CSV"}
                  </Button>
                }
              />
              <MonthlyTotals months={data.months} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
