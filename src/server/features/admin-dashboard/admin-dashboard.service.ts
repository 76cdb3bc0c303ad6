// spec 2 admin Dashboard: the platform at a glance, and its last twelve weeks (docs/decisions/039).
import { desc, eq, sql } from "drizzle-orm";
import { ACTIVE_COUNT_ON_ADMIN_DASHBOARD } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { jobs, reviews } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
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

/**
 * The jobs' and visible reviews' counts are lookups in job_counts and review_counts (kept by
 * triggers, summed over their slots): counting a million jobs on every request missed the goal
 * (docs/decisions/053). The average is the visible ratings' sum over their count, as avg() was.
 * The profiles (a tenth as many) are counted in one scan for all three figures.
 */
async function stats(db: Database, timeZone: string, now: Date): Promise<DashboardStats> {
  const monthStart = sql`(date_trunc('month', ${now}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;
  const activeStatuses = sql.join(
    ACTIVE_COUNT_ON_ADMIN_DASHBOARD.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await db
    .execute<{
      users: string;
      clients: string;
      cleaners: string;
      active: string;
      total: string;
      completed: string;
      review_count: string;
      average_rating: string | null;
      revenue: string;
    }>(
      sql`
    SELECT
      people.users, people.clients, people.cleaners,
      (SELECT coalesce(sum(n), 0) FROM job_counts WHERE status IN (${activeStatuses})) AS active,
      (SELECT coalesce(sum(n), 0) FROM job_counts) AS total,
      (SELECT coalesce(sum(n), 0) FROM job_counts WHERE status = 'Completed') AS completed,
      (SELECT coalesce(sum(visible), 0) FROM review_counts) AS review_count,
      (SELECT round(sum(rating_sum)::numeric / nullif(sum(visible), 0), 1) FROM review_counts) AS average_rating,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE status = 'succeeded' AND created_at >= ${monthStart} AND created_at <= ${now}) AS revenue
    FROM (
      SELECT count(*) AS users, count(*) FILTER (WHERE role = 'client') AS clients, count(*) FILTER (WHERE role = 'cleaner') AS cleaners
      FROM profiles
    ) AS people
  `,
    )
    .then((result) => result.rows);
  if (!row) throw new Error("the dashboard's counts returned no row");
  return {
    users: { total: Number(row.users), clients: Number(row.clients), cleaners: Number(row.cleaners) },
    jobs: { active: Number(row.active), total: Number(row.total), completed: Number(row.completed) },
    reviews: { count: Number(row.review_count), averageRating: row.average_rating === null ? null : Number(row.average_rating) },
    revenueMtdCents: Number(row.revenue),
  };
}

/**
 * Jobs booked, jobs completed and revenue per week (Monday to Sunday in the admin's zone), oldest
 * first. The weeks come from a series of integers, which PostgreSQL knows has twelve rows (of a
 * series of timestamps it assumes 1,000, and at a million jobs that estimate made it compile the
 * query to machine code, JIT, on every request: 165 of its 256 ms, docs/decisions/053).
 */
export async function weeklyTrends(db: Database, timeZone: string, now: Date): Promise<WeekTrend[]> {
  const result = await db.execute<{ week_start: string; booked: string; completed: string; revenue: string }>(sql`
    WITH weeks AS (
      SELECT local_start,
             local_start AT TIME ZONE ${timeZone} AS starts,
             (local_start + interval '1 week') AT TIME ZONE ${timeZone} AS ends
      FROM (
        SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ${timeZone}) - ago * interval '1 week' AS local_start
        FROM generate_series(0, ${sql.raw(String(TREND_WEEKS - 1))}) AS ago
      ) AS series
    )
    SELECT to_char(w.local_start, 'YYYY-MM-DD') AS week_start,
      (SELECT count(*) FROM jobs j WHERE j.created_at >= w.starts AND j.created_at < w.ends) AS booked,
      (SELECT count(*) FROM jobs j WHERE j.status = 'Completed' AND j.completed_at >= w.starts AND j.completed_at < w.ends) AS completed,
      (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.status = 'succeeded' AND p.created_at >= w.starts AND p.created_at < w.ends) AS revenue
    FROM weeks w
    ORDER BY w.local_start
  `);
  return result.rows.map((row) => ({
    weekStart: row.week_start,
    booked: Number(row.booked),
    completed: Number(row.completed),
    revenueCents: Number(row.revenue),
  }));
}

/** The newest jobs, as admins see a job everywhere (adminJobJson). */
async function recentJobs(db: Database) {
  const rows = await selectJobJson(db).orderBy(desc(jobs.createdAt), desc(jobs.jobId)).limit(RECENT_ITEMS);
  return rows.map(adminJobJson);
}

/** spec 7: recent reviews are the visible ones (rating, date, comment, cleaner and client names). */
function recentReviews(db: Database) {
  return db
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
    .where(eq(reviews.isVisible, true))
    .orderBy(desc(reviews.createdAt))
    .limit(RECENT_ITEMS);
}

export async function adminDashboard({ db, timeZone, now }: { db: Database; timeZone: string; now: Date }) {
  const [counts, trends, jobsList, reviewList] = await Promise.all([
    stats(db, timeZone, now),
    weeklyTrends(db, timeZone, now),
    recentJobs(db),
    recentReviews(db),
  ]);
  return { stats: counts, trends, recentJobs: jobsList, recentReviews: reviewList };
}
