import { ArrowDown, ArrowUp, Star, X } from "lucide-react";
import { listPlaceLabel, type UnitCleanerRole } from "../../../../shared/domain/dispatch";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import type { UnitCleaner } from "./api";

const ROLE_TEXT: Record<UnitCleanerRole, { title: string; description: string; other: string }> = {
  preferred: { title: "Preferred cleaners", description: "Offered this unit's jobs first, in this order.", other: "Move to backups" },
  backup: { title: "Backups", description: "Offered next, in this order.", other: "Move to preferred" },
};

/** "4.8 (12)", or "No ratings yet". */
export function ratingText({ ratingAvg, ratingCount }: { ratingAvg: number | null; ratingCount: number }) {
  return ratingAvg === null || ratingCount === 0 ? "No ratings yet" : `${ratingAvg.toFixed(1)} (${ratingCount})`;
}

export const jobsDoneText = (jobsDone: number) => `${jobsDone} ${jobsDone === 1 ? "cleaning" : "cleanings"} for you`;

/** One of a unit's two lists in the client's Cleaners dialog: reorder, switch list, remove (applied on Save). */
export function CleanerList({
  role,
  entries,
  canSwitch,
  onMove,
  onSwitch,
  onRemove,
}: {
  role: UnitCleanerRole;
  entries: UnitCleaner[];
  /** False when the other list is full. */
  canSwitch: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onSwitch: (index: number) => void;
  onRemove: (index: number) => void;
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
                  {!entry.isActive && <Badge className="border-destructive/40 text-destructive">Not active: skipped</Badge>}
                </p>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <Star className="size-3 fill-current text-amber-500" aria-hidden />
                    {ratingText(entry)}
                  </span>
                  <span>{jobsDoneText(entry.jobsDone)}</span>
                  {entry.addedBy === "admin" && <span>Added by Tidyline</span>}
                </p>
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
