// docs/decisions/066: a job's history as its client, its cleaner and admins read it, and the words of
// a canceled job's reason. The entries are worded on the server, per audience; the kinds let a
// screen mark them.
import { dateInZone } from "./zone-format";

export const JOB_HISTORY_KINDS = [
  "booked",
  "moved",
  "retimed",
  "offered",
  "passed_over",
  "declined",
  "expired",
  "withdrawn",
  "accepted",
  "claimed",
  "assigned",
  "started",
  "completed",
  "put_back",
  "reposted",
  "canceled",
  "status_set",
] as const;
export type JobHistoryKind = (typeof JOB_HISTORY_KINDS)[number];

export interface JobHistoryEntry {
  /** When it happened (ISO); shown in the job's zone. */
  at: string;
  kind: JobHistoryKind;
  text: string;
  /** For admins: the automatic choice's score (0 to 1). */
  score?: number | null;
}

export interface JobHistory {
  /** The job's zone (docs/decisions/064): every time of the history is read in it. */
  timeZone: string;
  /** Oldest first. */
  entries: JobHistoryEntry[];
  /** More happened than the history shows (its first HISTORY_CAP rows of each source). */
  capped: boolean;
}

/** Who canceled a job, as its cards and the admin's list say it. */
export type CanceledBy = "client" | "admin" | "calendar";

/** A card's line for a canceled job, to its client (spec texts of issue 40). */
export function canceledReasonText(by: CanceledBy | null, reason: string | null, calendarLabel: string | null): string {
  if (by === "client") return "Canceled by you";
  if (by === "admin") return reason ? `Canceled by Tidyline: ${reason}` : "Canceled by Tidyline";
  if (by === "calendar") return `Canceled: the reservation was removed from the ${calendarLabel ?? "rental"} calendar`;
  return "Canceled";
}

/** The admin Jobs list's Cleaner column for a canceled job. */
export const CANCELED_BY_LABELS: Record<CanceledBy, string> = {
  client: "Canceled by the host",
  admin: "Canceled by an admin",
  calendar: "Canceled by the calendar",
};

/** How long a moved job's card says "Moved from …" (issue 40). */
export const MOVED_MARK_DAYS = 7;

/** "Dec 16": a day of a job's move, in the job's zone (spec 9's dates without the year, as issue 40 words them). */
export const dayOfMove = (instant: Date | string, timeZone: string) => dateInZone(new Date(instant), timeZone).replace(/, \d{4}$/, "");

/** A moved job's card line: "Moved from Dec 16". */
export const movedFromText = (formerStart: Date | string, timeZone: string) => `Moved from ${dayOfMove(formerStart, timeZone)}`;
