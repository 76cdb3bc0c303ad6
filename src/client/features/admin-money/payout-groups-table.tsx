import { Eye } from "lucide-react";
import { periodLabel } from "../../../shared/domain/admin-money";
import { formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { ResponsiveTable } from "../../components/responsive-table";
import { TableCell, TableHead } from "../../components/ui/table";
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
      <ResponsiveTable
        label="Payouts per cleaner and month"
        rows={rows}
        rowKey={(group) => `${group.cleanerId}-${group.period}`}
        head={
          <>
            <TableHead>Period</TableHead>
            <TableHead>Cleaner</TableHead>
            <TableHead className="text-right">Payouts</TableHead>
            <TableHead className="text-right">Pending</TableHead>
            <TableHead className="text-right">Paid</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
        cells={(group) => (
          <>
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
          </>
        )}
        card={(group) => ({
          title: group.cleanerName,
          badge: <span className="shrink-0 font-medium">{periodLabel(group.period)}</span>,
          facts: [
            { label: "Email", value: group.cleanerEmail, className: "min-w-0 break-words" },
            { label: "Payouts", value: group.count, className: "tabular-nums" },
            { label: "Pending", value: formatUSD(group.pendingCents), className: "tabular-nums" },
            { label: "Paid", value: <Paid group={group} /> },
            { label: "Total", value: formatUSD(group.totalCents), className: "font-semibold tabular-nums" },
          ],
          actions: <Actions group={group} onView={onView} onMarkPaid={onMarkPaid} />,
        })}
      />
    </>
  );
}
