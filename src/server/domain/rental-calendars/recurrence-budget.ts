// docs/decisions/057: a feed is a stranger's text, and one RRULE line can ask for millions of
// occurrences. The parse spends a budget per feed, not per event: so many events at most,
// recurrences walked only across the sync window, events repeating more often than daily refused,
// and time zone rules that repeat more often than yearly dropped for the zone's IANA name.
import ICAL from "ical.js";

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalRecur = InstanceType<typeof ICAL.Recur>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** The feed's failure when it needs more than its budget (also the worker's limits' message). */
export const TOO_COMPLEX = "This calendar is too large or complex to read";
export const TOO_FREQUENT = "The calendar has an event that repeats more often than once a day";

/**
 * Occurrences of all the feed's recurring events inside the window together: a unit has at most
 * one checkout a day, so a few hundred is already more than any listing's half year.
 */
export const MAX_OCCURRENCES_PER_FEED = 1_000;
/**
 * VEVENTs in one feed, read or not: a listing's export holds a few hundred stays at most, past ones
 * included. More is a merged export or a flood, and only costs time to read (and to send back
 * from the worker) before it would be refused for its stays ahead anyway.
 */
export const MAX_EVENTS_PER_FEED = 5_000;
/** Steps of every recurrence walked for the feed, the skipped ones not counted. */
export const MAX_RECURRENCE_STEPS_PER_FEED = 20_000;

const DAY_MS = 86_400_000;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** Thrown by the walk when the feed has spent its budget; the parse turns it into the feed's failure. */
export class FeedBudgetExceeded extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** What one feed may still spend. */
export class RecurrenceBudget {
  private steps = 0;
  private occurrences = 0;

  step(): void {
    if (++this.steps > MAX_RECURRENCE_STEPS_PER_FEED) throw new FeedBudgetExceeded(TOO_COMPLEX);
  }

  occurrence(): void {
    if (++this.occurrences > MAX_OCCURRENCES_PER_FEED) throw new FeedBudgetExceeded(TOO_COMPLEX);
  }
}

const SUB_DAILY = new Set(["SECONDLY", "MINUTELY", "HOURLY"]);
const TIME_PARTS = ["BYHOUR", "BYMINUTE", "BYSECOND"] as const;

function rulesOf(component: IcalComponent): IcalRecur[] {
  return component.getAllProperties("rrule").map((property) => property.getFirstValue() as IcalRecur);
}

/** Several occurrences a day (FREQ=HOURLY, or a daily rule with several hours) is no stay. */
export function repeatsMoreThanDaily(component: IcalComponent): boolean {
  return rulesOf(component).some((rule) => SUB_DAILY.has(rule.freq) || TIME_PARTS.some((part) => (rule.parts[part]?.length ?? 0) > 1));
}

/**
 * Removes the VTIMEZONEs whose observances repeat more often than yearly (a real zone changes its
 * clocks at most twice a year): ical.js would expand them from their DTSTART, hour by hour. Their
 * TZID is then read as an IANA name when it is one, else as wall-clock time (parse-feed.ts).
 */
export function dropRunawayTimeZones(calendar: IcalComponent): void {
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const runaway = zone.getAllSubcomponents().some((observance) => rulesOf(observance).some((rule) => rule.freq !== "YEARLY"));
    if (runaway) calendar.removeSubcomponent(zone);
  }
}

export interface SkippedStart {
  /** Occurrences before this moved start were skipped without walking them. */
  skippedDays: number;
  /** The moved start is not itself an occurrence of the rule, so its first yield is dropped. */
  dropFirst: boolean;
}

/**
 * Moves a daily or weekly series' DTSTART (and DTEND) on by whole cycles to just before the window,
 * so a rule from 1970 costs the window's steps, not fifty years of them. Only where the move cannot
 * change which occurrences exist: no COUNT (it counts from the first), one RRULE, no RDATE, and no parts but
 * BYDAY without ordinals and single BYHOUR, BYMINUTE, BYSECOND. The cycle is a whole number of
 * weeks (daily rules with BYDAY) or intervals, so every later occurrence keeps its weekday and its
 * place in the interval. ical.js always yields DTSTART first, matching or not (RFC 5545 3.8.5.3):
 * a moved start on a day the rule skips is dropped.
 */
export function skipToWindow(component: IcalComponent, windowFromMs: number): SkippedStart | null {
  const rules = rulesOf(component);
  const [rule] = rules;
  if (!rule || rules.length !== 1 || rule.count || !["DAILY", "WEEKLY"].includes(rule.freq)) return null;
  // RDATEs are merged into the walk in order: one before the moved start would be taken for it.
  if (component.hasProperty("rdate")) return null;
  const parts = Object.keys(rule.parts);
  if (parts.some((part) => !["BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND"].includes(part))) return null;
  const byDay = rule.parts.BYDAY ?? [];
  if (byDay.some((day) => !(WEEKDAYS as readonly string[]).includes(day))) return null;

  const startProperty = component.getFirstProperty("dtstart");
  const start = startProperty?.getFirstValue() as IcalTime | undefined;
  if (!startProperty || !start) return null;
  const endProperty = component.getFirstProperty("dtend");
  const end = endProperty?.getFirstValue() as IcalTime | undefined;
  const interval = Math.max(1, rule.interval || 1);
  const cycleDays = rule.freq === "WEEKLY" || byDay.length > 0 ? 7 * interval : interval;
  // One cycle and the stay's own length short of the window, so a stay under way is still seen.
  const lengthMs = end ? Math.max(0, end.toUnixTime() - start.toUnixTime()) * 1000 : DAY_MS;
  const leadDays = Math.floor((windowFromMs - lengthMs - start.toUnixTime() * 1000) / DAY_MS);
  const cycles = Math.floor(leadDays / cycleDays) - 1;
  if (cycles <= 0) return null;

  const skippedDays = cycles * cycleDays;
  const matches = byDay.length === 0 || byDay.includes(WEEKDAYS[start.dayOfWeek() - 1] ?? "");
  const single = (part: (typeof TIME_PARTS)[number], value: number) => (rule.parts[part]?.[0] ?? value) === value;
  const startMatches = matches && single("BYHOUR", start.hour) && single("BYMINUTE", start.minute) && single("BYSECOND", start.second);
  startProperty.setValue(moved(start, skippedDays));
  if (endProperty && end) endProperty.setValue(moved(end, skippedDays));
  return { skippedDays, dropFirst: !startMatches };
}

/** The same wall-clock time `days` later (a zoned time keeps its zone). */
function moved(time: IcalTime, days: number): IcalTime {
  const later = time.clone();
  later.adjust(days, 0, 0, 0);
  return later;
}
