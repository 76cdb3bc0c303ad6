import { JobSourceBadges } from "../../components/job-source-badges";
import { useId } from "react";
import { CalendarPlus, History, Repeat } from "lucide-react";
import { Link } from "react-router";
import { type QuickLink } from "../../components/quick-links";
import { formatUSD } from "../../../shared/format";
import { JobStatusBadge } from "../../components/job-status-badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { formatJobDate, formatJobDateTime } from "../../lib/format";
import type { ClientJob } from "./api";
import { DispatchLine } from "./dispatch-line";
import { OnTheWayLine } from "./job-details";
import { RatingStars } from "../../components/rating-stars";

/** spec 2: the dashboard's three quick-link cards. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { to: "/client/new-job", title: "Book a Cleaning", description: "Pick a unit, a day and a time slot.", icon: CalendarPlus },
  { to: "/client/subscription", title: "Your Plan", description: "Included cleans, usage and renewal.", icon: Repeat },
  { to: "/client/history", title: "Job History", description: "Completed cleanings with photos.", icon: History },
];

function JobRow({ job, when, children }: { job: ClientJob; when: string; children?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{job.type}</span>
        <span className="text-sm text-muted-foreground">{when}</span>
        <span className="truncate text-sm text-muted-foreground">{job.unitLabel ?? job.address}</span>
        <OnTheWayLine job={job} />
        <DispatchLine dispatch={job.dispatch} why={job.dispatchWhy} />
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">{children}</div>
    </li>
  );
}

/** A card that is a landmark named by its title, so "Rate Your Recent Cleans" can be found as one. */
function Section({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * spec 4: every job not Completed or Canceled, soonest first. The link is not "View all": it leads
 * to /client/upcoming, where a job is canceled, and whose list is spec 7's narrower one.
 */
export function UpcomingSection({ jobs }: { jobs: ClientJob[] }) {
  return (
    <Section
      title="Upcoming Appointments"
      action={
        <Button variant="outline" size="sm" asChild>
          <Link to="/client/upcoming">Manage appointments</Link>
        </Button>
      }
    >
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No upcoming appointments.{" "}
          <Link to="/client/new-job" className="font-medium text-primary underline-offset-4 hover:underline">
            Book a cleaning
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {jobs.map((job) => (
            <JobRow key={job.jobId} job={job} when={formatJobDateTime(job.scheduledStart, job.timeZone)}>
              <JobSourceBadges job={job} />
              {job.cleaner && <span className="text-sm text-muted-foreground">{job.cleaner.name}</span>}
              <JobStatusBadge status={job.status} audience="client" />
            </JobRow>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** spec 2: up to 3 completed jobs to rate; each opens the review dialog. */
export function RateSection({ jobs, onReview }: { jobs: ClientJob[]; onReview: (job: ClientJob) => void }) {
  return (
    <Section title="Rate Your Recent Cleans" description="Your rating helps great cleaners get more work.">
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Completed cleanings to rate will appear here.</p>
      ) : (
        <ul className="divide-y divide-border">
          {jobs.map((job) => (
            <JobRow
              key={job.jobId}
              job={job}
              when={`${job.cleaner?.name ?? "Your cleaner"} · ${formatJobDate(job.completedAt ?? job.scheduledEnd, job.timeZone)}`}
            >
              {job.review && <RatingStars rating={job.review.rating} />}
              <Button
                variant={job.review ? "outline" : "default"}
                size="sm"
                onClick={() => onReview(job)}
                aria-label={`${job.review ? "Edit Review" : "Leave a Review"}: ${job.type}, ${formatJobDate(job.completedAt ?? job.scheduledEnd, job.timeZone)}`}
              >
                {job.review ? "Edit Review" : "Leave a Review"}
              </Button>
            </JobRow>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** spec 2: the 3 latest completed jobs. */
export function RecentActivitySection({ jobs }: { jobs: ClientJob[] }) {
  return (
    <Section
      title="Recent Activity"
      action={
        <Button variant="outline" size="sm" asChild>
          <Link to="/client/history">View history</Link>
        </Button>
      }
    >
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No completed cleanings yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {jobs.map((job) => (
            <JobRow key={job.jobId} job={job} when={`Completed ${formatJobDate(job.completedAt ?? job.scheduledEnd, job.timeZone)}`}>
              <span className="text-sm font-medium">{formatUSD(job.clientPriceCents)}</span>
              <JobStatusBadge status={job.status} audience="client" />
            </JobRow>
          ))}
        </ul>
      )}
    </Section>
  );
}
