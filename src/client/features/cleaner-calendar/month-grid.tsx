import { format } from "date-fns";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CALENDAR_DAY_ENTRIES } from "../../../shared/domain/cleaner";
import { addDays } from "../../../shared/schemas/booking";
import { cn } from "../../lib/cn";
import { ENTRY_KIND_LABEL, type DayEntry, type EntryKind } from "./day-entries";
import { ENTRY_DOT, EntryChip } from "./entry-chip";

const WEEKDAY_HEADERS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const asDate = (day: string) => new Date(`${day}T12:00:00`);

/** "2 assignments, 1 availability, time off": a day's contents for a screen reader. */
function summary(entries: DayEntry[]): string {
  if (entries.length === 0) return "nothing scheduled";
  const count = (kind: EntryKind) => entries.filter((entry) => entry.kind === kind).length;
  const parts = [];
  if (count("timeOff")) parts.push("time off");
  if (count("assignment")) parts.push(`${count("assignment")} ${count("assignment") === 1 ? "assignment" : "assignments"}`);
  if (count("availability")) parts.push(`${count("availability")} available ${count("availability") === 1 ? "time" : "times"}`);
  return parts.join(", ");
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * spec 2: the month, Sunday to Saturday, up to three entries a day and "+N more". An ARIA grid:
 * one tab stop, arrow keys move between days, Enter or Space opens a day's full list (as a click
 * does). Keyed by month, so a new month starts on today or its first day. Under 768 px each day shows coloured dots and a count instead of the entries.
 */
export function MonthGrid({
  weeks,
  month,
  today,
  entries,
  labelledBy,
  onOpenDay,
}: {
  weeks: string[][];
  month: string;
  today: string;
  entries: Map<string, DayEntry[]>;
  labelledBy: string;
  onOpenDay: (day: string) => void;
}) {
  const days = weeks.flat();
  const first = days[0] ?? today;
  const last = days.at(-1) ?? today;
  const initialFocus = today.startsWith(month) ? today : `${month}-01`;
  const [focused, setFocused] = useState(initialFocus);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>, day: string) {
    let next: string;
    if (event.key in KEY_STEPS) next = addDays(day, KEY_STEPS[event.key] ?? 0);
    else if (event.key === "Home") next = addDays(day, -asDate(day).getDay());
    else if (event.key === "End") next = addDays(day, 6 - asDate(day).getDay());
    else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpenDay(day);
      return;
    } else return;
    event.preventDefault();
    if (next < first || next > last) return;
    moved.current = true;
    setFocused(next);
  }

  return (
    <table role="grid" aria-labelledby={labelledBy} className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {WEEKDAY_HEADERS.map(([short, full]) => (
            <th key={short} scope="col" abbr={full} className="pb-2 text-center text-xs font-medium text-muted-foreground">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayEntries = entries.get(day) ?? [];
              const hidden = dayEntries.length - CALENDAR_DAY_ENTRIES;
              const inMonth = day.startsWith(month);
              const isToday = day === today;
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === focused ? 0 : -1}
                  aria-current={isToday ? "date" : undefined}
                  onClick={() => {
                    setFocused(day);
                    onOpenDay(day);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  className={cn(
                    "h-16 cursor-pointer border border-border p-1 align-top focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:h-28",
                    !inMonth && "bg-muted/40 text-muted-foreground",
                  )}
                >
                  {/* The day's name comes from its content, which holds the day number shown (WCAG 2.5.3). */}
                  <span className="sr-only">{`${format(asDate(day), "EEEE, MMMM d, yyyy")}${isToday ? ", today" : ""}: ${summary(dayEntries)}`}</span>
                  <span
                    aria-hidden
                    className={cn(
                      "mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs",
                      isToday && "bg-primary font-semibold text-primary-foreground",
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                  {/* Wide screens: the first three entries, then "+N more". */}
                  <div aria-hidden className="hidden flex-col gap-0.5 md:flex">
                    {dayEntries.slice(0, CALENDAR_DAY_ENTRIES).map((entry) => (
                      <EntryChip key={entry.key} entry={entry} />
                    ))}
                    {hidden > 0 ? (
                      <span className="px-1 text-xs font-medium text-primary underline-offset-2 hover:underline">+{hidden} more</span>
                    ) : null}
                  </div>
                  {/* Phones: a dot per kind and the count; the day's list opens on a tap. */}
                  {dayEntries.length > 0 ? (
                    <div aria-hidden className="flex items-center gap-0.5 md:hidden">
                      {(["assignment", "availability", "timeOff"] as const)
                        .filter((kind) => dayEntries.some((entry) => entry.kind === kind))
                        .map((kind) => (
                          <span key={kind} title={ENTRY_KIND_LABEL[kind]} className={cn("size-1.5 rounded-full", ENTRY_DOT[kind])} />
                        ))}
                      <span className="text-[10px] leading-none">{dayEntries.length}</span>
                    </div>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
