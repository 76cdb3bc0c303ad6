import { z } from "zod";
import {
  BATHROOM_OPTIONS,
  BEDROOMS,
  CLEANING_TYPE_NAMES,
  DURATION_HOURS,
  MAX_SPECIAL_INSTRUCTIONS,
  MAX_SQ_FT,
  TIME_SLOT_IDS,
} from "../domain/booking";

/** spec 5 and 8: the booking form's texts; the server answers with the same words. */
export const bookingMessages = {
  missing: { title: "Missing Information", message: "Please select a unit, date, and time slot." },
  typeRequired: "Please choose a cleaning type.",
  createFailed: "Failed to create job. Please try again.",
  clientMissing: "Client data not found. Please refresh the page.",
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** How far ahead a booking may be made: a year keeps typos like 2062 out of the schedule. */
export const BOOKING_MAX_DAYS_AHEAD = 365;

/** YYYY-MM-DD `days` after `date` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const missing = { error: bookingMessages.missing.message };

/**
 * POST /api/client/jobs. Prices, times and status are not part of it: the server computes them
 * (docs/decisions/010), whatever else the browser sends.
 */
export const createJobSchema = z.object({
  unitId: z.uuid(missing),
  type: z.enum(CLEANING_TYPE_NAMES, { error: bookingMessages.typeRequired }),
  date: z.string(missing).refine(isCalendarDate, bookingMessages.missing.message),
  slot: z.enum(TIME_SLOT_IDS, missing),
  durationHours: z
    .number({ error: "Please choose a duration." })
    .refine(
      (hours) => (DURATION_HOURS as readonly number[]).includes(hours),
      `Duration must be one of ${DURATION_HOURS.join(", ")} hours.`,
    ),
  bedrooms: z
    .number()
    .int("Bedrooms must be a whole number.")
    .min(BEDROOMS.min, `Bedrooms must be between ${BEDROOMS.min} and ${BEDROOMS.max}.`)
    .max(BEDROOMS.max, `Bedrooms must be between ${BEDROOMS.min} and ${BEDROOMS.max}.`)
    .nullish()
    .transform((value) => value ?? null),
  bathrooms: z
    .number()
    .refine((value) => BATHROOM_OPTIONS.includes(value), "Bathrooms must be 1 to 5 in steps of 0.5.")
    .nullish()
    .transform((value) => value ?? null),
  sqFt: z
    .number()
    .int("Square footage must be a whole number.")
    .positive("Square footage must be more than 0.")
    .max(MAX_SQ_FT, `Square footage must be at most ${MAX_SQ_FT.toLocaleString("en-US")}.`)
    .nullish()
    .transform((value) => value ?? null),
  specialInstructions: z
    .string()
    .trim()
    .max(MAX_SPECIAL_INSTRUCTIONS, `Keep special instructions under ${MAX_SPECIAL_INSTRUCTIONS} characters.`)
    .nullish()
    .transform((value) => value || null),
  isExtraClean: z.boolean().default(false),
  // No time zone: the date and slot are the unit's wall clock (docs/decisions/064). An older screen
  // that still sends its browser's zone is not refused; the zone is dropped with every unknown key.
});
export type CreateJobInput = z.input<typeof createJobSchema>;
export type CreateJobValues = z.output<typeof createJobSchema>;
