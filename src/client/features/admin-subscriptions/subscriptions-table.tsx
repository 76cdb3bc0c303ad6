import { Eye, Pencil, Trash2 } from "lucide-react";
import { formatUSD } from "../../../shared/format";
import { ResponsiveTable } from "../../components/responsive-table";
import { SubscriptionStatusBadge } from "../../components/subscription-status-badge";
import { Button } from "../../components/ui/button";
import { TableCell, TableHead } from "../../components/ui/table";
import { formatDate } from "../../lib/format";
import type { AdminSubscriptionRow } from "./api";
import { cleansPerMonth, monthlyPrice } from "./subscription-format";

export type SubscriptionAction = "view" | "edit" | "delete";

/** Why a row's edit or delete is off, or null when it is on (the server refuses the same). */
export function blockedReason(row: AdminSubscriptionRow, action: "edit" | "delete"): string | null {
  if (action === "delete") return row.canDelete ? null : "it has jobs or payments; set it to Canceled instead";
  if (row.status === "Canceled") return "a canceled subscription cannot be changed";
  if (!row.started) return "it is waiting for its first payment";
  return null;
}

function RowActions({
  row,
  onAction,
}: {
  row: AdminSubscriptionRow;
  onAction: (action: SubscriptionAction, row: AdminSubscriptionRow) => void;
}) {
  const who = `${row.plan} subscription of ${row.client.name}`;
  const editBlocked = blockedReason(row, "edit");
  const deleteBlocked = blockedReason(row, "delete");
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onAction("view", row)} aria-label={`View the ${who}`}>
        <Eye aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={editBlocked !== null}
        title={editBlocked ? `Cannot edit: ${editBlocked}` : undefined}
        onClick={() => onAction("edit", row)}
        aria-label={editBlocked ? `Edit the ${who} (not possible: ${editBlocked})` : `Edit the ${who}`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={deleteBlocked !== null}
        title={deleteBlocked ? `Cannot delete: ${deleteBlocked}` : undefined}
        onClick={() => onAction("delete", row)}
        aria-label={deleteBlocked ? `Delete the ${who} (not possible: ${deleteBlocked})` : `Delete the ${who}`}
      >
        <Trash2 className="text-destructive" aria-hidden />
      </Button>
    </div>
  );
}

function NextPayment({ row }: { row: AdminSubscriptionRow }) {
  return row.nextPayment ? (
    <>
      <p>{formatDate(row.nextPayment.date)}</p>
      <p className="text-xs text-muted-foreground tabular-nums">{formatUSD(row.nextPayment.amountCents)}</p>
    </>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

/** spec 2: Client, Plan (with cleans/month), Status, Price, Usage, Next Payment, Actions; from 768px a table, under it each subscription a card. */
export function SubscriptionsTable({
  rows,
  onAction,
}: {
  rows: AdminSubscriptionRow[];
  onAction: (action: SubscriptionAction, row: AdminSubscriptionRow) => void;
}) {
  return (
    <>
      <ResponsiveTable
        label="Subscriptions"
        rows={rows}
        rowKey={(row) => row.subscriptionId}
        head={
          <>
            <TableHead>Client</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead>Usage</TableHead>
            <TableHead>Next Payment</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
        cells={(row) => (
          <>
            <TableCell className="min-w-48">
              <p className="font-medium">{row.client.name}</p>
              <p className="text-xs text-muted-foreground">{row.client.email}</p>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <p className="font-medium">{row.plan}</p>
              <p className="text-xs text-muted-foreground">{cleansPerMonth(row.includedCleans)}</p>
            </TableCell>
            <TableCell>
              <SubscriptionStatusBadge status={row.status} />
              {row.cancelAtPeriodEnd && row.status !== "Canceled" && (
                <p className="mt-1 text-xs text-muted-foreground">Cancels at period end</p>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{monthlyPrice(row.monthlyPriceCents)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {row.usedCleans}/{row.includedCleans}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <NextPayment row={row} />
            </TableCell>
            <TableCell>
              <RowActions row={row} onAction={onAction} />
            </TableCell>
          </>
        )}
        card={(row) => ({
          title: row.client.name,
          badge: <SubscriptionStatusBadge status={row.status} />,
          facts: [
            { label: "Email", value: row.client.email, className: "min-w-0 break-words" },
            { label: "Plan", value: `${row.plan}, ${cleansPerMonth(row.includedCleans)}` },
            ...(row.cancelAtPeriodEnd && row.status !== "Canceled" ? [{ label: "Ends", value: "Cancels at period end" }] : []),
            { label: "Price", value: monthlyPrice(row.monthlyPriceCents), className: "tabular-nums" },
            { label: "Usage", value: `${row.usedCleans}/${row.includedCleans}`, className: "tabular-nums" },
            { label: "Next Payment", value: <NextPayment row={row} /> },
          ],
          actions: <RowActions row={row} onAction={onAction} />,
        })}
      />
    </>
  );
}
