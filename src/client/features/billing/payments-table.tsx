import { Receipt } from "lucide-react";
import { paymentDescription, paymentTypeLabel } from "../../../shared/domain/billing";
import { formatUSD } from "../../../shared/format";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { RowCards } from "../../components/row-cards";
import { Button } from "../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import type { Payment } from "./api";

// spec 2
const NO_PAYMENTS = "No payments found";

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

/**
 * spec 2's payment history columns, from 768px as a table; under it each payment is a card. With
 * no rows the table shows spec 2's empty text, on every width.
 */
export function PaymentsTable({ rows, onDetails }: { rows: Payment[]; onDetails: (payment: Payment) => void }) {
  return (
    <>
      <div className={cn(rows.length > 0 && "hidden md:block")}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((payment) => (
              <TableRow key={payment.id}>
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
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                  {NO_PAYMENTS}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <RowCards
        label="Payments"
        rows={rows}
        rowKey={(payment) => payment.id}
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
    </>
  );
}
