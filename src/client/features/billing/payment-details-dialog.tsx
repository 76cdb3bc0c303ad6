import { paymentDescription, paymentTypeLabel, SAMPLE_CARD } from "../../../shared/domain/billing";
import { formatUSD } from "../../../shared/format";
import { Dialog, DialogCloseFooter, DialogContent } from "../../components/ui/dialog";
import { formatDateTime } from "../../lib/format";
import type { Payment } from "./api";
import { PaymentStatusBadge } from "../../components/payment-status-badge";

/** The receipt of one payment (the Actions column). */
export function PaymentDetailsDialog({ payment, onOpenChange }: { payment: Payment | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      {payment && (
        <DialogContent title="Payment Details" description={paymentDescription(payment.description)}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-semibold">{formatUSD(payment.amountCents)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <PaymentStatusBadge status={payment.status} />
            </dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd>{formatDateTime(payment.createdAt)}</dd>
            <dt className="text-muted-foreground">Type</dt>
            <dd>{paymentTypeLabel(payment.paymentType)}</dd>
            <dt className="text-muted-foreground">Card</dt>
            <dd>
              {SAMPLE_CARD.brand} ending in {SAMPLE_CARD.last4} (test card)
            </dd>
            <dt className="text-muted-foreground">Payment ID</dt>
            <dd className="break-all font-mono text-xs">{payment.id}</dd>
          </dl>
          <DialogCloseFooter />
        </DialogContent>
      )}
    </Dialog>
  );
}
