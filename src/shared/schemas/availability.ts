import { z } from "zod";
import { isMonth } from "../domain/calendar";
import { isValidTimeZone, todayIn } from "../domain/booking";
import { addDays, isCalendarDate } from "./booking";

// spec 2, 3 and 8: the cleaner's calendar. Spec 5 says the original took the availability form
// "as entered"; we check it here, in the dialog and on the server alike (docs/decisions/034).

/** spec 8: the calendar's toasts. */
export const calendarMessages = {
  loadFailed: "Failed to load calendar data",
  updated: "Availability updated successfully",
  updateFailed: "Failed to update availability",
  deleted: "Availability rule deleted successfully",
  deleteFailed: "Failed to delete availability rule",
} as const;

/** spec 2: the dialog's three kinds; the first two are spec 3's cleaner_availability types. */
export const AVAILABILITY_KINDS = [
  { type: "weekly_rule", label: "Weekly Schedule" },
  { type: "one_off_block", label: "One-time Block" },
  { type: "time_off", label: "Time Off" },
] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number]["type"];

/** spec 3: weekday 0 is Sunday. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const AVAILABILITY_NOTE_MAX = 200;
export const TIME_OFF_REASON_MAX = 200;
/** How far ahead a block or time off may start: as far as a booking (a typo like 2062 stays out). */
export const AVAILABILITY_MAX_DAYS_AHEAD = 365;
/** A one-time block is a stretch of work time; a week covers any weekend or trip. */
export const ONE_OFF_BLOCK_MAX_DAYS = 7;
export const TIME_OFF_MAX_DAYS = 365;
/** Weekly rules a cleaner may keep: several stretches on each day, and a bounded list. */
export const WEEKLY_RULES_MAX = 50;
/** "Not in the past" allows the browser's clock to differ from the server's by this much. */
export const CLOCK_GRACE_MS = 5 * 60 * 1000;
/** The zone of the month grid when the browser sends none: Eastern, where most served cities are. */
export const CALENDAR_DEFAULT_TIME_ZONE = "America/New_York";

export const availabilityMessages = {
  type: "Choose Weekly Schedule, One-time Block or Time Off.",
  weekday: "Choose a day of the week.",
  startTime: "Enter a start time (HH:MM).",
  endTime: "Enter an end time (HH:MM).",
  timeOrder: "The end time must be after the start time.",
  startTs: "Enter when the block starts.",
  endTs: "Enter when the block ends.",
  blockOrder: "The block must end after it starts.",
  blockPast: "A one-time block cannot start in the past.",
  blockTooFar: `A one-time block must start within the next ${AVAILABILITY_MAX_DAYS_AHEAD} days.`,
  blockTooLong: `A one-time block can last at most ${ONE_OFF_BLOCK_MAX_DAYS} days.`,
  startDate: "Enter the first day of your time off.",
  endDate: "Enter the last day of your time off.",
  dateOrder: "The end date cannot be before the start date.",
  timeOffPast: "Time off cannot start before today.",
  timeOffTooFar: `Time off must start within the next ${AVAILABILITY_MAX_DAYS_AHEAD} days.`,
  timeOffTooLong: `Time off can last at most ${TIME_OFF_MAX_DAYS} days.`,
  timeOffOverlap: "You already have time off on some of these days.",
  tooManyWeeklyRules: `You can keep at most ${WEEKLY_RULES_MAX} weekly availability rules. Delete one first.`,
  note: `Keep the note under ${AVAILABILITY_NOTE_MAX} characters.`,
  reason: `Keep the note under ${TIME_OFF_REASON_MAX} characters.`,
  timeZone: "Your time zone is not recognised.",
  month: "Choose a month as YYYY-MM.",
  availabilityNotFound: "Availability entry not found.",
  timeOffNotFound: "Time off not found.",
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const time = (message: string) => z.string({ error: message }).regex(TIME_PATTERN, message);
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const timeZone = z.string({ error: availabilityMessages.timeZone }).refine(isValidTimeZone, availabilityMessages.timeZone);

/** Whole calendar days from `start` to `end` (YYYY-MM-DD). */
const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);

const weeklyRuleSchema = z
  .object({
    type: z.literal("weekly_rule"),
    weekday: z
      .number({ error: availabilityMessages.weekday })
      .int(availabilityMessages.weekday)
      .min(0, availabilityMessages.weekday)
      .max(6, availabilityMessages.weekday),
    startTime: time(availabilityMessages.startTime),
    endTime: time(availabilityMessages.endTime),
    note: optionalText(AVAILABILITY_NOTE_MAX, availabilityMessages.note),
  })
  // HH:MM strings order as times do; a rule ends on the day it starts.
  .refine((rule) => rule.endTime > rule.startTime, { message: availabilityMessages.timeOrder, path: ["endTime"] });

const oneOffBlockSchema = z
  .object({
    type: z.literal("one_off_block"),
    startTs: instant(availabilityMessages.startTs),
    endTs: instant(availabilityMessages.endTs),
    note: optionalText(AVAILABILITY_NOTE_MAX, availabilityMessages.note),
  })
  .superRefine((block, context) => {
    const start = Date.parse(block.startTs);
    const end = Date.parse(block.endTs);
    const now = Date.now();
    const refuse = (message: string, field: "startTs" | "endTs") => context.addIssue({ code: "custom", message, path: [field] });
    if (start < now - CLOCK_GRACE_MS) refuse(availabilityMessages.blockPast, "startTs");
    else if (start > now + AVAILABILITY_MAX_DAYS_AHEAD * DAY_MS) refuse(availabilityMessages.blockTooFar, "startTs");
    else if (end <= start) refuse(availabilityMessages.blockOrder, "endTs");
    else if (end - start > ONE_OFF_BLOCK_MAX_DAYS * DAY_MS) refuse(availabilityMessages.blockTooLong, "endTs");
  });

const timeOffSchema = z
  .object({
    type: z.literal("time_off"),
    startDate: calendarDate(availabilityMessages.startDate),
    endDate: calendarDate(availabilityMessages.endDate),
    reason: optionalText(TIME_OFF_REASON_MAX, availabilityMessages.reason),
    /** The cleaner's zone, which says what "today" is (as booking does). */
    timeZone,
  })
  .superRefine((timeOff, context) => {
    // An unknown zone is the field's problem (reported above); there is no "today" to compare with.
    if (!isValidTimeZone(timeOff.timeZone)) return;
    const today = todayIn(timeOff.timeZone);
    const refuse = (message: string, field: "startDate" | "endDate") => context.addIssue({ code: "custom", message, path: [field] });
    if (timeOff.startDate < today) refuse(availabilityMessages.timeOffPast, "startDate");
    else if (timeOff.startDate > addDays(today, AVAILABILITY_MAX_DAYS_AHEAD)) refuse(availabilityMessages.timeOffTooFar, "startDate");
    else if (timeOff.endDate < timeOff.startDate) refuse(availabilityMessages.dateOrder, "endDate");
    else if (daysBetween(timeOff.startDate, timeOff.endDate) + 1 > TIME_OFF_MAX_DAYS)
      refuse(availabilityMessages.timeOffTooLong, "endDate");
  });

/** POST /api/cleaner/availability: one of the dialog's three kinds (spec 2). */
export const availabilityInputSchema = z.discriminatedUnion("type", [weeklyRuleSchema, oneOffBlockSchema, timeOffSchema], {
  error: availabilityMessages.type,
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;
export type AvailabilityValues = z.output<typeof availabilityInputSchema>;

/** GET /api/cleaner/calendar: the month shown and the zone its days are read in. */
export const calendarQuerySchema = z.object({
  month: z.string({ error: availabilityMessages.month }).refine(isMonth, availabilityMessages.month),
  timeZone: timeZone.default(CALENDAR_DEFAULT_TIME_ZONE),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
