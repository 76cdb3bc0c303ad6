import { CalendarSync, Timer } from "lucide-react";
import { SAME_DAY_TURNOVER_LABEL } from "../../shared/domain/turnovers";
import { cn } from "../lib/cn";
import { Badge } from "./ui/badge";

/** What every job JSON says of where a job came from (docs/decisions/054). */
export interface JobSource {
  /** "From Airbnb calendar"; null: booked by the client. */
  source: string | null;
  sameDayTurnover: boolean;
}

/**
 * docs/decisions/054: a turnover a rental calendar made, labelled for the client, the cleaner and
 * the admin alike, and marked when the next guest checks in that day (the window ends at their
 * check-in). Nothing for a job the client booked.
 */
export function JobSourceBadges({ job, className }: { job: JobSource; className?: string }) {
  if (!job.source && !job.sameDayTurnover) return null;
  return (
    <span className={cn("flex flex-wrap items-center gap-1.5", className)}>
      {job.source && (
        <Badge className="gap-1 border-sky-200 bg-sky-50 font-medium text-sky-900">
          <CalendarSync className="size-3.5" aria-hidden />
          {job.source}
        </Badge>
      )}
      {job.sameDayTurnover && (
        <Badge className="gap-1 border-amber-200 bg-amber-50 text-amber-900">
          <Timer className="size-3.5" aria-hidden />
          {SAME_DAY_TURNOVER_LABEL}
        </Badge>
      )}
    </span>
  );
}
