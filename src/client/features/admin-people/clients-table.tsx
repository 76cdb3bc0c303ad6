import { Eye } from "lucide-react";
import { CLIENT_ACTIONS, clientActionsFor, NO_PLAN, type ClientAction } from "../../../shared/domain/admin-people";
import { formatUSD } from "../../../shared/format";
import { ResponsiveTable } from "../../components/responsive-table";
import { Button } from "../../components/ui/button";
import { TableCell, TableHead } from "../../components/ui/table";
import type { AdminClientRow } from "./api";
import { AccountStatusBadge } from "./status-badges";

export type ClientActionHandler = (client: AdminClientRow, action: ClientAction) => void;

const units = (client: AdminClientRow) => `${client.activeUnits}/${client.totalUnits}`;

function RowActions({ client, onView, onAction }: { client: AdminClientRow; onView: () => void; onAction: ClientActionHandler }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <Button variant="ghost" size="icon" onClick={onView} aria-label={`View ${client.name}`}>
        <Eye aria-hidden />
      </Button>
      {clientActionsFor(client.status).map((action) => (
        <Button
          key={action}
          variant="outline"
          size="sm"
          onClick={() => onAction(client, action)}
          aria-label={`${CLIENT_ACTIONS[action].label} ${client.name}`}
        >
          {CLIENT_ACTIONS[action].label}
        </Button>
      ))}
    </div>
  );
}

/** The clients from 768px as a table; under it each client is a card (spec 9's breakpoint). */
export function ClientsTable({
  rows,
  onView,
  onAction,
}: {
  rows: AdminClientRow[];
  onView: (clientId: string) => void;
  onAction: ClientActionHandler;
}) {
  return (
    <>
      <ResponsiveTable
        label="Clients"
        rows={rows}
        rowKey={(client) => client.clientId}
        head={
          <>
            <TableHead>Name and Email</TableHead>
            <TableHead>Phone</TableHead>
            <TableHead className="text-right">Units</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead className="text-right">Jobs</TableHead>
            <TableHead className="text-right">Total Spend</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
        cells={(client) => (
          <>
            <TableCell>
              <span className="flex flex-col">
                <span className="font-medium">{client.name}</span>
                <span className="text-xs text-muted-foreground">{client.email}</span>
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{client.phone ?? "—"}</TableCell>
            <TableCell className="text-right tabular-nums">
              <span aria-hidden>{units(client)} active</span>
              <span className="sr-only">
                {client.activeUnits} active of {client.totalUnits}
              </span>
            </TableCell>
            <TableCell>{client.plan ?? NO_PLAN}</TableCell>
            <TableCell className="text-right tabular-nums">{client.jobCount}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatUSD(client.totalSpendCents)}</TableCell>
            <TableCell>
              <AccountStatusBadge status={client.status} />
            </TableCell>
            <TableCell>
              <RowActions client={client} onView={() => onView(client.clientId)} onAction={onAction} />
            </TableCell>
          </>
        )}
        card={(client) => ({
          title: client.name,
          badge: <AccountStatusBadge status={client.status} />,
          facts: [
            { label: "Email", value: client.email, className: "min-w-0 break-words" },
            { label: "Phone", value: client.phone ?? "—" },
            { label: "Units", value: `${client.activeUnits} active of ${client.totalUnits}` },
            { label: "Plan", value: client.plan ?? NO_PLAN },
            { label: "Jobs", value: client.jobCount, className: "tabular-nums" },
            { label: "Total Spend", value: formatUSD(client.totalSpendCents), className: "font-medium tabular-nums" },
          ],
          actions: <RowActions client={client} onView={() => onView(client.clientId)} onAction={onAction} />,
        })}
      />
    </>
  );
}
