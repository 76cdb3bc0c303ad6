// docs/decisions/068: what a person is told, by which channel, and what they may turn off. One
// source for the server's notify door, the preferences screen and the tests.
import type { Role } from "./roles";

export const NOTIFICATION_CHANNELS = ["inApp", "email", "push", "text"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels that leave the app on a schedule of their own (merged, quiet hours): notification_sends. */
export const SEND_CHANNELS = ["push", "text"] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: "In the app",
  email: "Email",
  push: "Push",
  text: "Text",
};

export const NOTIFICATION_GROUPS = ["offers", "jobUpdates", "reminders", "calendars", "quality", "messages", "money", "account"] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const GROUP_LABELS: Record<NotificationGroup, { label: string; description: string }> = {
  offers: { label: "Job offers", description: "A job offered to you, and an offer about to expire." },
  jobUpdates: { label: "Job updates", description: "Claimed, accepted, on the way, started, completed, canceled or moved." },
  reminders: { label: "Reminders", description: "The day before a cleaning, before a start, and today's work." },
  calendars: { label: "Rental calendars", description: "A calendar that stopped syncing." },
  quality: { label: "Problems and re-cleans", description: "Problem reports, restocking and re-clean requests." },
  messages: { label: "Messages", description: "A message left unread." },
  money: { label: "Payouts", description: "A payout paid." },
  account: { label: "Applications", description: "A job application decided." },
};

/** Which groups concern each role: the preferences screen shows only these. */
export const GROUPS_BY_ROLE: Record<Role, readonly NotificationGroup[]> = {
  client: ["jobUpdates", "reminders", "calendars", "quality", "messages"],
  cleaner: ["offers", "jobUpdates", "reminders", "quality", "messages", "money", "account"],
  admin: ["jobUpdates", "calendars", "quality", "messages"],
};

/**
 * Every event that tells someone something (issue's list), its group, and how long a push or text
 * waits for more of the same job's events to merge with (docs/decisions/068: only changes come in
 * bursts; an offer or a start is worth nothing a minute late).
 */
export const NOTIFICATION_EVENTS = {
  "offer.made": { group: "offers", mergeMs: 0 },
  "offer.expiring": { group: "offers", mergeMs: 0 },
  "job.claimed": { group: "jobUpdates", mergeMs: 0 },
  "job.accepted": { group: "jobUpdates", mergeMs: 0 },
  "job.onMyWay": { group: "jobUpdates", mergeMs: 0 },
  "job.started": { group: "jobUpdates", mergeMs: 0 },
  "job.completed": { group: "jobUpdates", mergeMs: 0 },
  "job.canceled": { group: "jobUpdates", mergeMs: 60_000 },
  "job.moved": { group: "jobUpdates", mergeMs: 60_000 },
  "calendar.failing": { group: "calendars", mergeMs: 0 },
  "problem.reported": { group: "quality", mergeMs: 0 },
  "restock.needed": { group: "quality", mergeMs: 60_000 },
  "reclean.requested": { group: "quality", mergeMs: 0 },
  "message.unread": { group: "messages", mergeMs: 0 },
  "payout.paid": { group: "money", mergeMs: 0 },
  "application.decided": { group: "account", mergeMs: 0 },
  "reminder.dayBefore": { group: "reminders", mergeMs: 0 },
  "reminder.beforeStart": { group: "reminders", mergeMs: 0 },
  "reminder.todaysWork": { group: "reminders", mergeMs: 0 },
  "reminder.clockIn": { group: "reminders", mergeMs: 0 },
} as const satisfies Record<string, { group: NotificationGroup; mergeMs: number }>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

export const groupOfEvent = (event: NotificationEvent): NotificationGroup => NOTIFICATION_EVENTS[event].group;

export type ChannelSwitches = Record<NotificationChannel, boolean>;
export type GroupChannels = Record<NotificationGroup, ChannelSwitches>;

const on = (push: boolean, text: boolean, email = true): ChannelSwitches => ({ inApp: true, email, push, text });

/**
 * Defaults per role (docs/decisions/068): everything in the app and by email as before; push for
 * what changes someone's day; texts (only ever to a verified number) for what cannot wait.
 */
export const DEFAULT_CHANNELS: Record<Role, GroupChannels> = {
  client: {
    offers: on(false, false),
    jobUpdates: on(true, true),
    reminders: on(true, true),
    calendars: on(true, false),
    quality: on(true, true),
    messages: on(true, false),
    money: on(false, false),
    account: on(false, false),
  },
  cleaner: {
    offers: on(true, true),
    jobUpdates: on(true, false),
    reminders: on(true, true),
    calendars: on(false, false),
    quality: on(true, false),
    messages: on(true, false),
    money: on(true, false),
    account: on(true, false),
  },
  admin: {
    offers: on(false, false),
    jobUpdates: on(false, false, false),
    reminders: on(false, false, false),
    calendars: on(false, false),
    quality: on(true, false),
    messages: on(false, false),
    money: on(false, false),
    account: on(false, false),
  },
};

/** The saved choices: only what differs from the role's defaults is kept. */
export type ChannelOverrides = Partial<Record<NotificationGroup, Partial<ChannelSwitches>>>;

export function effectiveChannels(role: Role, overrides: ChannelOverrides | null | undefined): GroupChannels {
  const result = {} as GroupChannels;
  for (const group of NOTIFICATION_GROUPS) result[group] = { ...DEFAULT_CHANNELS[role][group], ...overrides?.[group] };
  return result;
}

/** An offer waits for its cleaner a limited time: at least one of these stays on for offers. */
export const OFFER_CHANNELS_REQUIRED = "Job offers need at least one way to reach you, since an offer waits for you only a limited time.";
/** Verification and password emails are not notifications: they are always sent. */
export const SECURITY_MAIL_ALWAYS = "Emails to verify your address or reset your password are always sent.";

/** Offers always reach a cleaner somehow: the in-app bell, email, push or text. */
export function offersReachable(channels: ChannelSwitches): boolean {
  return channels.inApp || channels.email || channels.push || channels.text;
}

/** Quiet hours hold push and texts (not the app, not email) until they end, in the person's zone. */
export interface QuietHours {
  /** Minutes after midnight, 0..1439; start > end spans midnight (22:00 to 07:00). */
  startMinute: number;
  endMinute: number;
}
export const DEFAULT_QUIET_HOURS: QuietHours = { startMinute: 22 * 60, endMinute: 7 * 60 };

export function inQuietHours(quiet: QuietHours, minuteOfDay: number): boolean {
  const { startMinute: start, endMinute: end } = quiet;
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** A merged push or text: "3 changes to Fri 10:00 AM turnover". */
export function mergedSummary(count: number, label: string): string {
  return `${count} changes to ${label}`;
}

/** Titles and bodies are one line each and short: a push shows about this much, a text one segment. */
export const NOTIFICATION_TITLE_MAX = 80;
export const NOTIFICATION_BODY_MAX = 200;
/** One GSM-7 segment. */
export const TEXT_SEGMENT = 160;

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();
/** Minutes after midnight of `instant` on the clock of `timeZone`. */
export function minuteOfDayInZone(instant: Date, timeZone: string): number {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    minuteFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/**
 * When a push or text due at `due` may leave: `due` itself, or the end of the person's quiet
 * hours on their clock (a daylight-saving night is corrected by one second look).
 */
export function afterQuietHours(due: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet) return due;
  const minute = minuteOfDayInZone(due, timeZone);
  if (!inQuietHours(quiet, minute)) return due;
  const wait = (quiet.endMinute - minute + 1440) % 1440;
  const startOfMinute = Math.floor(due.getTime() / 60_000) * 60_000;
  let end = new Date(startOfMinute + wait * 60_000);
  const drift = quiet.endMinute - minuteOfDayInZone(end, timeZone);
  if (drift !== 0 && Math.abs(drift) <= 60) end = new Date(end.getTime() + drift * 60_000);
  return end;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
