import { z } from "zod";
import { isValidTimeZone } from "../domain/booking";
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type GroupChannels,
  type NotificationGroup,
  type QuietHours,
} from "../domain/notifications";

// docs/decisions/068: /profile → Notifications. What a person may choose per group and channel,
// their quiet hours and their zone; the words the server refuses with and the screen shows.

export const notificationPreferenceMessages = {
  loadFailed: "Failed to load notification settings",
  saved: "Notification settings saved",
  saveFailed: "Failed to save notification settings",
  channels: "Choose on or off for each channel of each group.",
  notYourGroup: "Those notifications are not among yours: reload the page and try again.",
  quietMinute: "Quiet hours are times of day, from 00:00 to 23:59.",
  quietStart: "Enter when quiet hours start.",
  quietEnd: "Enter when quiet hours end.",
  quietSame: "Quiet hours must end at another time than they start.",
  timeZone: "Choose your time zone.",
  timeZoneUnknown: "Your time zone is not recognised.",
  tooOften: (seconds: number) => `Too many saves in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
  // The hints of the Push and Text columns, pointing at the sections below the table on /profile.
  noDevice: "Turn on notifications on this device below",
  noPhone: "Add a phone number below",
  phoneUnverified: "Verify your phone number below",
  phoneStopped: "You replied STOP: texts are off",
} as const;

/** Minutes after midnight: a quiet hour's start or end (QuietHours). */
export const LAST_MINUTE_OF_DAY = 24 * 60 - 1;

const switches = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean({ error: notificationPreferenceMessages.channels })]),
  ) as Record<(typeof NOTIFICATION_CHANNELS)[number], z.ZodBoolean>,
  { error: notificationPreferenceMessages.channels },
);

const minute = z
  .int({ error: notificationPreferenceMessages.quietMinute })
  .min(0, notificationPreferenceMessages.quietMinute)
  .max(LAST_MINUTE_OF_DAY, notificationPreferenceMessages.quietMinute);

/** Start and end differ: equal times would be quiet never (inQuietHours) while the switch says on. */
export const quietHoursSchema = z
  .object({ startMinute: minute, endMinute: minute }, { error: notificationPreferenceMessages.quietMinute })
  .refine((quiet) => quiet.startMinute !== quiet.endMinute, { message: notificationPreferenceMessages.quietSame, path: ["endMinute"] });

/**
 * An IANA zone the runtime knows (Intl), kept in its canonical spelling ("america/denver" is
 * "America/Denver"), so the server's clock and the screen's select read the same name.
 */
export const timeZoneField = z
  .string({ error: notificationPreferenceMessages.timeZone })
  .trim()
  .min(1, notificationPreferenceMessages.timeZone)
  .refine(isValidTimeZone, notificationPreferenceMessages.timeZoneUnknown)
  .transform((zone) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone);

/**
 * PUT /api/notifications/preferences: the switches of the person's own groups (GROUPS_BY_ROLE; a
 * group left out goes back to the role's default), quiet hours or null, and their zone. Offers
 * kept reachable is the server's check (422 OFFER_CHANNELS_REQUIRED), as only it knows the role.
 */
export const notificationPreferencesInputSchema = z.object({
  channels: z.partialRecord(z.enum(NOTIFICATION_GROUPS), switches, { error: notificationPreferenceMessages.channels }),
  quietHours: quietHoursSchema.nullable(),
  timeZone: timeZoneField,
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInputSchema>;
export type NotificationPreferences = z.output<typeof notificationPreferencesInputSchema>;

/** What GET (and a save) answers: everything the Notifications section shows. */
export interface NotificationPreferencesView {
  /** The groups the screen lists for the person's role, in order. */
  groups: NotificationGroup[];
  channels: GroupChannels;
  quietHours: QuietHours | null;
  /** Null until saved once: the screen offers the browser's zone. */
  timeZone: string | null;
  /** Push devices registered: none, and the Push column points to the device section. */
  devices: number;
  phone: { e164: string; verified: boolean; stopped: boolean } | null;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "22:00" → 1320. */
export function minuteOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** 1320 → "22:00", as an `<input type="time">` holds it. */
export function timeOfMinute(minuteOfDay: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/**
 * The screen's form: the quiet hours switch and its two times as the inputs hold them ("HH:MM",
 * empty while unset), checked only while the switch is on; `toPreferencesInput` makes the request.
 */
export const notificationSettingsFormSchema = z
  .object({
    channels: z.partialRecord(z.enum(NOTIFICATION_GROUPS), switches),
    quietHoursOn: z.boolean(),
    quietStart: z.string(),
    quietEnd: z.string(),
    timeZone: z
      .string()
      .trim()
      .min(1, notificationPreferenceMessages.timeZone)
      .refine(isValidTimeZone, notificationPreferenceMessages.timeZoneUnknown),
  })
  .superRefine((form, context) => {
    if (!form.quietHoursOn) return;
    const startValid = TIME_PATTERN.test(form.quietStart);
    const endValid = TIME_PATTERN.test(form.quietEnd);
    if (!startValid) context.addIssue({ code: "custom", path: ["quietStart"], message: notificationPreferenceMessages.quietStart });
    if (!endValid) context.addIssue({ code: "custom", path: ["quietEnd"], message: notificationPreferenceMessages.quietEnd });
    if (startValid && endValid && form.quietStart === form.quietEnd)
      context.addIssue({ code: "custom", path: ["quietEnd"], message: notificationPreferenceMessages.quietSame });
  });
export type NotificationSettingsForm = z.infer<typeof notificationSettingsFormSchema>;

/** The form's starting values from what the server holds; no quiet hours yet: 22:00 to 07:00, off. */
export function settingsFormOf(view: NotificationPreferencesView, browserTimeZone: string): NotificationSettingsForm {
  const quiet = view.quietHours ?? DEFAULT_QUIET_HOURS;
  const channels: NotificationSettingsForm["channels"] = {};
  for (const group of view.groups) channels[group] = { ...view.channels[group] };
  return {
    channels,
    quietHoursOn: view.quietHours !== null,
    quietStart: timeOfMinute(quiet.startMinute),
    quietEnd: timeOfMinute(quiet.endMinute),
    timeZone: view.timeZone ?? browserTimeZone,
  };
}

export function toPreferencesInput(form: NotificationSettingsForm): NotificationPreferencesInput {
  return {
    channels: form.channels,
    quietHours: form.quietHoursOn ? { startMinute: minuteOfTime(form.quietStart), endMinute: minuteOfTime(form.quietEnd) } : null,
    timeZone: form.timeZone,
  };
}
