// bench:dispatch's proofs, read from the database after a run: double bookings, offers to cleaners
// who were not eligible when offered, and the spread of jobs among cleaners.
//
// The eligibility check is written here again from the rule in docs/decisions/055, on purpose: the
// engine's own query (domain/dispatch/eligibility.ts) cannot vouch for itself. Each offer made
// (not a passed-over row) is judged at its offered_at: Active, the job's city in work_areas, the
// job's type offered (SERVICES_FOR_TYPE), no time off on a day the job touches in its city's zone,
// no held job overlapping it assigned by then, available (no availability set at all, or a weekly
// rule on the job's weekday covering it within one day, or a one-off block covering it), and not
// offered the job before.
import { sql } from "drizzle-orm";
import { WORK_AREAS, timeZoneOfCity } from "../../src/shared/domain/cities";
import { SERVICES_FOR_TYPE } from "../../src/shared/domain/dispatch";
import type { Database, Transaction } from "../../src/server/db/client";

/** Two held jobs of one cleaner that overlap in time: must be none. */
export async function doubleBookings(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    WITH held AS (
      SELECT a.cleaner_id, j.job_id, j.scheduled_start, j.scheduled_end
      FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
      WHERE a.status IN ('Assigned', 'In Progress') AND j.status IN ('Assigned', 'In Progress'))
    SELECT count(*)::int AS n FROM held x JOIN held y
      ON x.cleaner_id = y.cleaner_id AND x.job_id < y.job_id
      AND x.scheduled_start < y.scheduled_end AND y.scheduled_start < x.scheduled_end`);
  return rows[0]?.n ?? 0;
}

const zoneCase = sql.join(
  WORK_AREAS.map((city) => sql`WHEN ${city} THEN ${timeZoneOfCity(city)}`),
  sql` `,
);
const servicesCase = sql.join(
  Object.entries(SERVICES_FOR_TYPE).map(
    ([type, services]) =>
      sql`WHEN ${type} THEN ARRAY[${sql.join(
        services.map((service) => sql`${service}`),
        sql`, `,
      )}]::text[]`,
  ),
  sql` `,
);

export interface IneligibleOffer {
  offerId: string;
  failed: string[];
}

/** Every offer made to a cleaner who was not eligible at its offered_at, with the rules failed. */
export async function ineligibleOffers(db: Database | Transaction): Promise<{ checked: number; ineligible: IneligibleOffer[] }> {
  const { rows } = await db.execute<{ offer_id: string; failed: string[] }>(sql`
    WITH made AS (
      SELECT o.offer_id, o.job_id, o.cleaner_id, o.offered_at, j.city, j.type, j.scheduled_start, j.scheduled_end,
        (j.scheduled_start AT TIME ZONE (CASE j.city ${zoneCase} ELSE 'America/New_York' END)) AS local_start,
        (j.scheduled_end AT TIME ZONE (CASE j.city ${zoneCase} ELSE 'America/New_York' END)) AS local_end
      FROM job_offers o JOIN jobs j ON j.job_id = o.job_id
      WHERE o.status <> 'skipped'),
    judged AS (
      SELECT m.offer_id, ARRAY_REMOVE(ARRAY[
        CASE WHEN c.status <> 'Active' THEN 'inactive' END,
        CASE WHEN NOT (m.city = ANY(c.work_areas)) THEN 'area' END,
        CASE WHEN NOT (c.services && (CASE m.type ${servicesCase} ELSE ARRAY[]::text[] END)) THEN 'service' END,
        CASE WHEN EXISTS (SELECT 1 FROM cleaner_time_off t WHERE t.cleaner_id = m.cleaner_id
          AND t.start_date <= (m.local_end - interval '1 millisecond')::date AND t.end_date >= m.local_start::date) THEN 'time off' END,
        CASE WHEN EXISTS (SELECT 1 FROM job_assignments a JOIN jobs k ON k.job_id = a.job_id
          WHERE a.cleaner_id = m.cleaner_id AND k.job_id <> m.job_id AND a.assigned_at <= m.offered_at
            AND k.scheduled_start < m.scheduled_end AND k.scheduled_end > m.scheduled_start) THEN 'clash' END,
        CASE WHEN EXISTS (SELECT 1 FROM cleaner_availability v WHERE v.cleaner_id = m.cleaner_id)
          AND NOT EXISTS (SELECT 1 FROM cleaner_availability v WHERE v.cleaner_id = m.cleaner_id AND (
            (v.type = 'weekly_rule' AND m.local_start::date = m.local_end::date
              AND v.weekday = extract(dow FROM m.local_start) AND v.start_time <= m.local_start::time AND v.end_time >= m.local_end::time)
            OR (v.type = 'one_off_block' AND v.start_ts <= m.scheduled_start AND v.end_ts >= m.scheduled_end))) THEN 'unavailable' END,
        CASE WHEN EXISTS (SELECT 1 FROM job_offers p WHERE p.job_id = m.job_id AND p.cleaner_id = m.cleaner_id
          AND p.offer_id <> m.offer_id AND p.offered_at <= m.offered_at) THEN 'offered before' END
      ], NULL) AS failed
      FROM made m JOIN cleaners c ON c.cleaner_id = m.cleaner_id)
    SELECT offer_id, failed FROM judged`);
  return {
    checked: rows.length,
    ineligible: rows.filter((row) => row.failed.length > 0).map((row) => ({ offerId: row.offer_id, failed: row.failed })),
  };
}

/** The Gini coefficient of `counts` (0: all equal; near 1: one has everything). */
export function gini(counts: readonly number[]): number {
  const sorted = [...counts].sort((a, b) => a - b);
  const total = sorted.reduce((sum, count) => sum + count, 0);
  if (sorted.length === 0 || total === 0) return 0;
  const weighted = sorted.reduce((sum, count, index) => sum + (index + 1) * count, 0);
  return (2 * weighted) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}

/** Jobs held per cleaner, for the cleaners given (those with none count as 0). */
export async function jobsPerCleaner(db: Database, cleanerIds: readonly string[]): Promise<number[]> {
  const { rows } = await db.execute<{ cleaner_id: string; n: number }>(sql`
    SELECT a.cleaner_id, count(*)::int AS n FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
    WHERE a.status IN ('Assigned', 'In Progress') GROUP BY a.cleaner_id`);
  const counts = new Map(rows.map((row) => [row.cleaner_id, row.n]));
  return cleanerIds.map((id) => counts.get(id) ?? 0);
}

/**
 * The check proves itself: an offer planted (in a transaction rolled back) for a job to an Inactive
 * cleaner who does not work its city must come out with both rules failed.
 */
export async function checkCatchesPlantedOffer(db: Database): Promise<boolean> {
  let caught = false;
  await db
    .transaction(async (tx) => {
      const { rows } = await tx.execute<{ offer_id: string }>(sql`
        INSERT INTO job_offers (job_id, cleaner_id, source, status, offered_at, answered_at)
        SELECT j.job_id, c.cleaner_id, 'automatic', 'declined', j.created_at, j.created_at
        FROM jobs j JOIN cleaners c ON c.status <> 'Active' AND NOT (j.city = ANY(c.work_areas))
        LIMIT 1 RETURNING offer_id`);
      const planted = rows[0]?.offer_id;
      const found = (await ineligibleOffers(tx)).ineligible.find((offer) => offer.offerId === planted);
      caught = Boolean(found?.failed.includes("inactive") && found.failed.includes("area"));
      tx.rollback();
    })
    .catch(() => undefined);
  return caught;
}
