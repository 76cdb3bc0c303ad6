import { BedDouble, Bath, CalendarDays, Clock, Mail, MapPin, Ruler, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { hourlyRateCents } from "../../../shared/domain/cleaner";
import { unitSizeText } from "../../../shared/domain/unit-size";
import { formatUSD } from "../../../shared/format";
import { JobDeadlineLine } from "../../components/job-deadline";
import { JobHistoryToggle } from "../../components/job-history-list";
import { MovedMark } from "../../components/moved-mark";
import { formatJobDate, formatJobTimeRange } from "../../lib/format";
import { assignmentHistoryQuery, type Assignment } from "./api";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      {/* A dl's group holds only dt and dd: the icon sits in the term, which reads as its label. */}
      <dt className="mt-0.5 shrink-0 text-muted-foreground [&_svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** spec 2: the payout and its hourly rate. */
export function PayoutLine({ assignment }: { assignment: Pick<Assignment, "payoutCents" | "durationHours"> }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="text-base font-semibold text-foreground">{formatUSD(assignment.payoutCents)}</span> payout ·{" "}
      {formatUSD(hourlyRateCents(assignment.payoutCents, assignment.durationHours))}/hr
    </p>
  );
}

/** docs/decisions/066: the job's history as its cleaner reads it (their own offer, no other cleaner), opened on demand. */
export function AssignmentHistory({ jobId }: { jobId: string }) {
  return <JobHistoryToggle history={assignmentHistoryQuery(jobId)} />;
}

/** A job moved this week says so above its details (docs/decisions/066). */
export function AssignmentMovedMark({ assignment }: { assignment: Pick<Assignment, "movedFrom" | "timeZone"> }) {
  return <MovedMark movedFrom={assignment.movedFrom} timeZone={assignment.timeZone} />;
}

/** spec 2: address, date and time range, assigned date, size, client name and email. */
export function AssignmentDetails({ assignment }: { assignment: Assignment }) {
  const size = unitSizeText(assignment);
  return (
    <dl className="grid gap-1.5 text-sm sm:grid-cols-2 sm:gap-x-6">
      <Detail icon={<MapPin aria-hidden />} label="Address">
        {assignment.address}
      </Detail>
      <Detail icon={<CalendarDays aria-hidden />} label="Date">
        {formatJobDate(assignment.scheduledStart, assignment.timeZone)}
      </Detail>
      <Detail icon={<Clock aria-hidden />} label="Time">
        {formatJobTimeRange(assignment.scheduledStart, assignment.scheduledEnd, assignment.timeZone)}
      </Detail>
      <JobDeadlineLine job={assignment} inList className="items-start [&_svg]:mt-0.5" />
      <Detail icon={<CalendarDays aria-hidden />} label="Assigned">
        Assigned {formatJobDate(assignment.assignedAt, assignment.timeZone)}
      </Detail>
      {size && (
        <Detail
          icon={
            assignment.bedrooms !== null ? (
              <BedDouble aria-hidden />
            ) : assignment.bathrooms !== null ? (
              <Bath aria-hidden />
            ) : (
              <Ruler aria-hidden />
            )
          }
          label="Size"
        >
          {size}
        </Detail>
      )}
      <Detail icon={<UserRound aria-hidden />} label="Client">
        {assignment.client.name}
      </Detail>
      <Detail icon={<Mail aria-hidden />} label="Client email">
        <a className="underline-offset-4 hover:underline" href={`mailto:${assignment.client.email}`}>
          {assignment.client.email}
        </a>
      </Detail>
    </dl>
  );
}
