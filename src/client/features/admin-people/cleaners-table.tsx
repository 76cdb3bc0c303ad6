import { Eye } from "lucide-react";
import { CLEANER_ACTIONS, cleanerActionsFor, type CleanerAction } from "../../../shared/domain/admin-people";
import { formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import type { AdminCleanerRow } from "./api";
import { CleanerRating } from "../../components/cleaner-rating";
import { AccountStatusBadge } from "./status-badges";

export type CleanerActionHandler = (cleaner: AdminCleanerRow, action: CleanerAction) => void;

const areas = (cleaner: AdminCleanerRow) => (cleaner.workAreas.length > 0 ? cleaner.workAreas.join(", ") : "—");

function RowActions({ cleaner, onView, onAction }: { cleaner: AdminCleanerRow; onView: () => void; onAction: CleanerActionHandler }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button variant="ghost" size="icon" onClick={onView} aria-label={`View ${cleaner.name}`}>
        <Eye aria-hidden />
      </Button>
      {cleanerActionsFor(cleaner.status).map((action) => (
        <Button
          key={action}
          variant={action === "approve" ? "default" : "outline"}
          size="sm"
          onClick={() => onAction(cleaner, action)}
          aria-label={`${CLEANER_ACTIONS[action].label} ${cleaner.name}`}
        >
          {CLEANER_ACTIONS[action].label}
        </Button>
      ))}
    </div>
  );
}

/** The cleaners from 768px as a table; under it each cleaner is a card (spec 9's breakpoint). */
export function CleanersTable({ rows, onView, onAction }: { rows: AdminCleanerRow[]; onView: (cleanerId: string) => void; onAction: CleanerActionHandler }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name and Email</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Work Areas</TableHead>
              <TableHead>Rating</TableHead>
              <TableHead className="text-right">Jobs</TableHead>
              <TableHead className="text-right">Earnings</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((cleaner) => (
              <TableRow key={cleaner.cleanerId}>
                <TableCell>
                  <span className="flex flex-col">
                    <span className="font-medium">{cleaner.name}</span>
                    <span className="text-xs text-muted-foreground">{cleaner.email}</span>
                  </span>
                </TableCell>
                <TableCell>
                  <AccountStatusBadge status={cleaner.status} />
                </TableCell>
                <TableCell className="max-w-48">{areas(cleaner)}</TableCell>
                <TableCell>
                  <CleanerRating ratingAvg={cleaner.ratingAvg} ratingCount={cleaner.ratingCount} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{cleaner.completedJobs}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatUSD(cleaner.totalEarningsCents)}</TableCell>
                <TableCell>
                  <RowActions cleaner={cleaner} onView={() => onView(cleaner.cleanerId)} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Cleaners">
        {rows.map((cleaner) => (
          <li key={cleaner.cleanerId}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{cleaner.name}</span>
                  <AccountStatusBadge status={cleaner.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="min-w-0 break-words">{cleaner.email}</dd>
                  <dt className="text-muted-foreground">Work Areas</dt>
                  <dd>{areas(cleaner)}</dd>
                  <dt className="text-muted-foreground">Rating</dt>
                  <dd>
                    <CleanerRating ratingAvg={cleaner.ratingAvg} ratingCount={cleaner.ratingCount} />
                  </dd>
                  <dt className="text-muted-foreground">Jobs</dt>
                  <dd className="tabular-nums">{cleaner.completedJobs} completed</dd>
                  <dt className="text-muted-foreground">Earnings</dt>
                  <dd className="font-medium tabular-nums">{formatUSD(cleaner.totalEarningsCents)}</dd>
                </dl>
                <div className="border-t border-border pt-2">
                  <RowActions cleaner={cleaner} onView={() => onView(cleaner.cleanerId)} onAction={onAction} />
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
