// spec 9: what a client can book and what it costs. The booking form and jobs.service both read
// these; the server computes every price from them and never trusts one sent by the browser.
import type { PlanUsage } from "./statuses";
import { formatInZone } from "./zone-format";

export const CLEANING_TYPES = [
  { name: "Standard Clean", basePriceCents: 10_000 },
  { name: "Deep Clean", basePriceCents: 15_000 },
  { name: "Move-in/Move-out", basePriceCents: 20_000 },
  { name: "Post Construction", basePriceCents: 25_000 },
  { name: "Airbnb Turnover", basePriceCents: 12_000 },
] as const;
export type CleaningType = (typeof CLEANING_TYPES)[number]["name"];
export const CLEANING_TYPE_NAMES = CLEANING_TYPES.map((type) => type.name) as [CleaningType, ...CleaningType[]];

export function basePriceCents(type: CleaningType): number {
  const found = CLEANING_TYPES.find((candidate) => candidate.name === type);
  if (!found) throw new Error(`Unknown cleaning type: ${type}`);
  return found.basePriceCents;
}

/** spec 9: two-hour slots; the slot start becomes requested_start and scheduled_start. */
export const TIME_SLOTS = [
  { id: "08:00", label: "8-10 AM", startHour: 8 },
  { id: "10:00", label: "10 AM-12 PM", startHour: 10 },
  { id: "12:00", label: "12-2 PM", startHour: 12 },
  { id: "14:00", label: "2-4 PM", startHour: 14 },
  { id: "16:00", label: "4-6 PM", startHour: 16 },
] as const;
export type TimeSlotId = (typeof TIME_SLOTS)[number]["id"];
export const TIME_SLOT_IDS = TIME_SLOTS.map((slot) => slot.id) as [TimeSlotId, ...TimeSlotId[]];

/** The instant a slot begins on `date` (YYYY-MM-DD) in `timeZone`: the booking's scheduled start. */
export function slotStart(date: string, slotId: TimeSlotId, timeZone: string): Date {
  const slot = TIME_SLOTS.find((candidate) => candidate.id === slotId);
  if (!slot) throw new Error(`Unknown time slot: ${slotId}`);
  return zonedTime(date, slot.startHour, timeZone);
}

export const DURATION_HOURS = [1, 2, 3, 4, 6, 8] as const;
export const DEFAULT_DURATION_HOURS = 2;
export const BEDROOMS = { min: 0, max: 5 } as const;
export const BATHROOMS = { min: 1, max: 5, step: 0.5 } as const;
export const BATHROOM_OPTIONS = Array.from(
  { length: (BATHROOMS.max - BATHROOMS.min) / BATHROOMS.step + 1 },
  (_, i) => BATHROOMS.min + i * BATHROOMS.step,
);
export const MAX_SQ_FT = 100_000;
export const MAX_SPECIAL_INSTRUCTIONS = 2000;

/** spec 9: "cleaners claim jobs within 24 hours" (stated on the booking page). */
export const CLAIM_WINDOW_HOURS = 24;

/** docs/decisions/010: cleaners have 24 h to claim from `from` (a booking, a re-post), never past the start. */
export function claimWindowEnd(from: Date, start: Date): Date {
  return new Date(Math.min(from.getTime() + CLAIM_WINDOW_HOURS * 3_600_000, start.getTime()));
}

/** spec 9: payout on assignments = 55 % of client_price, rounded to cents. */
export const CLEANER_PAYOUT_SHARE = 0.55;
export function cleanerPayoutCents(clientPriceCents: number): number {
  return Math.round(clientPriceCents * CLEANER_PAYOUT_SHARE);
}

/**
 * What the client is charged for one booking (docs/decisions/010): the cleaning type's base
 * price; additional usage of a plan costs the plan's extra-clean fee plus the type's difference to
 * a Standard Clean (spec 9: "$75 each" on Weekly is a Standard Clean's price there). The fee
 * discounts the type's price by the same amount as a Standard Clean, never more, so a Post
 * Construction on Weekly costs $225, not $75.
 */
export function clientPriceCents(input: { type: CleaningType; planUsage: PlanUsage; extraCleanFeeCents: number | null }): number {
  const base = basePriceCents(input.type);
  if (input.planUsage === "additional" && input.extraCleanFeeCents !== null) {
    return Math.max(0, input.extraCleanFeeCents + base - basePriceCents("Standard Clean"));
  }
  return base;
}

/** An additional Standard Clean on a plan with this fee: the fee itself, what spec 9 and /pricing quote. */
export function additionalCleanFromCents(extraCleanFeeCents: number): number {
  return clientPriceCents({ type: "Standard Clean", planUsage: "additional", extraCleanFeeCents });
}

/**
 * The instant a wall-clock time on `date` (YYYY-MM-DD) falls in `timeZone` (IANA name).
 * Uses Intl only, so it runs the same in the browser and on the server; DST-safe.
 */
export function zonedTime(date: string, hour: number, timeZone: string, minute = 0): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wallClockAsUtc;
  // Two rounds settle the offset even when the first guess lands across a DST change.
  for (let round = 0; round < 2; round++) instant = wallClockAsUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

// A calendar sync plans hundreds of times a feed: one formatter per zone (formatInZone).
const wallClockIn = formatInZone("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const isoDayIn = formatInZone("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

function offsetMs(instant: number, timeZone: string): number {
  const parts = wallClockIn(timeZone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"), value("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in `timeZone`: the first date the booking form allows. */
export function todayIn(timeZone: string, now = new Date()): string {
  return isoDayIn(timeZone).format(now);
}
