import { paymentDescription, paymentTypeLabel } from "../../../shared/domain/billing";
import { formatUSD } from "../../../shared/format";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { Card, CardContent } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDate, formatTime } from "../../lib/format";
import type { TransactionRow } from "./api";

/** The payments from 768px as a table; under it each payment is a card (spec 9's breakpoint). */
export function TransactionsTable({ rows }: { rows: TransactionRow[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((payment) => (
              <TableRow key={payment.id}>
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Payments">
        {rows.map((payment) => (
          <li key={payment.id}>
            <Card>
              <CardContent className="flex flex-col gap-2 pt-6 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="font-semibold">{paymentDescription(payment.description)}</span>
                  <span className="font-semibold tabular-nums">{formatUSD(payment.amountCents)}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <PaymentStatusBadge status={payment.status} />
                  <span className="text-muted-foreground">{paymentTypeLabel(payment.paymentType)}</span>
                </div>
                <p className="min-w-0 break-words">
                  {payment.clientName} <span className="text-muted-foreground">({payment.clientEmail})</span>
                </p>
                <p className="text-muted-foreground">
                  {formatDate(payment.createdAt)}, {formatTime(payment.createdAt)}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
