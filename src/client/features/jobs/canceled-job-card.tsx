import { Ban } from "lucide-react";
import { JobHistoryToggle } from "../../components/job-history-list";
import { Card, CardContent } from "../../components/ui/card";
import { clientJobHistoryQuery, type CanceledJob } from "./api";
import { JobWhenWhere } from "./job-details";
import { ClientJobCardHeader } from "./upcoming-job-card";

/**
 * docs/decisions/066: a canceled cleaning, still reachable from History: when and where it was, who
 * canceled it and why ("Canceled by you", "Canceled by Tidyline: <reason>", "Canceled: the
 * reservation was removed from the Airbnb calendar"), and its history.
 */
export function CanceledJobCard({ job }: { job: CanceledJob }) {
  return (
    <Card role="article" aria-label={`${job.type}, canceled`}>
      <CardContent className="flex flex-col gap-4 pt-6">
        <ClientJobCardHeader job={job} />
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
