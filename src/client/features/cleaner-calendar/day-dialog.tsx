import { format } from "date-fns";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import type { DayEntry } from "./day-entries";
import { EntryChip } from "./entry-chip";

/** A day's full list: what "+N more" (or a tap on a phone) opens. */
export function DayDialog({ day, entries, onClose }: { day: string | null; entries: DayEntry[]; onClose: () => void }) {
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={day ? format(new Date(`${day}T12:00:00`), "EEEE, MMMM d, yyyy") : ""} className="max-w-md">
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing scheduled on this day.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Entries">
            {entries.map((entry) => (
              <li key={entry.key}>
                <EntryChip entry={entry} withDetail />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
