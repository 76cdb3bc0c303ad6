import { useId, type ReactNode } from "react";
import { Card, CardContent } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { JobSourceBadges } from "../../components/job-source-badges";
import { JobStatusBadge } from "../../components/job-status-badge";
import { formatJobDate } from "../../lib/format";
import type { HistoryJob } from "./api";
import { RatingStars } from "../../components/rating-stars";
import { CleanerLine, JobWhenWhere } from "./job-details";
import { PhotoToggle } from "./photo-toggle";
import { PriceLine } from "./upcoming-job-card";

/** The card's element id: the completion email links to /client/history?job=<jobId> (docs/decisions/033). */
export const historyJobAnchor = (jobId: string) => `job-${jobId}`;

/**
 * A completed cleaning: when, where, who, the price, its photos and the client's review.
 * `actions`: more buttons the screen adds (the Message button).
 */
export function HistoryJobCard({ job, onReview, actions }: { job: HistoryJob; onReview: (job: HistoryJob) => void; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <Card id={historyJobAnchor(job.jobId)} role="article" aria-labelledby={titleId} className="scroll-mt-20">
      <CardContent className="grid gap-6 pt-6 md:grid-cols-[1fr_minmax(0,28rem)]">
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {job.type}
              </h2>
              <PriceLine job={job} />
            </div>
            <JobStatusBadge status={job.status} audience="client" />
          </div>
          <JobSourceBadges job={job} />
          {job.completedAt && <p className="text-sm">Completed {formatJobDate(job.completedAt, job.timeZone)}</p>}
          <JobWhenWhere job={job} />
          <CleanerLine cleaner={job.cleaner} />
          {job.cleaner && (
            <div className="flex flex-wrap items-center gap-3">
              {job.review && <RatingStars rating={job.review.rating} />}
              <Button variant="outline" size="sm" onClick={() => onReview(job)}>
                {job.review ? "Edit Review" : "Leave a Review"}
              </Button>
              {actions}
            </div>
          )}
          {job.review?.comment && (
            <blockquote className="border-l-2 border-border pl-3 text-sm italic text-muted-foreground">{job.review.comment}</blockquote>
          )}
        </div>
        <PhotoToggle job={job} />
      </CardContent>
    </Card>
  );
}
