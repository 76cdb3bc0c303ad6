// docs/decisions/068: the words every notice shares. A notice is read on a lock screen or in one
// text, by someone who may be anywhere: first names only, a job's time in its own zone naming the
// zone (docs/decisions/064), and the job's type in a word.
import { formatInZone, timeInZone } from "../../../shared/domain/zone-format";

/** The cleaning types (shared/domain/booking.ts) as a notice names them; another type reads "cleaning". */
const TYPE_WORDS: Record<string, string> = {
  "Standard Clean": "cleaning",
  "Deep Clean": "deep clean",
  "Move-in/Move-out": "move-out clean",
  "Post Construction": "post-construction clean",
  "Airbnb Turnover": "turnover",
};

/** "turnover", "deep clean". */
export const typeWord = (type: string): string => TYPE_WORDS[type] ?? "cleaning";

/** "Turnover": a notice's first word. */
export const upper = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** "Sam" of "Sam Rivera": a notice carries no more of a name. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] || name.trim();

const shortDayIn = formatInZone("en-US", { weekday: "short", month: "short", day: "numeric" });

/** "Fri, Dec 18, 10:00 AM CST": an instant of a job, on its place's clock, the zone named. */
export function whenInZone(instant: Date, timeZone: string): string {
  return `${shortDayIn(timeZone).format(instant)}, ${timeInZone(instant, timeZone, null)}`;
}

export interface NoticeJob {
  jobId: string;
  type: string;
  timeZone: string;
  scheduledStart: Date;
}

/** "Fri, Dec 18, 10:00 AM CST": when the job starts. */
export const jobWhen = (job: Pick<NoticeJob, "timeZone" | "scheduledStart">): string => whenInZone(job.scheduledStart, job.timeZone);

/**
 * How a burst of one job's pushes and texts names the job ("3 changes to Fri, Dec 18, 10:00 AM CST
 * turnover", mergedSummary): its day, time and type.
 */
export const jobMergeLabel = (job: Pick<NoticeJob, "type" | "timeZone" | "scheduledStart">): string =>
  `${jobWhen(job)} ${typeWord(job.type)}`;
