import { Briefcase, DollarSign, Star, Users } from "lucide-react";
import { formatCount, formatUSD } from "../../../shared/format";
import { EmptyState } from "../../components/load-states";
import { AppLink } from "../../components/app-link";
import { JobStatusBadge } from "../../components/job-status-badge";
import { RatingStars } from "../../components/rating-stars";
import { SummaryCard } from "../../components/summary-card";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { formatDate, formatJobDateTime } from "../../lib/format";
import type { AdminDashboard } from "./api";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** spec 2: Total Users, Active Jobs, Reviews, Revenue (MTD). Revenue is real (docs/decisions/039). */
export function DashboardStatCards({ stats }: { stats: AdminDashboard["stats"] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Platform totals">
      <SummaryCard
        icon={<Users />}
        label="Total Users"
        value={formatCount(stats.users.total)}
        note={`${plural(stats.users.clients, "client")}, ${plural(stats.users.cleaners, "cleaner")}`}
      />
      <SummaryCard
        icon={<Briefcase />}
        label="Active Jobs"
        value={formatCount(stats.jobs.active)}
        note={`${stats.jobs.total} total, ${stats.jobs.completed} completed`}
      />
      <SummaryCard
        icon={<Star />}
        label="Reviews"
        value={stats.reviews.averageRating === null ? "N/A" : stats.reviews.averageRating.toFixed(1)}
        note={stats.reviews.count === 0 ? "No reviews yet" : `Average of ${plural(stats.reviews.count, "review")}`}
      />
      <SummaryCard
        icon={<DollarSign />}
        label="Revenue (MTD)"
        value={formatUSD(stats.revenueMtdCents)}
        note="Succeeded payments this month"
      />
    </ul>
  );
}

export function RecentJobs({ jobs }: { jobs: AdminDashboard["recentJobs"] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0">
        <CardTitle className="text-base">Recent Jobs</CardTitle>
        <AppLink to="/admin/jobs" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          View all jobs
        </AppLink>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <EmptyState title="No jobs yet" />
        ) : (
          <ul className="divide-y divide-border">
            {jobs.map((job) => (
              <li key={job.jobId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{job.type}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {job.client.name} · {formatJobDateTime(job.scheduledStart, job.timeZone)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm tabular-nums">{formatUSD(job.clientPriceCents)}</span>
                  <JobStatusBadge status={job.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentReviews({ reviews }: { reviews: AdminDashboard["recentReviews"] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0">
        <CardTitle className="text-base">Recent Reviews</CardTitle>
        <AppLink to="/admin/reviews" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Moderate reviews
        </AppLink>
      </CardHeader>
      <CardContent>
        {reviews.length === 0 ? (
          <EmptyState title="No reviews yet" />
        ) : (
          <ul className="divide-y divide-border">
            {reviews.map((review) => (
              <li key={review.reviewId} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <RatingStars rating={review.rating} />
                  <span className="text-xs text-muted-foreground">{formatDate(review.createdAt)}</span>
                </div>
                {review.comment && <p className="line-clamp-2 text-sm">{review.comment}</p>}
                <p className="text-xs text-muted-foreground">
                  {review.clientName} on {review.cleanerName}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
