import { Ban } from "lucide-react";
import { JobHistoryToggle } from "../../components/job-history-list";
import { JobSourceBadges } from "../../components/job-source-badges";
import { JobStatusBadge } from "../../components/job-status-badge";
import { Card, CardContent } from "../../components/ui/card";
import { clientJobHistoryQuery, type CanceledJob } from "./api";
import { JobWhenWhere } from "./job-details";
import { PriceLine } from "./upcoming-job-card";

/**
 * docs/decisions/066: a canceled cleaning, still reachable from History: when and where it was, who
 * canceled it and why ("Canceled by you", "Canceled by Tidyline: <reason>", "Canceled: the
 * reservation was removed from the Airbnb calendar"), and its history.
 */
export function CanceledJobCard({ job }: { job: CanceledJob }) {
  return (
    <Card role="article" aria-label={`${job.type}, canceled`}>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">{job.type}</h2>
            <PriceLine job={job} />
          </div>
          <JobStatusBadge status={job.status} audience="client" />
        </div>
        <JobSourceBadges job={job} />
        <JobWhenWhere job={job} />
        <p className="flex items-start gap-2 text-sm">
          <Ban className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>{job.canceled?.text ?? "Canceled"}</span>
        </p>
        <JobHistoryToggle history={clientJobHistoryQuery(job.jobId)} />
      </CardContent>
    </Card>
  );
}
