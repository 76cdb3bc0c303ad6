import type { UseQueryResult } from "@tanstack/react-query";
import { SummaryCard } from "../../components/summary-card";
import { CheckCircle2, Clock, DollarSign } from "lucide-react";
import { useId, type ReactNode } from "react";
import { formatUSD } from "../../../shared/format";
import { PagedList } from "../../components/paged-list";
import { PayoutStatusBadge } from "../../components/payout-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDate, formatJobDate } from "../../lib/format";
import type { Payout, PayoutList, PayoutMonth } from "./api";
import { ResponsiveTable } from "../../components/responsive-table";

/** Over every payout, whatever the list shows. */
export function PayoutTotals({ totals }: { totals: PayoutList["totals"] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Payout totals">
      <SummaryCard
        icon={<DollarSign aria-hidden />}
        label="Total Earned"
        value={formatUSD(totals.totalCents)}
        note={`${totals.count} completed ${totals.count === 1 ? "job" : "jobs"}`}
      />
      <SummaryCard icon={<CheckCircle2 aria-hidden />} label="Paid" value={formatUSD(totals.paidCents)} note="Sent to you" />
      <SummaryCard icon={<Clock aria-hidden />} label="Pending" value={formatUSD(totals.pendingCents)} note="To be paid by our team" />
    </ul>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** "2025-03" as "March 2025" (a calendar month, no zone to apply). */
const monthLabel = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(year, number - 1, 1).toLocaleDateString("en-US", { month: "long", year: "numeric" });
};

export function MonthlyTotals({ months }: { months: PayoutMonth[] }) {
  return (
    <Section title="Monthly Totals">
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Month</TableHead>
              <TableHead scope="col" className="text-right">
                Jobs
              </TableHead>
              {/* On a phone the month's total is enough to fit the width; the cards above split paid and pending. */}
              <TableHead scope="col" className="hidden text-right sm:table-cell">
                Paid
              </TableHead>
              <TableHead scope="col" className="hidden text-right sm:table-cell">
                Pending
              </TableHead>
              <TableHead scope="col" className="text-right">
                Total
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((month) => (
              <TableRow key={month.month}>
                <TableHead scope="row" className="font-medium text-foreground">
                  {monthLabel(month.month)}
                </TableHead>
                <TableCell className="text-right tabular-nums">{month.count}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatUSD(month.paidCents)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatUSD(month.pendingCents)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{formatUSD(month.totalCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Section>
  );
}

/** The history, newest completion first, a page at a time (docs/decisions/038): a table from 768 px, cards on a phone. */
export function PayoutHistory({
  query,
  loadFailed,
  empty,
  onPage,
  action,
}: {
  query: UseQueryResult<PayoutList>;
  loadFailed: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  action?: ReactNode;
}) {
  return (
    <Section title="Payout History" action={action}>
      <PagedList query={query} loadFailed={loadFailed} empty={empty} onPage={onPage}>
        {(rows) => <PayoutTable payouts={rows} />}
      </PagedList>
    </Section>
  );
}

function PayoutTable({ payouts }: { payouts: Payout[] }) {
  return (
    <ResponsiveTable
      label="Payout history"
      rows={payouts}
      rowKey={(payout) => payout.payoutId}
      head={
        <>
          <TableHead scope="col">Completed</TableHead>
          <TableHead scope="col">Job</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Paid On</TableHead>
          <TableHead scope="col" className="text-right">
            Amount
          </TableHead>
        </>
      }
      cells={(payout) => (
        <>
          <TableCell className="whitespace-nowrap">{formatJobDate(payout.earnedAt, payout.timeZone)}</TableCell>
          <TableCell>
            <span className="font-medium">{payout.jobType}</span>
            <span className="block max-w-xs truncate text-sm text-muted-foreground">{payout.address}</span>
          </TableCell>
          <TableCell>
            <PayoutStatusBadge status={payout.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{payout.paidAt ? formatDate(payout.paidAt) : "—"}</TableCell>
          <TableCell className="text-right font-semibold tabular-nums">{formatUSD(payout.amountCents)}</TableCell>
        </>
      )}
      card={(payout) => ({
        title: payout.jobType,
        badge: <PayoutStatusBadge status={payout.status} />,
        facts: [
          { label: "Address", value: payout.address, className: "min-w-0 break-words" },
          { label: "Completed", value: formatJobDate(payout.earnedAt, payout.timeZone) },
          { label: "Paid On", value: payout.paidAt ? formatDate(payout.paidAt) : "—" },
          { label: "Amount", value: formatUSD(payout.amountCents), className: "font-semibold tabular-nums" },
        ],
      })}
    />
  );
}
