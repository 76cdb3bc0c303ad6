// docs/decisions/054: which cleanings a unit's stays call for, and when. Pure: the sync decides
// which of them are bookable (not past, within the horizon) and writes the jobs.
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import type { TurnoverSettings } from "../../../shared/domain/turnovers";
import type { CalendarEvent, EventTime } from "./types";

export interface PlannedTurnover {
  /** The event's key: the job's calendar_event_key. */
  key: string;
  uid: string;
  summary: string;
  /** YYYY-MM-DD in the unit's zone: the cleaning day. */
  date: string;
  start: Date;
  /** start + the unit's duration, cut at the deadline (docs/decisions/065). */
  end: Date;
  /** The next guest's check-in: the job's deadline (jobs.ready_by). */
  readyBy: Date;
  /** (end - start) in hours to one decimal, as the jobs' numeric(4,1) column keeps it. */
  durationHours: number;
  /** Another stay checks in on the checkout day (or, cleaning on check-in day, checks out that day). */
  sameDayTurnover: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * One cleaning per stay (docs/decisions/065): on its checkout day (or check-in day, per the unit),
 * starting at the unit's check-out time and lasting the unit's duration; its deadline is the next
 * guest's check-in. When the next guest arrives that same day (a same-day turnover) the deadline is
 * their arrival; otherwise it is the unit's check-in time that day, when a guest booked later may
 * still arrive; on check-in day it is this stay's own arrival. A duration that does not fit before
 * the deadline is cut to end at it; a deadline at or before the check-out time leaves no window at
 * all, so the job then keeps one hour (the cleaner sees the squeeze rather than no job).
 */
export function planTurnovers(events: CalendarEvent[], settings: TurnoverSettings): PlannedTurnover[] {
  const zone = settings.timeZone;
  // A block the unit does not ignore is a stay like any other: the dates are someone's.
  const stays = events.filter((event) => !(event.isBlock && settings.ignoreBlocks));
  const checkin = settings.turnoverDay === "checkin";
  // The stays that meet a cleaning day from the other side: arriving (checkout mode) or leaving.
  const others = new Map<string, CalendarEvent[]>();
  // Pushed, not copied: planning stays linear in the stays, however many share a day (decision 057).
  for (const stay of stays) {
    const day = dayOf(checkin ? stay.end : stay.start, zone);
    const sameDay = others.get(day);
    if (sameDay) sameDay.push(stay);
    else others.set(day, [stay]);
  }
  return stays.map((stay) => {
    const date = dayOf(checkin ? stay.start : stay.end, zone);
    const start = atTime(date, settings.checkoutTime, zone);
    const neighbour = others.get(date)?.find((other) => other !== stay);
    // Same day, the deadline is the next guest's arrival: on check-in day, this stay's own.
    const arrival = checkin ? stay.start : neighbour?.start;
    const readyBy = arrival ? instantOf(arrival, settings.checkinTime, zone) : atTime(date, settings.checkinTime, zone);
    const end = turnoverEnd(start, readyBy, settings.durationHours);
    return {
      key: stay.key,
      uid: stay.uid,
      summary: stay.summary,
      date,
      start,
      end,
      readyBy,
      durationHours: Math.round((end.getTime() - start.getTime()) / (HOUR_MS / 10)) / 10,
      sameDayTurnover: neighbour !== undefined,
    };
  });
}

/**
 * When a turnover starting at `start` with deadline `readyBy` ends (docs/decisions/065): after the
 * unit's duration, or at the deadline when that comes sooner; one hour when the deadline leaves no time.
 */
export function turnoverEnd(start: Date, readyBy: Date, durationHours: number): Date {
  const byDuration = start.getTime() + durationHours * HOUR_MS;
  if (readyBy.getTime() <= start.getTime()) return new Date(start.getTime() + HOUR_MS);
  return new Date(Math.min(byDuration, readyBy.getTime()));
}

/** The calendar day a value falls on in `zone`: a date or a floating time as written, an instant converted. */
function dayOf(time: EventTime, zone: string): string {
  return time.kind === "instant" ? todayIn(zone, time.instant) : time.date;
}

/** When a guest arrives: an instant as is, a floating time read in `zone`, a bare date at the unit's check-in time. */
function instantOf(time: EventTime, checkinTime: string, zone: string): Date {
  if (time.kind === "instant") return time.instant;
  return atTime(time.date, time.kind === "floating" ? time.time : checkinTime, zone);
}

/** HH:MM on `date`, wall clock in `zone`. */
export function atTime(date: string, time: string, zone: string): Date {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return zonedTime(date, hour, zone, minute);
}
