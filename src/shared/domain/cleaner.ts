// spec 2, 4 and 9: the cleaner portal's rules, one source for the screens and the server.
import type { CleanerStatus } from "./statuses";

/** spec 9: the open-jobs badges, by the hours left to claim. */
export const URGENT_CLAIM_HOURS = 2;
export const SOON_CLAIM_HOURS = 6;

export type ClaimUrgency = "Urgent" | "Soon" | null;

/** spec 2: 'Urgent' when the claim window ends within 2 hours, 'Soon' within 6. */
export function claimUrgency(claimWindowEnds: Date, now: Date): ClaimUrgency {
  const hoursLeft = (claimWindowEnds.getTime() - now.getTime()) / 3_600_000;
  if (hoursLeft < URGENT_CLAIM_HOURS) return "Urgent";
  if (hoursLeft < SOON_CLAIM_HOURS) return "Soon";
  return null;
}

/** A cleaner may start a job from this many hours before its scheduled start (docs/decisions/033). */
export const START_EARLIEST_HOURS = 2;

/** The earliest moment a job starting at `scheduledStart` may be started (START_EARLIEST_HOURS before). */
export const earliestStart = (scheduledStart: Date) => new Date(scheduledStart.getTime() - START_EARLIEST_HOURS * 3_600_000);

/** spec 2: the cards' hourly rate, the payout spread over the job's hours, in cents. */
export const hourlyRateCents = (payoutCents: number, durationHours: number) =>
  durationHours > 0 ? Math.round(payoutCents / durationHours) : payoutCents;

/** Only Active cleaners claim, start and complete (spec 4). */
export const canWork = (status: CleanerStatus) => status === "Active";

/** spec 2: the dashboard's Account Status card. */
export function accountStatusMessage(status: CleanerStatus): string {
  return status === "Pending" ? "Your profile is under review" : "Complete verification to start accepting jobs";
}

/** spec 2: the dashboard's Recent Completed Jobs. */
export const RECENT_COMPLETED_JOBS = 5;

/** spec 9: the calendar shows 3 entries a day, then "+N more". */
export const CALENDAR_DAY_ENTRIES = 3;

/** Before/after photos: the per-route upload limit and the types read from the file's bytes. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** A photo's optional note (what the cleaner wants the client to know about it). */
export const PHOTO_NOTE_MAX_LENGTH = 500;

/** A message's longest text (the database's check agrees). */
export const MESSAGE_MAX_LENGTH = 2000;
/** A participant is emailed about an unread message after this long (one email per thread). */
export const UNREAD_MESSAGE_EMAIL_AFTER_MINUTES = 15;

/** The profile's limits (the database's checks agree). */
export const BIO_MAX_LENGTH = 500;
export const YEARS_EXPERIENCE_MAX = 60;
