import type { ReactNode } from "react";
import { unitSizeText } from "../../../shared/domain/unit-size";
import { formatUSD } from "../../../shared/format";
import { formatJobDate, formatJobDateTime, formatJobTimeRange } from "../../lib/format";
import type { AdminJobDetails } from "./api";
import { CleanerRating } from "../../components/cleaner-rating";
import { JobSourceBadges } from "../../components/job-source-badges";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm [&_dt]:text-muted-foreground [&_dd]:min-w-0 [&_dd]:break-words">
      {children}
    </dl>
  );
}

const sizeText = (job: AdminJobDetails) => unitSizeText(job) || "Not given";

/**
 * docs/decisions/054: where the job came from. A calendar's job names its feed and the event (gone
 * once the stay left the feed); one changed by hand is left alone by later syncs.
 */
function SourceFact({ job }: { job: AdminJobDetails }) {
  const { calendar } = job;
  return (
    <>
      <dt>Source</dt>
      <dd className="flex flex-col items-start gap-1">
        {calendar ? (
          <span>
            {calendar.label} calendar{calendar.eventKey && <span className="break-all"> (event {calendar.eventKey})</span>}
          </span>
        ) : (
          "Booked by the client"
        )}
        <JobSourceBadges job={{ source: null, sameDayTurnover: job.sameDayTurnover }} />
        {calendar?.overridden && <span className="text-muted-foreground">Changed by hand: a later sync leaves it</span>}
      </dd>
    </>
  );
}

/** The job itself: when, what, the money (spec 3 jobs). */
export function JobFacts({ job }: { job: AdminJobDetails }) {
  return (
    <Section title="Job">
      <Facts>
        <dt>Type</dt>
        <dd>
          {job.type}
          {job.isExtraClean ? " (extra clean)" : ""}
        </dd>
        <dt>Address</dt>
        <dd>{job.address}</dd>
        <dt>Schedule</dt>
        <dd>
          {formatJobDate(job.scheduledStart, job.timeZone)},{" "}
          {formatJobTimeRange(job.scheduledStart, job.scheduledEnd, job.timeZone, " to ")} ({job.durationHours} h)
        </dd>
        <SourceFact job={job} />
        <dt>Size</dt>
        <dd>{sizeText(job)}</dd>
        <dt>Price</dt>
        <dd>
          {formatUSD(job.clientPriceCents)} (cleaner payout {formatUSD(job.cleanerPayoutCents)}
          {job.payout ? `, ${job.payout.status}` : ""})
        </dd>
        {job.specialInstructions && (
          <>
            <dt>Instructions</dt>
            <dd className="whitespace-pre-line">{job.specialInstructions}</dd>
          </>
        )}
      </Facts>
    </Section>
  );
}

export function PeopleFacts({ job }: { job: AdminJobDetails }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Section title="Client">
        <Facts>
          <dt>Name</dt>
          <dd>{job.client.name}</dd>
          <dt>Email</dt>
          <dd>
            <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${job.client.email}`}>
              {job.client.email}
            </a>
          </dd>
          <dt>Phone</dt>
          <dd>{job.client.phone ?? "Not given"}</dd>
          <dt>Unit</dt>
          <dd>{job.unit ? `${job.unit.label}: ${job.unit.fullAddress}` : "None"}</dd>
          {job.unit?.notes && (
            <>
              <dt>Unit notes</dt>
              <dd>{job.unit.notes}</dd>
            </>
          )}
        </Facts>
      </Section>
      <Section title="Cleaner">
        {job.cleaner ? (
          <Facts>
            <dt>Name</dt>
            <dd>
              {job.cleaner.name}{" "}
              <CleanerRating ratingAvg={job.cleaner.ratingAvg} ratingCount={job.cleaner.ratingCount} className="text-xs" />
            </dd>
            <dt>Email</dt>
            <dd>{job.cleaner.email}</dd>
            <dt>Phone</dt>
            <dd>{job.cleaner.phone ?? "Not given"}</dd>
            <dt>Account</dt>
            <dd>{job.cleaner.status}</dd>
          </Facts>
        ) : (
          <p className="text-sm text-muted-foreground">Unassigned</p>
        )}
      </Section>
    </div>
  );
}

/**
 * Created, claimed, started, completed: a dash for what has not happened. In the job's place's
 * time like its schedule (docs/decisions/064), so a start reads against the booked hour.
 */
export function Timeline({ timeline, timeZone }: { timeline: AdminJobDetails["timeline"]; timeZone: string }) {
  const steps = [
    ["Created", timeline.created],
    ["Claimed", timeline.claimed],
    ["Started", timeline.started],
    ["Completed", timeline.completed],
  ] as const;
  return (
    <Section title="Timeline">
      <ol className="grid gap-2 text-sm sm:grid-cols-4">
        {steps.map(([label, at]) => (
          <li key={label} className="rounded-md border border-border p-2">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
            <p>{at ? formatJobDateTime(at, timeZone) : "-"}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
