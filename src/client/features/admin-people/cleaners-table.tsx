import { Eye } from "lucide-react";
import { CLEANER_ACTIONS, cleanerActionsFor, type CleanerAction } from "../../../shared/domain/admin-people";
import { formatUSD } from "../../../shared/format";
import { ResponsiveTable } from "../../components/responsive-table";
import { Button } from "../../components/ui/button";
import { TableCell, TableHead } from "../../components/ui/table";
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
export function CleanersTable({
  rows,
  onView,
  onAction,
}: {
  rows: AdminCleanerRow[];
  onView: (cleanerId: string) => void;
  onAction: CleanerActionHandler;
}) {
  return (
    <>
      <ResponsiveTable
        label="Cleaners"
        rows={rows}
        rowKey={(cleaner) => cleaner.cleanerId}
        head={
          <>
            <TableHead>Name and Email</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Work Areas</TableHead>
            <TableHead>Rating</TableHead>
            <TableHead className="text-right">Jobs</TableHead>
            <TableHead className="text-right">Earnings</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
        cells={(cleaner) => (
          <>
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
          </>
        )}
        card={(cleaner) => ({
          title: cleaner.name,
          badge: <AccountStatusBadge status={cleaner.status} />,
          facts: [
            { label: "Email", value: cleaner.email, className: "min-w-0 break-words" },
            { label: "Work Areas", value: areas(cleaner) },
            { label: "Rating", value: <CleanerRating ratingAvg={cleaner.ratingAvg} ratingCount={cleaner.ratingCount} /> },
            { label: "Jobs", value: `${cleaner.completedJobs} completed`, className: "tabular-nums" },
            { label: "Earnings", value: formatUSD(cleaner.totalEarningsCents), className: "font-medium tabular-nums" },
          ],
          actions: <RowActions cleaner={cleaner} onView={() => onView(cleaner.cleanerId)} onAction={onAction} />,
        })}
      />
    </>
  );
}
