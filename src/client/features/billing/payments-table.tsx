import { Receipt } from "lucide-react";
import { paymentDescription, paymentTypeLabel } from "../../../shared/domain/billing";
import { formatUSD } from "../../../shared/format";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { ResponsiveTable } from "../../components/responsive-table";
import { Button } from "../../components/ui/button";
import { TableCell, TableHead } from "../../components/ui/table";
import { formatDate } from "../../lib/format";
import type { Payment } from "./api";

function DetailsButton({ payment, onDetails }: { payment: Payment; onDetails: (payment: Payment) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onDetails(payment)}
      aria-label={`Details of ${paymentDescription(payment.description)}, ${formatDate(payment.createdAt)}`}
    >
      <Receipt aria-hidden />
    </Button>
  );
}

/** spec 2's payment history columns, from 768px as a table; under it each payment is a card (spec 9's breakpoint). */
export function PaymentsTable({ rows, onDetails }: { rows: Payment[]; onDetails: (payment: Payment) => void }) {
  return (
    <ResponsiveTable
      label="Payments"
      rows={rows}
      rowKey={(payment) => payment.id}
      head={
        <>
          <TableHead>Date</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </>
      }
      cells={(payment) => (
        <>
          <TableCell className="whitespace-nowrap">{formatDate(payment.createdAt)}</TableCell>
          <TableCell className="min-w-48">{paymentDescription(payment.description)}</TableCell>
          <TableCell className="whitespace-nowrap">{paymentTypeLabel(payment.paymentType)}</TableCell>
          <TableCell>
            <PaymentStatusBadge status={payment.status} />
          </TableCell>
          <TableCell className="text-right font-medium tabular-nums">{formatUSD(payment.amountCents)}</TableCell>
          <TableCell className="text-right">
            <DetailsButton payment={payment} onDetails={onDetails} />
          </TableCell>
        </>
      )}
      card={(payment) => ({
        title: paymentDescription(payment.description),
        badge: <PaymentStatusBadge status={payment.status} />,
        facts: [
          { label: "Date", value: formatDate(payment.createdAt) },
          { label: "Type", value: paymentTypeLabel(payment.paymentType) },
          { label: "Amount", value: formatUSD(payment.amountCents), className: "font-medium tabular-nums" },
        ],
        actions: (
          <div className="flex justify-end">
            <DetailsButton payment={payment} onDetails={onDetails} />
          </div>
        ),
      })}
    />
  );
}
