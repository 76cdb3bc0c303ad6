// The client's email when a cleaner claims their job (docs/decisions/032), or when an
// admin approves a cleaner's application for it (docs/decisions/042): lifted out of open-jobs for both.
import { timeZoneOfCity } from "../../../shared/domain/cities";
import { emailText, subjectText } from "./email-text";

interface ClaimedJob {
  type: string;
  address: string;
  city: string;
  scheduledStart: Date;
}

interface ClaimingCleaner {
  name: string;
  ratingAvg: string | null;
  ratingCount: number;
}

/** The start as the client reads it, in the job's city: "Tuesday, March 4, 2025 at 10:00 AM EST". */
export function startInCity(job: Pick<ClaimedJob, "city" | "scheduledStart">): string {
  const timeZone = timeZoneOfCity(job.city);
  const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(
    job.scheduledStart,
  );
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(
    job.scheduledStart,
  );
  return `${day} at ${time}`;
}

/** spec 9: a rating to one decimal, with its count; "no reviews yet" before the first. */
export function ratingLine({ ratingAvg, ratingCount }: Pick<ClaimingCleaner, "ratingAvg" | "ratingCount">): string {
  if (ratingAvg === null || ratingCount === 0) return "no reviews yet";
  return `${Number(ratingAvg).toFixed(1)} out of 5 (${ratingCount} ${ratingCount === 1 ? "review" : "reviews"})`;
}

/**
 * One client email per time a cleaner takes the job: a job put back to Posted and taken again
 * tells the client again, while a retry of the same assignment adds none.
 */
export const claimedEmailKey = (jobId: string, cleanerId: string, assignedAt: Date) =>
  `job-claimed:${jobId}:${cleanerId}:${assignedAt.toISOString()}`;

export function claimedEmail({ job, cleaner }: { job: ClaimedJob; cleaner: ClaimingCleaner }): { subject: string; text: string } {
  const when = startInCity(job);
  return {
    subject: `${subjectText(cleaner.name)} will clean on ${when}`,
    text: [
      `Good news: a cleaner has claimed your ${job.type}.`,
      "",
      `Cleaner: ${emailText(cleaner.name)}`,
      `Rating: ${ratingLine(cleaner)}`,
      `When: ${when}`,
      `Where: ${emailText(job.address)}`,
      "",
      "You will find it, with your cleaner, in your upcoming appointments.",
    ].join("\n"),
  };
}
