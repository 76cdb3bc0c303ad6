import { Eye } from "lucide-react";
import { periodLabel } from "../../../shared/domain/admin-money";
import { formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDate } from "../../lib/format";
import type { PayoutGroup } from "./api";

interface GroupActions {
  onView: (group: PayoutGroup) => void;
  onMarkPaid: (group: PayoutGroup) => void;
}

const groupName = (group: PayoutGroup) => `${group.cleanerName}, ${periodLabel(group.period)}`;

function Actions({ group, onView, onMarkPaid }: GroupActions & { group: PayoutGroup }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <Button variant="ghost" size="icon" onClick={() => onView(group)} aria-label={`View payouts of ${groupName(group)}`}>
        <Eye aria-hidden />
      </Button>
      {group.pendingCount > 0 && (
        <Button size="sm" onClick={() => onMarkPaid(group)} aria-label={`Mark paid ${groupName(group)}`}>
          Mark paid
        </Button>
      )}
    </div>
  );
}

function Paid({ group }: { group: PayoutGroup }) {
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">{formatUSD(group.paidCents)}</span>
      {group.lastPaidAt && <span className="text-xs text-muted-foreground">on {formatDate(group.lastPaidAt)}</span>}
    </span>
  );
}

/** A cleaner's payouts per month, from 768px as a table; under it each group is a card. */
export function PayoutGroupsTable({ rows, onView, onMarkPaid }: GroupActions & { rows: PayoutGroup[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Period</TableHead>
              <TableHead>Cleaner</TableHead>
              <TableHead className="text-right">Payouts</TableHead>
              <TableHead className="text-right">Pending</TableHead>
              <TableHead className="text-right">Paid</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((group) => (
              <TableRow key={`${group.cleanerId}-${group.period}`}>
                <TableCell className="whitespace-nowrap font-medium">{periodLabel(group.period)}</TableCell>
                <TableCell>
                  <span className="flex flex-col">
                    <span>{group.cleanerName}</span>
                    <span className="text-xs text-muted-foreground">{group.cleanerEmail}</span>
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{group.count}</TableCell>
                <TableCell className="text-right tabular-nums">{group.pendingCount > 0 ? formatUSD(group.pendingCents) : "—"}</TableCell>
                <TableCell className="text-right">
                  <Paid group={group} />
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{formatUSD(group.totalCents)}</TableCell>
                <TableCell>
                  <Actions group={group} onView={onView} onMarkPaid={onMarkPaid} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Payouts per cleaner and month">
        {rows.map((group) => (
          <li key={`${group.cleanerId}-${group.period}`}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold">{group.cleanerName}</span>
                    <span className="break-words text-muted-foreground">{group.cleanerEmail}</span>
                  </span>
                  <span className="shrink-0 font-medium">{periodLabel(group.period)}</span>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                  <dt className="text-muted-foreground">Payouts</dt>
                  <dd className="tabular-nums">{group.count}</dd>
                  <dt className="text-muted-foreground">Pending</dt>
                  <dd className="tabular-nums">{formatUSD(group.pendingCents)}</dd>
                  <dt className="text-muted-foreground">Paid</dt>
                  <dd>
                    <Paid group={group} />
                  </dd>
                  <dt className="text-muted-foreground">Total</dt>
                  <dd className="font-semibold tabular-nums">{formatUSD(group.totalCents)}</dd>
                </dl>
                <div className="border-t border-border pt-2">
                  <Actions group={group} onView={onView} onMarkPaid={onMarkPaid} />
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
