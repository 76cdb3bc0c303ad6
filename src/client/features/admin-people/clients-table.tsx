import { Eye } from "lucide-react";
import { CLIENT_ACTIONS, clientActionsFor, NO_PLAN, type ClientAction } from "../../../shared/domain/admin-people";
import { formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
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
        <Button key={action} variant="outline" size="sm" onClick={() => onAction(client, action)} aria-label={`${CLIENT_ACTIONS[action].label} ${client.name}`}>
          {CLIENT_ACTIONS[action].label}
        </Button>
      ))}
    </div>
  );
}

/** The clients from 768px as a table; under it each client is a card (spec 9's breakpoint). */
export function ClientsTable({ rows, onView, onAction }: { rows: AdminClientRow[]; onView: (clientId: string) => void; onAction: ClientActionHandler }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name and Email</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead className="text-right">Units</TableHead>
              <TableHead>Plan</TableHead>
              <TableHead className="text-right">Jobs</TableHead>
              <TableHead className="text-right">Total Spend</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((client) => (
              <TableRow key={client.clientId}>
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Clients">
        {rows.map((client) => (
          <li key={client.clientId}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{client.name}</span>
                  <AccountStatusBadge status={client.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="min-w-0 break-words">{client.email}</dd>
                  <dt className="text-muted-foreground">Phone</dt>
                  <dd>{client.phone ?? "—"}</dd>
                  <dt className="text-muted-foreground">Units</dt>
                  <dd>
                    {client.activeUnits} active of {client.totalUnits}
                  </dd>
                  <dt className="text-muted-foreground">Plan</dt>
                  <dd>{client.plan ?? NO_PLAN}</dd>
                  <dt className="text-muted-foreground">Jobs</dt>
                  <dd className="tabular-nums">{client.jobCount}</dd>
                  <dt className="text-muted-foreground">Total Spend</dt>
                  <dd className="font-medium tabular-nums">{formatUSD(client.totalSpendCents)}</dd>
                </dl>
                <div className="border-t border-border pt-2">
                  <RowActions client={client} onView={() => onView(client.clientId)} onAction={onAction} />
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
