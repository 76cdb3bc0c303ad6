// docs/decisions/054: a rental calendar's text becomes its stays and blocks. ical.js reads the
// RFC 5545 file (recurrences, exceptions, VTIMEZONE); this module only decides what a stay is and
// keeps every value in the kind it was written in: a date stays a date whatever zone the server
// runs in, a TZID or Z time becomes one instant, a floating time stays wall-clock time.
import ICAL from "ical.js";
import { isValidTimeZone, zonedTime } from "../../../shared/domain/booking";
import { CALENDAR_HORIZON_DAYS, isBlockSummary } from "../../../shared/domain/turnovers";
import {
  dropRunawayTimeZones,
  FeedBudgetExceeded,
  MAX_EVENTS_PER_FEED,
  RecurrenceBudget,
  repeatsMoreThanDaily,
  skipToWindow,
  TOO_COMPLEX,
  TOO_FREQUENT,
} from "./recurrence-budget";
import type { CalendarEvent, EventTime, ParseOutcome } from "./types";

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** Shown on the feed as its last error (the sync records it like a failed fetch). */
export const NOT_ICALENDAR = "Not an iCalendar file";
export const UNREADABLE_EVENT = "The calendar has an event that cannot be read";

const DAY_MS = 86_400_000;
/** Recurring events are expanded from a week back, so a stay that began lately still counts. */
const PAST_DAYS = 7;

export interface ParseOptions {
  now: Date;
  horizonDays?: number;
  /** Off only in the test that proves skipping keeps every occurrence (recurrence-budget.ts). */
  skipToWindow?: boolean;
}

export function parseCalendarFeed(text: string, options: ParseOptions): ParseOutcome {
  const calendar = readCalendar(text);
  if (!calendar) return { ok: false, reason: NOT_ICALENDAR };
  const horizonDays = options.horizonDays ?? CALENDAR_HORIZON_DAYS;
  const window = {
    fromMs: options.now.getTime() - PAST_DAYS * DAY_MS,
    toMs: options.now.getTime() + horizonDays * DAY_MS,
    skip: options.skipToWindow ?? true,
  };
  try {
    return { ok: true, events: readEvents(calendar, window) };
  } catch (error) {
    // Over the feed's budget (decision 057): refused whole, as an unreadable event is.
    if (error instanceof FeedBudgetExceeded) return { ok: false, reason: error.reason };
    // One event ical.js cannot read (a DTSTART that is no date): the whole feed counts as
    // failed, since a feed read in part would cancel the jobs of the stays left out.
    return { ok: false, reason: UNREADABLE_EVENT };
  }
}

function readCalendar(text: string): IcalComponent | null {
  const body = text.replace(/^\uFEFF/, "");
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) return null;
  try {
    const parsed: unknown = ICAL.parse(body);
    const roots = (Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[];
    const root = roots.find((jcal) => Array.isArray(jcal) && jcal[0] === "vcalendar");
    return root ? new ICAL.Component(root as unknown[]) : null;
  } catch {
    return null;
  }
}

interface Window {
  fromMs: number;
  toMs: number;
  skip: boolean;
}

function readEvents(calendar: IcalComponent, window: Window): CalendarEvent[] {
  dropRunawayTimeZones(calendar);
  const masters = new Map<string, IcalComponent>();
  const exceptions = new Map<string, IcalComponent[]>();
  const components = calendar.getAllSubcomponents("vevent");
  if (components.length > MAX_EVENTS_PER_FEED) throw new FeedBudgetExceeded(TOO_COMPLEX);
  for (const component of components) {
    const uid = uidOf(component);
    if (component.hasProperty("recurrence-id")) {
      // Pushed, not copied: a feed of thousands of instances of one series stays linear.
      const instances = exceptions.get(uid);
      if (instances) instances.push(component);
      else exceptions.set(uid, [component]);
      continue;
    }
    // The same UID twice: the later revision (SEQUENCE, then position in the file) wins, so the
    // feed keeps one stay per UID as the job's key requires.
    const earlier = masters.get(uid);
    if (!earlier || sequenceOf(component) >= sequenceOf(earlier)) masters.set(uid, component);
  }

  const events: CalendarEvent[] = [];
  const budget = new RecurrenceBudget();
  for (const [uid, component] of masters) {
    if (isCancelled(component)) continue;
    if (repeatsMoreThanDaily(component)) throw new FeedBudgetExceeded(TOO_FREQUENT);
    // Before the event is built: ical.js reads the (moved) start when it makes its iterator.
    const skipped = window.skip ? skipToWindow(component, window.fromMs) : null;
    const event = new ICAL.Event(component, { exceptions: exceptions.get(uid) ?? [] });
    if (event.isRecurring()) events.push(...occurrences(uid, event, window, budget, skipped?.dropFirst ?? false));
    else events.push(stay(uid, uid, event, event.startDate, event.endDate));
  }
  // Instances whose series is not in the feed: each stands alone under its occurrence's key.
  for (const [uid, components] of exceptions) {
    if (masters.has(uid)) continue;
    for (const component of components) {
      if (isCancelled(component)) continue;
      const event = new ICAL.Event(component, { exceptions: [] });
      const key = `${uid}#${event.recurrenceId.toICALString()}`;
      events.push(stay(key, uid, event, event.startDate, event.endDate));
    }
  }
  return events;
}

function occurrences(uid: string, event: IcalEvent, window: Window, budget: RecurrenceBudget, dropFirst: boolean): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const expansion = event.iterator();
  // The moved start of a series skipped to the window, on a day its rule does not keep (budget).
  if (dropFirst) expansion.next();
  for (;;) {
    budget.step();
    const next = expansion.next();
    if (!next || approximateMs(next) > window.toMs) break;
    const details = event.getOccurrenceDetails(next);
    const item = details.item ?? event;
    if (item !== event && isCancelled(item.component)) continue;
    if (approximateMs(details.endDate) < window.fromMs || approximateMs(details.startDate) > window.toMs) continue;
    budget.occurrence();
    // The key is the occurrence as the series wrote it, so a moved instance keeps its job.
    const key = `${uid}#${details.recurrenceId.toICALString()}`;
    // An instance's own DTEND keeps its zone; an end the series computed is in the start's zone.
    events.push(stay(key, uid, item, details.startDate, details.endDate, item !== event));
  }
  return events;
}

function stay(key: string, uid: string, event: IcalEvent, start: IcalTime, end: IcalTime, ownEnd = true): CalendarEvent {
  const summary = (event.summary ?? "").trim();
  const startZone = tzidOf(event.component, "dtstart");
  // An end from DURATION (or no DTEND) is in the start's zone.
  const endZone = (ownEnd && tzidOf(event.component, "dtend")) || startZone;
  return { key, uid, summary, isBlock: isBlockSummary(summary), start: eventTime(start, startZone), end: eventTime(end, endZone) };
}

function eventTime(time: IcalTime, tzid: string | null): EventTime {
  const date = isoDate(time);
  if (time.isDate) return { kind: "date", date };
  const zone = time.zone;
  // Z, or a TZID whose VTIMEZONE is in the file (ical.js resolved it): ical.js computes the instant.
  if (zone && zone !== ICAL.Timezone.localTimezone) return { kind: "instant", instant: new Date(time.toUnixTime() * 1000) };
  // A TZID without its VTIMEZONE (Google and Airbnb rely on IANA names being known).
  if (tzid && isValidTimeZone(tzid)) {
    const instant = zonedTime(date, time.hour, tzid, time.minute).getTime() + time.second * 1000;
    return { kind: "instant", instant: new Date(instant) };
  }
  // Floating, or a zone name nobody knows: wall-clock time, read later in the unit's zone.
  return { kind: "floating", date, time: `${pad(time.hour)}:${pad(time.minute)}` };
}

/** YYYY-MM-DD from the value's own fields: never through a Date in the server's local time. */
function isoDate(time: IcalTime): string {
  return `${String(time.year).padStart(4, "0")}-${pad(time.month)}-${pad(time.day)}`;
}

/** Orders occurrences and compares them with the window; dates and floating times read as UTC (hours off at most). */
function approximateMs(time: IcalTime): number {
  return time.toUnixTime() * 1000;
}

function uidOf(component: IcalComponent): string {
  const uid = component.getFirstPropertyValue("uid");
  if (typeof uid === "string" && uid.trim()) return uid.trim();
  // RFC 5545 requires a UID; without one the start as written names the stay (new dates, new stay).
  return `no-uid-${String(component.getFirstPropertyValue("dtstart") ?? "")}`;
}

function sequenceOf(component: IcalComponent): number {
  const sequence = Number(component.getFirstPropertyValue("sequence"));
  return Number.isFinite(sequence) ? sequence : 0;
}

function isCancelled(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
}

function tzidOf(component: IcalComponent, name: "dtstart" | "dtend"): string | null {
  const tzid = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

const pad = (value: number) => String(value).padStart(2, "0");
