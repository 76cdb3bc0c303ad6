// spec 2 admin Dashboard: the platform at a glance, and its last twelve weeks (docs/decisions/039).
import { desc, eq, sql } from "drizzle-orm";
import { ACTIVE_COUNT_ON_ADMIN_DASHBOARD } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { literal, plannedAsUnknown, preparedOnce } from "../../db/prepared";
import { jobs, reviews } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { trendCounts } from "../../db/schema/dashboard";
import { adminJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";

/** spec 9: five recent jobs and five recent (visible) reviews. */
export const RECENT_ITEMS = 5;
/** The trend chart's span. */
export const TREND_WEEKS = 12;

export interface DashboardStats {
  users: { total: number; clients: number; cleaners: number };
  jobs: { active: number; total: number; completed: number };
  reviews: { count: number; averageRating: number | null };
  /** Succeeded payments since the first of this month, in the admin's zone. */
  revenueMtdCents: number;
}

export interface WeekTrend {
  /** The Monday the week starts on, YYYY-MM-DD in the admin's zone. */
  weekStart: string;
  booked: number;
  completed: number;
  revenueCents: number;
}

/** Kept from being planned anew on each request: 0.6 ms, a third of the dashboard's PostgreSQL (docs/decisions/053). */
const NOW = plannedAsUnknown("now", "timestamptz");
const ZONE = plannedAsUnknown("timeZone", "text");

/**
 * Every figure is a lookup in rows kept by triggers, summed over their slots: counting a million
 * jobs, 120,000 profiles or a month of payments on every request missed the goal
 * (docs/decisions/053). The jobs from job_counts, the visible reviews (count, and the average as
 * their ratings' sum over their count, as avg() was) from review_counts, the users per role from
 * profile_counts; this month's revenue is its whole quarter hours in trend_counts (the month
 * starts on one in every zone) plus the payments of the quarter hour now is in, read from payments.
 * Each is a subquery of no row's values, computed once per statement (people: a FROM item joined
 * to every week).
 */
const monthStart = sql`(date_trunc('month', ${NOW} AT TIME ZONE ${ZONE}) AT TIME ZONE ${ZONE})`;
const quarterHour = sql`date_bin('15 minutes', ${NOW}, '2000-01-01 00:00:00+00')`;
const activeStatuses = sql.join(ACTIVE_COUNT_ON_ADMIN_DASHBOARD.map(literal), sql`, `);
const statsColumns = {
  users: sql<string>`people.users`,
  clients: sql<string>`people.clients`,
  cleaners: sql<string>`people.cleaners`,
  active: sql<string>`(SELECT coalesce(sum(n), 0) FROM job_counts WHERE status IN (${activeStatuses}))`,
  total: sql<string>`(SELECT coalesce(sum(n), 0) FROM job_counts)`,
  completed: sql<string>`(SELECT coalesce(sum(n), 0) FROM job_counts WHERE status = 'Completed')`,
  reviewCount: sql<string>`(SELECT coalesce(sum(visible), 0) FROM review_counts)`,
  averageRating: sql<string | null>`(SELECT round(sum(rating_sum)::numeric / nullif(sum(visible), 0), 1) FROM review_counts)`,
  revenue: sql<string>`(SELECT coalesce(sum(revenue_cents), 0) FROM trend_counts WHERE bucket >= ${monthStart} AND bucket < ${quarterHour})
    + (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE status = 'succeeded' AND created_at >= greatest(${monthStart}, ${quarterHour}) AND created_at <= ${NOW})`,
};
const people = sql`(
  SELECT coalesce(sum(n), 0) AS users, coalesce(sum(n) FILTER (WHERE role = 'client'), 0) AS clients,
    coalesce(sum(n) FILTER (WHERE role = 'cleaner'), 0) AS cleaners
  FROM profile_counts
) AS people`;

/**
 * Jobs booked, jobs completed and revenue per week (Monday to Sunday in the admin's zone), oldest
 * first: each week is the sum of its quarter hours in trend_counts (kept by triggers, migration
 * 0011), about 700 small rows a week however many jobs; counting the jobs and payments themselves
 * read 180,000 job entries at a million jobs on every request (docs/decisions/053). The weeks come
 * from a series of integers, which PostgreSQL knows has twelve rows. Every week also carries the
 * figures above: one statement, not two, as each is a round trip and a wake-up of PostgreSQL
 * (docs/decisions/053).
 */
const figureRows = preparedOnce((db) =>
  db
    .select({
      weekStart: sql<string>`to_char(w.local_start, 'YYYY-MM-DD')`,
      booked: sql<string>`coalesce(c.booked, 0)`,
      completed: sql<string>`coalesce(c.completed, 0)`,
      revenue: sql<string>`coalesce(c.revenue, 0)`,
      stats: statsColumns,
    })
    .from(
      sql`(
        SELECT local_start, local_start AT TIME ZONE ${ZONE} AS starts, (local_start + interval '1 week') AT TIME ZONE ${ZONE} AS ends
        FROM (
          SELECT date_trunc('week', ${NOW} AT TIME ZONE ${ZONE}) - ago * interval '1 week' AS local_start
          FROM generate_series(0, ${sql.raw(String(TREND_WEEKS - 1))}) AS ago
        ) AS series
      ) AS w
      LEFT JOIN LATERAL (
        SELECT sum(t.booked) AS booked, sum(t.completed) AS completed, sum(t.revenue_cents) AS revenue
        FROM ${trendCounts} t WHERE t.bucket >= w.starts AND t.bucket < w.ends
      ) AS c ON true
      CROSS JOIN ${people}`,
    )
    .orderBy(sql`w.local_start`)
    .prepare("dashboard_figures"),
);

/** The figures and the weeks, in the admin's zone. */
async function figures(db: Database, timeZone: string, now: Date): Promise<{ stats: DashboardStats; trends: WeekTrend[] }> {
  const rows = await figureRows(db).execute({ now, timeZone });
  if (!rows[0]) throw new Error("the dashboard's figures returned no row");
  const trends = rows.map((row) => ({
    weekStart: row.weekStart,
    booked: Number(row.booked),
    completed: Number(row.completed),
    revenueCents: Number(row.revenue),
  }));
  const { stats } = rows[0];
  return {
    stats: {
      users: { total: Number(stats.users), clients: Number(stats.clients), cleaners: Number(stats.cleaners) },
      jobs: { active: Number(stats.active), total: Number(stats.total), completed: Number(stats.completed) },
      reviews: { count: Number(stats.reviewCount), averageRating: stats.averageRating === null ? null : Number(stats.averageRating) },
      revenueMtdCents: Number(stats.revenue),
    },
    trends,
  };
}

export async function weeklyTrends(db: Database, timeZone: string, now: Date): Promise<WeekTrend[]> {
  return (await figures(db, timeZone, now)).trends;
}

/*
 * The recent jobs and reviews are prepared statements (docs/decisions/022). The jobs' statement has no
 * value at all (its ids picked in a subquery, the count written in), so PostgreSQL plans its
 * seven-table join once per connection, not on every request (docs/decisions/053).
 */
const newestIds = sql`ARRAY(SELECT ${jobs.jobId} FROM ${jobs} ORDER BY ${jobs.createdAt} DESC, ${jobs.jobId} DESC LIMIT ${sql.raw(String(RECENT_ITEMS))})`;
const newestJobs = preparedOnce((db) =>
  selectJobJson(db)
    .where(sql`${jobs.jobId} = ANY(${newestIds})`)
    .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
    .prepare("dashboard_recent_jobs"),
);

/** The newest jobs, as admins see a job everywhere (adminJobJson). */
async function recentJobs(db: Database) {
  const rows = await newestJobs(db).execute();
  return rows.map(adminJobJson);
}

const newestVisibleReviewIds = sql`ARRAY(SELECT ${reviews.reviewId} FROM ${reviews} WHERE ${reviews.isVisible} ORDER BY ${reviews.createdAt} DESC LIMIT ${sql.raw(String(RECENT_ITEMS))})`;

/** spec 7: recent reviews are the visible ones (rating, date, comment, cleaner and client names). */
const recentReviews = preparedOnce((db) =>
  db
    .select({
      reviewId: reviews.reviewId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      cleanerName: cleaners.name,
      clientName: clients.name,
    })
    .from(reviews)
    .innerJoin(cleaners, eq(cleaners.cleanerId, reviews.cleanerId))
    .innerJoin(clients, eq(clients.clientId, reviews.clientId))
    // Visible and the count written in, not values: the statement then has none, and its one plan
    // reads reviews_visible_created_at_idx (WHERE is_visible); a LIMIT sent as a value had it
    // planned on every request.
    .where(sql`${reviews.reviewId} = ANY(${newestVisibleReviewIds})`)
    .orderBy(desc(reviews.createdAt))
    .prepare("dashboard_recent_reviews"),
);

export async function adminDashboard({ db, timeZone, now }: { db: Database; timeZone: string; now: Date }) {
  const [{ stats, trends }, jobsList, reviewList] = await Promise.all([
    figures(db, timeZone, now),
    recentJobs(db),
    recentReviews(db).execute(),
  ]);
  return { stats, trends, recentJobs: jobsList, recentReviews: reviewList };
}
