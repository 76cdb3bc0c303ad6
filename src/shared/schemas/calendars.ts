import { z } from "zod";
import { isUsTimeZone } from "../domain/address-zone";
import { CLEANING_TYPE_NAMES, DURATION_HOURS } from "../domain/booking";
import { MAX_CALENDARS_PER_CLIENT, MAX_CALENDARS_PER_UNIT, TURNOVER_DAYS } from "../domain/turnovers";

// docs/decisions/054: a unit's rental calendars and its turnover settings, checked the same way by
// the units screen's forms and the server.
export const CALENDAR_LABEL_MAX = 40;
export const CALENDAR_URL_MAX = 2000;

export const calendarMessages = {
  labelRequired: "Please enter a label for the calendar, such as Airbnb.",
  labelTooLong: `Keep the label under ${CALENDAR_LABEL_MAX} characters.`,
  urlRequired: "Please paste the calendar's address.",
  urlTooLong: "This address is too long for a calendar link.",
  urlPlainHttp: "This address starts with http://. Use the calendar's https:// or webcal:// link.",
  urlInvalid: "This is not a calendar link. Paste the address that starts with https:// or webcal://.",
  urlCredentials: "Remove the user name and password from the address.",
  exists: "This calendar is already connected to this unit.",
  /** One label per unit (docs/decisions/064): a job reads "From Airbnb calendar". */
  labelTaken: (label: string) => `This unit already has a calendar named ${label}.`,
  tooMany: `A unit can have at most ${MAX_CALENDARS_PER_UNIT} calendars. Remove one to add another.`,
  clientInactive: "Your account is inactive. Contact support to connect calendars.",
  tooManyForClient: `Your account can have at most ${MAX_CALENDARS_PER_CLIENT} calendars. Remove one to add another.`,
  notFound: "Calendar not found.",
  previewTooOften: (seconds: number) =>
    `Too many previews in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before trying again.`,
  syncTooOften: (seconds: number) =>
    `Too many syncs in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before pressing Sync now again.`,
} as const;

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function parse(url: string): URL | null {
  try {
    // URL does not know webcal://, so read it as the https:// address it stands for.
    const parsed = new URL(url.replace(/^webcal:/i, "https:"));
    return parsed.hostname ? parsed : null;
  } catch {
    return null;
  }
}

/** http:// to this machine: a test's or a demo's own feed, which the server accepts only outside production. */
export const isLoopbackHttp = (url: string) => /^http:/i.test(url) && LOOPBACK_HOST.test(parse(url)?.hostname ?? "");

/** The address's problem in plain words, or null when it is an https:// or webcal:// link. */
export function calendarUrlProblem(url: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "http" && !isLoopbackHttp(url)) return calendarMessages.urlPlainHttp;
  if (scheme !== "https" && scheme !== "webcal" && scheme !== "http") return calendarMessages.urlInvalid;
  const parsed = parse(url);
  if (!parsed) return calendarMessages.urlInvalid;
  if (parsed.username || parsed.password) return calendarMessages.urlCredentials;
  return null;
}

export const addCalendarSchema = z.object({
  label: z
    .string({ error: calendarMessages.labelRequired })
    .trim()
    .min(1, calendarMessages.labelRequired)
    .max(CALENDAR_LABEL_MAX, calendarMessages.labelTooLong),
  url: z
    .string({ error: calendarMessages.urlRequired })
    .trim()
    .min(1, calendarMessages.urlRequired)
    .max(CALENDAR_URL_MAX, calendarMessages.urlTooLong)
    .superRefine((url, context) => {
      const problem = calendarUrlProblem(url);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
});
export type AddCalendarInput = z.input<typeof addCalendarSchema>;

export const turnoverMessages = {
  day: "Choose whether to clean on the checkout day or the check-in day.",
  type: "Choose a cleaning type.",
  duration: "Choose a duration.",
  time: "Enter a time as HH:MM.",
  order: "The check-in time must be later than the check-out time.",
  timeZone: "Choose a time zone from the list.",
  ignoreBlocks: "Say whether blocked dates are ignored.",
} as const;

const clockTime = z.string({ error: turnoverMessages.time }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, turnoverMessages.time);

export const turnoverSettingsSchema = z
  .object({
    turnoverDay: z.enum(TURNOVER_DAYS, { error: turnoverMessages.day }),
    turnoverType: z.enum(CLEANING_TYPE_NAMES, { error: turnoverMessages.type }),
    durationHours: z
      .number({ error: turnoverMessages.duration })
      .refine((hours) => (DURATION_HOURS as readonly number[]).includes(hours), turnoverMessages.duration),
    checkoutTime: clockTime,
    checkinTime: clockTime,
    // Empty or null: the zone of the unit's address; else one of US_TIME_ZONES, as the unit form
    // takes it (both write the unit's one zone, docs/decisions/064).
    timeZone: z
      .string({ error: turnoverMessages.timeZone })
      .trim()
      .nullable()
      .transform((zone) => zone || null)
      .refine((zone) => zone === null || isUsTimeZone(zone), turnoverMessages.timeZone),
    ignoreBlocks: z.boolean({ error: turnoverMessages.ignoreBlocks }),
  })
  // An empty window between guests could hold no cleaning.
  .refine((settings) => settings.checkinTime > settings.checkoutTime, { message: turnoverMessages.order, path: ["checkinTime"] });
export type TurnoverSettingsInput = z.input<typeof turnoverSettingsSchema>;
export type TurnoverSettingsValues = z.output<typeof turnoverSettingsSchema>;
