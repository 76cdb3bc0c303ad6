import { useId, type ReactNode } from "react";
import { Briefcase, ClipboardList, DollarSign, Search, Star, Wallet, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { type QuickLink } from "../../components/quick-links";
import { formatCount, formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { formatJobDate } from "../../lib/format";
import type { CleanerDashboardData } from "./api";

type Stats = CleanerDashboardData["stats"];

/** spec 2: one decimal, or N/A before the first review. */
export const ratingText = (ratingAvg: number | null) => (ratingAvg === null ? "N/A" : ratingAvg.toFixed(1));
/** spec 2: "1 review", "3 reviews". */
export const reviewCount = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;

function StatCard({ to, label, value, note, icon: Icon }: { to: string; label: string; value: string; note: string; icon: LucideIcon }) {
  return (
    <li>
      <Link to={to} className="group block h-full rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Card className="h-full transition-colors group-hover:border-primary/50 group-hover:bg-muted/40">
          <CardContent className="flex items-start justify-between gap-3 pt-6">
            <div>
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
              <p className="mt-1 text-xs text-muted-foreground">{note}</p>
            </div>
            <span className="rounded-md bg-accent p-2 text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
          </CardContent>
        </Card>
      </Link>
    </li>
  );
}

/** spec 2: Available Jobs, Active Jobs, This Month (plus Total) and Rating, each leading to its screen. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your numbers">
      {/* docs/decisions/027: the count the board shows as it opens, and which filter that is. */}
      <StatCard
        to="/cleaner/open-jobs"
        label="Available Jobs"
        value={formatCount(stats.availableJobs)}
        note={stats.availableInAreas ? "Open jobs in your areas" : "Open jobs you can claim"}
        icon={Search}
      />
      <StatCard
        to="/cleaner/assignments"
        label="Active Jobs"
        value={formatCount(stats.activeJobs)}
        note="Assigned or in progress"
        icon={Briefcase}
      />
      <StatCard
        to="/cleaner/payouts"
        label="This Month"
        value={formatUSD(stats.thisMonthEarningsCents)}
        note={`Total: ${formatUSD(stats.totalEarningsCents)}`}
        icon={DollarSign}
      />
      <StatCard
        to="/cleaner/profile"
        label="Rating"
        value={ratingText(stats.ratingAvg)}
        note={reviewCount(stats.ratingCount)}
        icon={Star}
      />
    </ul>
  );
}

/** spec 2: the dashboard's three quick-link cards. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { to: "/cleaner/open-jobs", title: "Open Jobs", description: "Find and claim jobs near you.", icon: Search },
  { to: "/cleaner/assignments", title: "My Assignments", description: "Start, complete and document your jobs.", icon: ClipboardList },
  { to: "/cleaner/payouts", title: "Earnings & Payouts", description: "What you have earned and been paid.", icon: Wallet },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** spec 2: up to 5, newest completion first; the price is what the cleaner earned (docs/decisions/035). */
export function RecentCompletedJobs({ jobs }: { jobs: CleanerDashboardData["recentCompleted"] }) {
  return (
    <Section title="Recent Completed Jobs">
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Jobs you complete will appear here.</p>
      ) : (
        <ul className="divide-y divide-border">
          {jobs.map((job) => (
            <li key={job.jobId} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">{job.type}</span>
                <span className="truncate text-sm text-muted-foreground">{job.address}</span>
                {job.completedAt && (
                  <span className="text-sm text-muted-foreground">Completed {formatJobDate(job.completedAt, job.timeZone)}</span>
                )}
              </div>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{formatUSD(job.payoutCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** spec 2: jobs completed, average rating, total earnings, and the way to the profile. */
export function PerformanceSummary({ stats }: { stats: Stats }) {
  const rows: [string, string][] = [
    ["Jobs Completed", formatCount(stats.jobsCompleted)],
    ["Average Rating", stats.ratingAvg === null ? "N/A" : `${ratingText(stats.ratingAvg)} (${reviewCount(stats.ratingCount)})`],
    ["Total Earnings", formatUSD(stats.totalEarningsCents)],
  ];
  return (
    <Section title="Performance Summary">
      <dl className="flex flex-col gap-3">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-3">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" className="mt-4 w-full" asChild>
        <Link to="/cleaner/profile">View Full Profile</Link>
      </Button>
    </Section>
  );
}
