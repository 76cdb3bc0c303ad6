// spec 2: what each day of the month grid shows: assignments (blue), availability (green) and
// time off (red). The cleaner's own entries are in their zone (the browser's, which the month was
// read in); a job sits on its place's day at its place's time, the zone named when it differs
// (docs/decisions/064).
import { format } from "date-fns";
import { todayIn } from "../../../shared/domain/booking";
import { weekdayOf } from "../../../shared/domain/calendar";
import { formatInZone } from "../../../shared/domain/zone-format";
import { addDays } from "../../../shared/schemas/booking";
import { formatJobTime, formatTime } from "../../lib/format";
import type { CalendarMonth } from "./api";

export type EntryKind = "assignment" | "availability" | "timeOff";

export interface DayEntry {
  key: string;
  kind: EntryKind;
  /** The entry's text: what it is and when. */
  label: string;
  /** Extra words: a note, an address. */
  detail: string | null;
  /** Orders a day's entries: time off (all day) first, then by start time. */
  sortKey: string;
}

/** The words that name each kind, so an entry never relies on its colour alone. */
export const ENTRY_KIND_LABEL: Record<EntryKind, string> = { assignment: "Assignment", availability: "Available", timeOff: "Time off" };

/** "09:00" as "9:00 AM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return format(new Date(2000, 0, 1, hours, minutes), "h:mm a");
}

const localDay = (instant: string | Date) => format(new Date(instant), "yyyy-MM-dd");
const localClock = (instant: string | Date) => format(new Date(instant), "HH:mm");
const clock24 = formatInZone("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** A job's day and "HH:mm" where the job is. */
const jobDay = (instant: string, timeZone: string) => todayIn(timeZone, new Date(instant));
const jobClock = (instant: string, timeZone: string) => clock24(timeZone).format(new Date(instant));

/** Each grid day (YYYY-MM-DD) with its entries, sorted. */
export function entriesByDay(data: CalendarMonth, days: readonly string[]): Map<string, DayEntry[]> {
  const byDay = new Map<string, DayEntry[]>(days.map((day) => [day, []]));
  const put = (day: string, entry: DayEntry) => byDay.get(day)?.push(entry);

  for (const off of data.timeOff) {
    for (let day = off.startDate; day <= off.endDate && day <= data.gridEnd; day = addDays(day, 1)) {
      put(day, {
        key: `off-${off.timeoffId}-${day}`,
        kind: "timeOff",
        label: off.reason ? `Time off: ${off.reason}` : "Time off",
        detail: null,
        sortKey: "0",
      });
    }
  }
  for (const assignment of data.assignments) {
    put(jobDay(assignment.scheduledStart, assignment.timeZone), {
      key: `job-${assignment.assignmentId}`,
      kind: "assignment",
      label: `${formatJobTime(assignment.scheduledStart, assignment.timeZone)} ${assignment.type}`,
      detail: `${assignment.address} (${assignment.status})`,
      sortKey: `1${jobClock(assignment.scheduledStart, assignment.timeZone)}`,
    });
  }
  for (const rule of data.weeklyRules) {
    for (const day of days) {
      if (weekdayOf(day) !== rule.weekday) continue;
      put(day, {
        key: `rule-${rule.availabilityId}-${day}`,
        kind: "availability",
        label: `${formatClock(rule.startTime)} – ${formatClock(rule.endTime)}`,
        detail: rule.note ? `Weekly: ${rule.note}` : "Weekly",
        sortKey: `1${rule.startTime}`,
      });
    }
  }
  for (const block of data.oneOffBlocks) {
    // A block may cross midnight: it shows on each day it covers (not on a day it ends at 00:00).
    const lastDay = localDay(new Date(new Date(block.endTs).getTime() - 1));
    for (let day = localDay(block.startTs); day <= lastDay; day = addDays(day, 1)) {
      const first = day === localDay(block.startTs);
      put(day, {
        key: `block-${block.availabilityId}-${day}`,
        kind: "availability",
        label: `${first ? formatTime(block.startTs) : "12:00 AM"} – ${day === lastDay ? formatTime(block.endTs) : "11:59 PM"}`,
        detail: block.note ? `One-time: ${block.note}` : "One-time",
        sortKey: `1${first ? localClock(block.startTs) : "00:00"}`,
      });
    }
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  return byDay;
}
