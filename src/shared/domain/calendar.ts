// spec 2: the cleaner's month grid, Sunday to Saturday. The screen draws it and the server reads
// the same days' rows (spec 7), so both take the grid's days from here.
import { addDays } from "../schemas/booking";

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month written YYYY-MM (years 2000 to 2099: a typo like 0202 names no schedule anyone has). */
export function isMonth(value: string): boolean {
  const match = MONTH_PATTERN.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2099;
}

/** The month (YYYY-MM) of a date written YYYY-MM-DD. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after `month` (negative: before). */
export function shiftMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + count, 1)).toISOString().slice(0, 7);
}

/** 0 Sunday .. 6 Saturday (spec 3's weekday numbering) of a date written YYYY-MM-DD. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export interface MonthGrid {
  /** The first and last day of the month itself. */
  firstDay: string;
  lastDay: string;
  /** The Sunday on or before the first, the Saturday on or after the last: the grid's edges. */
  gridStart: string;
  gridEnd: string;
  /** Every day of the grid, in weeks of seven (Sunday first). */
  weeks: string[][];
}

export function monthGrid(month: string): MonthGrid {
  const firstDay = `${month}-01`;
  const lastDay = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const gridStart = addDays(firstDay, -weekdayOf(firstDay));
  const gridEnd = addDays(lastDay, 6 - weekdayOf(lastDay));
  const weeks: string[][] = [];
  for (let day = gridStart; day <= gridEnd; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(day, offset)));
  }
  return { firstDay, lastDay, gridStart, gridEnd, weeks };
}
