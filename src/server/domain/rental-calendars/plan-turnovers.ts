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
  end: Date;
  /** (end - start) in hours to one decimal, as the jobs' numeric(4,1) column keeps it. */
  durationHours: number;
  /** Another stay checks in on the checkout day (or, cleaning on check-in day, checks out that day). */
  sameDayTurnover: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * One cleaning per stay: on its checkout day (or check-in day, per the unit), from the unit's
 * check-out time to its check-in time, or `durationHours` when that is longer. When the next guest
 * arrives that same day the window ends at their check-in instead, however short that leaves it; a
 * check-in before the check-out time would leave no window at all, so the job then keeps one hour
 * and still says same-day (the cleaner sees the squeeze rather than no job).
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
    // Same day, the window ends at the next guest's arrival: on check-in day, this stay's own.
    const arrival = checkin ? stay.start : neighbour?.start;
    let end: Date;
    if (neighbour && arrival) {
      const arrivalAt = instantOf(arrival, settings.checkinTime, zone);
      end = arrivalAt > start ? arrivalAt : new Date(start.getTime() + HOUR_MS);
    } else {
      const byCheckin = atTime(date, settings.checkinTime, zone);
      const byDuration = new Date(start.getTime() + settings.durationHours * HOUR_MS);
      end = byDuration > byCheckin ? byDuration : byCheckin;
    }
    return {
      key: stay.key,
      uid: stay.uid,
      summary: stay.summary,
      date,
      start,
      end,
      durationHours: Math.round((end.getTime() - start.getTime()) / (HOUR_MS / 10)) / 10,
      sameDayTurnover: neighbour !== undefined,
    };
  });
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
function atTime(date: string, time: string, zone: string): Date {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return zonedTime(date, hour, zone, minute);
}
