import { Download } from "lucide-react";
import { useState } from "react";
import { EmptyState, QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { CompleteProfileCard } from "../../features/cleaner-profile/account-status";
import { downloadPayoutsCsv, usePayouts } from "../../features/payouts/api";
import { MonthlyTotals, PayoutHistory, PayoutTotals } from "../../features/payouts/payout-sections";
import { PAYOUT_MAX_PAGE_SIZE, PAYOUT_PAGE_SIZE } from "../../../shared/schemas/payouts";

const LOAD_FAILED = "Failed to load payouts";
const CSV_FAILED = "Failed to download payouts";

/** docs/decisions/035: what the cleaner has earned, per job and per month, and what is paid. */
export default function CleanerPayoutsScreen() {
  const [shown, setShown] = useState(PAYOUT_PAGE_SIZE);
  const payouts = usePayouts(shown);
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
        <QueryState
          query={payouts}
          loadFailed={LOAD_FAILED}
          isEmpty={(data) => data.totals.count === 0}
          empty={<EmptyState title="No payout history yet" />}
        >
          {(data) => (
            <>
              <PayoutTotals totals={data.totals} />
              <PayoutHistory
                payouts={data.rows}
                action={
                  <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
                    <Download aria-hidden /> {downloading ? "Preparing…" : "Download CSV"}
                  </Button>
                }
                footer={
                  data.rows.length < data.total && (
                    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-muted-foreground">
                      <p>
                        Showing {data.rows.length} of {data.total}
                      </p>
                      {shown < PAYOUT_MAX_PAGE_SIZE ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={payouts.isFetching}
                          onClick={() => setShown(Math.min(shown * 2, PAYOUT_MAX_PAGE_SIZE))}
                        >
                          Show more
                        </Button>
                      ) : (
                        <p>The CSV has your whole history.</p>
                      )}
                    </div>
                  )
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
