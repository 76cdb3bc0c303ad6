import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { claimUrgency, type ClaimUrgency } from "../../../shared/domain/cleaner";
import { areaLabel } from "../../../shared/domain/job-area";
import { formatUSD } from "../../../shared/format";
import { JobDeadlineLine } from "../../components/job-deadline";
import { JobSourceBadges } from "../../components/job-source-badges";
import { Badge } from "../../components/ui/badge";
import { formatJobDate, formatJobTime, formatJobWeekday } from "../../lib/format";
import type { OpenJob } from "./api";
import { hoursText, sizeText, timeLeftToClaim } from "./claim-time";

// Text and background pairs that keep 4.5:1 contrast.
const URGENCY_CLASSES: Record<NonNullable<ClaimUrgency>, string> = {
  Urgent: "border-red-200 bg-red-50 text-red-800",
  Soon: "border-orange-200 bg-orange-50 text-orange-900",
};

/**
 * spec 2's badge: 'Urgent' when the claim window ends within 2 hours, 'Soon' within 6 (spec 9),
 * whoever left the job on the board (docs/decisions/067); an offer's card has neither: its time is
 * the offer's.
 */
export const boardUrgency = (job: Pick<OpenJob, "claimWindowEnds">, now: number): ClaimUrgency =>
  claimUrgency(new Date(job.claimWindowEnds), new Date(now));

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * spec 2 Open Jobs: what a board card shows of a job, every detail a cleaner decides on. Its area
 * only (town, state, ZIP): the street, the client and the instructions come with the assignment
 * (docs/decisions/026). The claim card and the offer card both show it; an offer's card
 * (`offered`) leaves out the claim window and its badge: one countdown, the offer's (docs/decisions/067).
 */
export function BoardJobDetails({ job, now, titleId, offered = false }: { job: OpenJob; now: number; titleId: string; offered?: boolean }) {
  const urgency = offered ? null : boardUrgency(job, now);
  const start = new Date(job.scheduledStart);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {job.type}
            </h2>
            {urgency && <Badge className={URGENCY_CLASSES[urgency]}>{urgency}</Badge>}
          </div>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="break-words">{areaLabel(job.area)}</span>
          </p>
          <JobSourceBadges job={job} />
          <JobDeadlineLine job={job} />
        </div>
        <div className="flex flex-col items-end">
          <p className="text-xl font-semibold tabular-nums">{formatUSD(job.cleanerPayoutCents)}</p>
          <p className="text-sm text-muted-foreground tabular-nums">{formatUSD(job.hourlyRateCents)}/hr</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Detail label="Date">{formatJobDate(start, job.timeZone)}</Detail>
        <Detail label="Day">{formatJobWeekday(start, job.timeZone)}</Detail>
        <Detail label="Start time">{formatJobTime(start, job.timeZone)}</Detail>
        <Detail label="Duration">{hoursText(job.durationHours)}</Detail>
        {!offered && <Detail label="Time left to claim">{timeLeftToClaim(job.claimWindowEnds, now)}</Detail>}
        <Detail label="Size">{sizeText(job)}</Detail>
      </dl>
    </>
  );
}

/** "Deep Clean on Tuesday, Mar 4, 2031 at 10:00 AM, Boston, MA 02108": what a confirmation names, in the job's place's time. */
export function jobSummary(job: OpenJob): string {
  const start = new Date(job.scheduledStart);
  return `${job.type} on ${formatJobWeekday(start, job.timeZone)}, ${formatJobDate(start, job.timeZone)} at ${formatJobTime(start, job.timeZone)}, ${areaLabel(job.area)}`;
}
