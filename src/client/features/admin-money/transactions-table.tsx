import { paymentDescription, paymentTypeLabel } from "../../../shared/domain/billing";
import { formatUSD } from "../../../shared/format";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { ResponsiveTable } from "../../components/responsive-table";
import { TableCell, TableHead } from "../../components/ui/table";
import { formatDate, formatTime } from "../../lib/format";
import type { TransactionRow } from "./api";

/** The payments from 768px as a table; under it each payment is a card (spec 9's breakpoint). */
export function TransactionsTable({ rows }: { rows: TransactionRow[] }) {
  return (
    <>
      <ResponsiveTable
        label="Payments"
        rows={rows}
        rowKey={(payment) => payment.id}
        head={
          <>
            <TableHead>Date</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </>
        }
        cells={(payment) => (
          <>
            <TableCell className="whitespace-nowrap">
              <span className="flex flex-col">
                <span>{formatDate(payment.createdAt)}</span>
                <span className="text-xs text-muted-foreground">{formatTime(payment.createdAt)}</span>
              </span>
            </TableCell>
            <TableCell>
              <span className="flex flex-col">
                <span>{payment.clientName}</span>
                <span className="text-xs text-muted-foreground">{payment.clientEmail}</span>
              </span>
            </TableCell>
            <TableCell className="min-w-40">{paymentDescription(payment.description)}</TableCell>
            <TableCell className="whitespace-nowrap">{paymentTypeLabel(payment.paymentType)}</TableCell>
            <TableCell>
              <PaymentStatusBadge status={payment.status} />
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatUSD(payment.amountCents)}</TableCell>
          </>
        )}
        card={(payment) => ({
          title: paymentDescription(payment.description),
          badge: <PaymentStatusBadge status={payment.status} />,
          facts: [
            { label: "Date", value: `${formatDate(payment.createdAt)}, ${formatTime(payment.createdAt)}` },
            { label: "Client", value: payment.clientName },
            { label: "Email", value: payment.clientEmail, className: "min-w-0 break-words" },
            { label: "Type", value: paymentTypeLabel(payment.paymentType) },
            { label: "Amount", value: formatUSD(payment.amountCents), className: "font-semibold tabular-nums" },
          ],
        })}
      />
    </>
  );
}
