import { PAYOUT_STATUS_LABELS } from "../../shared/domain/payouts";
import type { PayoutStatus } from "../../shared/domain/statuses";
import { Badge } from "./ui/badge";

// Text and background pairs that keep 4.5:1 contrast.
const TONE: Record<PayoutStatus, string> = {
  pending: "border-yellow-200 bg-yellow-50 text-yellow-900",
  paid: "border-emerald-200 bg-emerald-50 text-emerald-800",
};

/** A payout's status (docs/decisions/035): the cleaner's payouts and the admin's. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge className={TONE[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>;
}
