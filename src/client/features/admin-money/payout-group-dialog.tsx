import { periodLabel } from "../../../shared/domain/admin-money";
import { formatUSD } from "../../../shared/format";
import { LoadError } from "../../components/load-states";
import { PayoutStatusBadge } from "../../components/payout-status-badge";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { formatDate, formatJobDate } from "../../lib/format";
import { usePayoutGroup, type PayoutGroup } from "./api";

const LOAD_FAILED = "Failed to load payouts";

/** One cleaner's payouts of one month: the jobs behind the sums. */
export function PayoutGroupDialog({ group, onClose }: { group: PayoutGroup | null; onClose: () => void }) {
  const details = usePayoutGroup(group);
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        title={group ? `${group.cleanerName}: ${periodLabel(group.period)}` : "Payouts"}
        description="One payout per completed job, by completion date."
      >
        {details.isError ? (
          <LoadError message={LOAD_FAILED} onRetry={() => void details.refetch()} />
        ) : !details.data ? (
          <Spinner label="Loading payouts" />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Payouts">
            {details.data.payouts.map((payout) => (
              <li key={payout.payoutId} className="flex items-start justify-between gap-3 py-3 text-sm first:pt-0">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium">{payout.jobType}</span>
                  <span className="truncate text-muted-foreground">{payout.address}</span>
                  <span className="text-muted-foreground">
                    Completed {formatJobDate(payout.earnedAt, payout.timeZone)}
                    {payout.paidAt && ` · Paid ${formatDate(payout.paidAt)}`}
                  </span>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{formatUSD(payout.amountCents)}</span>
                  <PayoutStatusBadge status={payout.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
