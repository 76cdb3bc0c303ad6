import { CalendarDays, Clock, MapPin, Navigation, Star, UserRound } from "lucide-react";
import { onTheWayLine } from "../../../shared/domain/reminders";
import { JobDeadlineLine } from "../../components/job-deadline";
import { formatJobDate, formatJobTime, formatJobTimeRange } from "../../lib/format";
import type { ClientJob } from "./api";

/** "4.8 (12 reviews)", or nothing before the first review. */
export function ratingText(cleaner: NonNullable<ClientJob["cleaner"]>): string | null {
  if (cleaner.ratingAvg === null || cleaner.ratingCount === 0) return null;
  return `${cleaner.ratingAvg.toFixed(1)} (${cleaner.ratingCount} ${cleaner.ratingCount === 1 ? "review" : "reviews"})`;
}

/** When and where a job is: its place's time, with the zone when the viewer is elsewhere (spec 9 formats, docs/decisions/064). */
export function JobWhenWhere({
  job,
}: {
  job: Pick<ClientJob, "scheduledStart" | "scheduledEnd" | "timeZone" | "readyBy" | "address" | "unitLabel">;
}) {
  return (
    <dl className="grid gap-1.5 text-sm text-muted-foreground">
      <div className="flex items-center gap-2">
        <dt className="sr-only">Date</dt>
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        <dd>{formatJobDate(job.scheduledStart, job.timeZone)}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="sr-only">Time</dt>
        <Clock className="size-4 shrink-0" aria-hidden />
        <dd>{formatJobTimeRange(job.scheduledStart, job.scheduledEnd, job.timeZone)}</dd>
      </div>
      <JobDeadlineLine job={job} inList />
      <div className="flex items-start gap-2">
        <dt className="sr-only">Address</dt>
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <dd className="min-w-0 break-words">
          {job.unitLabel && <span className="font-medium text-foreground">{job.unitLabel} · </span>}
          {job.address}
        </dd>
      </div>
    </dl>
  );
}

/** The assigned cleaner with their rating, or that none has claimed the job yet. */
export function CleanerLine({ cleaner }: { cleaner: ClientJob["cleaner"] }) {
  if (!cleaner) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <UserRound className="size-4 shrink-0" aria-hidden /> No cleaner assigned yet
      </p>
    );
  }
  const rating = ratingText(cleaner);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span>
        <span className="text-muted-foreground">Cleaner: </span>
        <span className="font-medium">{cleaner.name}</span>
      </span>
      {rating && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
          <span>
            <span className="sr-only">Rating </span>
            {rating}
          </span>
        </span>
      )}
    </p>
  );
}

/** docs/decisions/071: the cleaner said they are on the way: "On the way, arriving about 10:40 AM", on the job's clock. */
export function OnTheWayLine({ job }: { job: Pick<ClientJob, "arrivingAt" | "timeZone"> }) {
  if (!job.arrivingAt) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-foreground">
      <Navigation className="size-4 shrink-0 text-primary" aria-hidden />
      {onTheWayLine(formatJobTime(job.arrivingAt, job.timeZone))}
    </p>
  );
}
