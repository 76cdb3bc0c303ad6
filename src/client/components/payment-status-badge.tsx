import { PAYMENT_STATUS_LABELS } from "../../shared/domain/billing";
import type { PaymentStatus } from "../../shared/domain/statuses";
import { Badge } from "./ui/badge";

// Text and background pairs that keep 4.5:1 contrast.
const TONE: Record<PaymentStatus, string> = {
  succeeded: "border-emerald-200 bg-emerald-50 text-emerald-800",
  pending: "border-yellow-200 bg-yellow-50 text-yellow-900",
  failed: "border-red-200 bg-red-50 text-red-800",
  refunded: "border-slate-200 bg-slate-100 text-slate-800",
};

/** A payment's status (spec 4): the client's billing and the admin's transactions. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge className={TONE[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
