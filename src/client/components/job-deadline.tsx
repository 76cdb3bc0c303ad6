import { DoorOpen } from "lucide-react";
import { doneByText } from "../../shared/domain/turnovers";
import { cn } from "../lib/cn";
import { formatJobTime } from "../lib/format";

/** What every job JSON says of a turnover's deadline (docs/decisions/064, 065). */
export interface JobDeadline {
  /** The next guest's check-in; null for a job that has none (booked by the client). */
  readyBy: string | null;
  scheduledStart: string;
  timeZone: string;
}

/**
 * docs/decisions/065: a turnover lasts its cleaning's length and must be done before the next guest
 * arrives: "Done by 3:00 PM (next check-in)" for the cleaner and the host, in the job's zone
 * (formatJobTime names it when the viewer's clock reads otherwise). Nothing for a job without one.
 * `inList`: a group of a details list (dt and dd), beside the job's date and time.
 */
export function JobDeadlineLine({ job, inList = false, className }: { job: JobDeadline; inList?: boolean; className?: string }) {
  if (!job.readyBy) return null;
  const text = doneByText({ readyBy: job.readyBy, scheduledStart: job.scheduledStart, timeZone: job.timeZone }, formatJobTime);
  const icon = <DoorOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden />;
  if (inList) {
    return (
      <div className={cn("flex items-center gap-2", className)}>
        <dt className="sr-only">Ready by</dt>
        {icon}
        <dd>{text}</dd>
      </div>
    );
  }
  return (
    <p className={cn("flex items-center gap-1.5 text-sm", className)}>
      {icon}
      {text}
    </p>
  );
}
