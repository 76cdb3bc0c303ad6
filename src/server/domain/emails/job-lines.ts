// The pieces every job email shares: when the job starts where it is, the cleaner's rating, and
// the notes the job's cleaner needs (docs/decisions/032, 026, 064).
import { emailText } from "./email-text";
import { formatInZone, timeInZone } from "../../../shared/domain/zone-format";

/** A job as its emails name it. */
export interface EmailJob {
  jobId: string;
  type: string;
  address: string;
  /** The job's own zone (jobs.time_zone): every time an email writes of it is read there. */
  timeZone: string;
  scheduledStart: Date;
}

/** What the cleaner who is to do a job reads in its email, as in the portal (docs/decisions/026). */
export interface JobNotes {
  specialInstructions?: string | null;
  unitNotes?: string | null;
}

const longDayIn = formatInZone("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/**
 * A job's time as its emails write it, in the job's zone and naming it, since an email's reader may
 * be anywhere (docs/decisions/064): "Tuesday, March 4, 2025 at 10:00 AM EST". `scheduledStart` may
 * be any instant of the job (the time an offer must be answered by).
 */
export function startInZone(job: Pick<EmailJob, "timeZone" | "scheduledStart">): string {
  return `${longDayIn(job.timeZone).format(job.scheduledStart)} at ${timeInZone(job.scheduledStart, job.timeZone, null)}`;
}

/** spec 9: a rating to one decimal, with its count; "no reviews yet" before the first. */
export function ratingLine({ ratingAvg, ratingCount }: { ratingAvg: string | null; ratingCount: number }): string {
  if (ratingAvg === null || ratingCount === 0) return "no reviews yet";
  return `${Number(ratingAvg).toFixed(1)} out of 5 (${ratingCount} ${ratingCount === 1 ? "review" : "reviews"})`;
}

/** The notes' lines for an email to the job's cleaner (booking's special instructions, unit notes); none when there are none. */
export function jobNoteLines({ specialInstructions, unitNotes }: JobNotes): string[] {
  const lines: string[] = [];
  // decision 028: on one line, so a note cannot pass for the email's own text.
  const special = emailText(specialInstructions);
  const unit = emailText(unitNotes);
  if (special) lines.push("", "Special instructions:", special);
  if (unit) lines.push("", "Unit notes:", unit);
  return lines;
}

/** A page of the app, as emails link it. */
export const appLink = (path: string, publicUrl: string) => new URL(path, publicUrl).toString();

/** The last line of the emails sent with a Reply-To someone reads (docs/decisions/026). */
export const QUESTIONS = "Questions? Reply to this email.";
