import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { listPlaceLabel, type UnitCleanerRole } from "../../shared/domain/dispatch";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";

/** What each list row needs, whoever views it. */
export interface ListedCleaner {
  cleanerId: string;
  name: string;
  isActive: boolean;
}

const ROLE_TEXT: Record<UnitCleanerRole, { title: string; description: string; other: string }> = {
  preferred: { title: "Preferred cleaners", description: "Offered this unit's jobs first, in this order.", other: "Move to backups" },
  backup: { title: "Backups", description: "Offered next, in this order.", other: "Move to preferred" },
};

/**
 * docs/decisions/055: one of a unit's two lists (preferred cleaners, backups), as the client's
 * Cleaners dialog and the admin's editor show it: reorder, switch list, remove (applied on Save).
 * `details` is the line under each name, the viewer's own.
 */
export function UnitCleanerList<Entry extends ListedCleaner>({
  role,
  entries,
  canSwitch,
  onMove,
  onSwitch,
  onRemove,
  details,
}: {
  role: UnitCleanerRole;
  entries: Entry[];
  /** False when the other list is full. */
  canSwitch: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onSwitch: (index: number) => void;
  onRemove: (index: number) => void;
  details: (entry: Entry) => ReactNode;
}) {
  const text = ROLE_TEXT[role];
  const headingId = `unit-cleaners-${role}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div>
        <h3 id={headingId} className="text-sm font-semibold">
          {text.title}
        </h3>
        <p className="text-xs text-muted-foreground">{text.description}</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">Nobody yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((entry, index) => (
            <li
              key={entry.cleanerId}
              className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{entry.name}</span>
                  <Badge>{listPlaceLabel(role, index)}</Badge>
                  {!entry.isActive && <Badge className="border-destructive/40 text-destructive">Not active: passed over</Badge>}
                </p>
                <div className="text-xs text-muted-foreground">{details(entry)}</div>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${entry.name} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${entry.name} down`}
                  disabled={index === entries.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${text.other}: ${entry.name}`}
                  disabled={!canSwitch}
                  onClick={() => onSwitch(index)}
                >
                  {text.other}
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-8 text-destructive hover:text-destructive"
                  aria-label={`Remove ${entry.name}`}
                  onClick={() => onRemove(index)}
                >
                  <X aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
