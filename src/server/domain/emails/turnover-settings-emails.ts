// What saving a unit's turnover settings emails (docs/decisions/065): no reservation changed, so
// the client hears once, in one summary of the turnovers re-timed, and not per job as a feed's move
// writes it; a cleaner whose job moved hears about their own job.
import { dateInZone, timeInZone } from "../../../shared/domain/zone-format";
import { appLink, startInZone, type EmailJob } from "./job-lines";
import { emailText, subjectText, type EmailContent } from "./email-text";

export interface RetimedTurnover {
  scheduledStart: Date;
  /** The job's zone (jobs.time_zone): an email names it (docs/decisions/064). */
  timeZone: string;
}

/** "4 turnovers re-timed to 11:00 AM CST": the subject, and the summary's first words. */
export function retimedHeadline(turnovers: readonly RetimedTurnover[]): string {
  const count = turnovers.length;
  const noun = count === 1 ? "turnover" : "turnovers";
  const times = new Set(turnovers.map((turnover) => timeInZone(turnover.scheduledStart, turnover.timeZone, null)));
  // One start for all (the usual case: a new check-out time); otherwise each line says its own.
  const [only] = times;
  return times.size === 1 && only ? `${count} ${noun} re-timed to ${only}` : `${count} ${noun} re-timed`;
}

/** The client's one email for a settings save that re-timed their future turnovers. */
export function turnoversRetimedEmail({
  unitLabel,
  turnovers,
  publicUrl,
}: {
  unitLabel: string;
  turnovers: readonly RetimedTurnover[];
  publicUrl: string;
}): EmailContent {
  const headline = retimedHeadline(turnovers);
  return {
    subject: `${headline} at ${subjectText(unitLabel)}`,
    text: [
      `You changed the turnover settings of ${emailText(unitLabel)}, so its upcoming turnovers follow them: ${headline}.`,
      "No reservation changed.",
      "",
      ...turnovers.map(
        (turnover) =>
          `- ${dateInZone(turnover.scheduledStart, turnover.timeZone)} at ${timeInZone(turnover.scheduledStart, turnover.timeZone, null)}`,
      ),
      "",
      `See them in your upcoming appointments: ${appLink("/client/upcoming", publicUrl)}`,
    ].join("\n"),
  };
}

/** The cleaner on a re-timed job: when it is now, and whether it is still theirs. */
export function jobRetimedForCleanerEmail({
  job,
  from,
  kept,
  publicUrl,
}: {
  job: EmailJob;
  from: Date;
  kept: boolean;
  publicUrl: string;
}): EmailContent {
  const when = startInZone(job);
  return {
    subject: kept ? `Your cleaning moved to ${when}` : `You are no longer on the ${job.type}: it moved to ${when}`,
    text: [
      `The host changed the turnover times, so the ${job.type} at ${emailText(job.address)} moved.`,
      "",
      `Was: ${startInZone({ timeZone: job.timeZone, scheduledStart: from })}`,
      `Now: ${when}`,
      "",
      ...(kept
        ? [`You are free then, so it stays yours: ${appLink(`/cleaner/assignments?job=${job.jobId}`, publicUrl)}`]
        : [
            "You have other work or time off then, so it is no longer yours. Please do not go at either time.",
            "",
            `More jobs wait on the open jobs board: ${appLink("/cleaner/open-jobs", publicUrl)}`,
          ]),
    ].join("\n"),
  };
}
