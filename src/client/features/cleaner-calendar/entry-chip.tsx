import { Ban, BriefcaseBusiness, Clock } from "lucide-react";
import { cn } from "../../lib/cn";
import { ENTRY_KIND_LABEL, type DayEntry, type EntryKind } from "./day-entries";

/** spec 2: blue assignments, green availability, red time off; each with its icon and words too. */
export const ENTRY_TONE: Record<EntryKind, string> = {
  assignment: "border-blue-300 bg-blue-50 text-blue-900",
  availability: "border-green-300 bg-green-50 text-green-900",
  timeOff: "border-red-300 bg-red-50 text-red-900",
};
export const ENTRY_DOT: Record<EntryKind, string> = { assignment: "bg-blue-600", availability: "bg-green-600", timeOff: "bg-red-600" };
const ENTRY_ICON = { assignment: BriefcaseBusiness, availability: Clock, timeOff: Ban } as const;

/** One entry in a day cell (compact) or in the day's full list (with its detail). */
export function EntryChip({ entry, withDetail = false }: { entry: DayEntry; withDetail?: boolean }) {
  const Icon = ENTRY_ICON[entry.kind];
  return (
    <div className={cn("flex min-w-0 items-start gap-1 rounded border px-1.5 py-0.5 text-xs", ENTRY_TONE[entry.kind])}>
      <Icon className="mt-0.5 size-3 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className={cn(!withDetail && "truncate")}>
          {entry.label.startsWith(ENTRY_KIND_LABEL[entry.kind]) ? null : <span className="sr-only">{ENTRY_KIND_LABEL[entry.kind]}: </span>}
          {entry.label}
        </p>
        {withDetail && entry.detail ? <p className="opacity-80">{entry.detail}</p> : null}
      </div>
    </div>
  );
}

/** The colours explained, with the same icons. */
export function EntryLegend() {
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label="Legend">
      {(Object.keys(ENTRY_ICON) as EntryKind[]).map((kind) => {
        const Icon = ENTRY_ICON[kind];
        return (
          <li key={kind} className={cn("flex items-center gap-1 rounded border px-2 py-0.5", ENTRY_TONE[kind])}>
            <Icon className="size-3" aria-hidden />{" "}
            {kind === "assignment" ? "Assignments" : kind === "availability" ? "Availability" : "Time off"}
          </li>
        );
      })}
    </ul>
  );
}
