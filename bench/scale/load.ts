// The scale bench's data, loaded in SQL (INSERT ... SELECT over generate_series), not row by row:
// a large city's two years. Ids are md5-derived from each row's number, so rows find each other
// without lookups. Every row keeps the schema's checks and the app's rules (docs/decisions/053):
// a job's city is its unit's and its cleaner's first work area; each Active cleaner's jobs are
// about two weeks apart (no overlaps); Assigned jobs start in the future (no no-shows), In
// Progress ones started within three hours; of the jobs ahead 3 % are open (posted within the
// last day, window open: about two days of bookings) and 2 % Posted with the window closed; a
// Completed job has its assignment, its payout (paid after two weeks) and its client's payment,
// and most have a review. The accounts sign in with one password, hashed once as sign-up does.
import pg from "pg";
import { hashPassword } from "../../src/server/auth/password";
import { CLEANING_TYPES, cleanerPayoutCents } from "../../src/shared/domain/booking";
import { CITIES, OTHER_AREA, WORK_AREAS } from "../../src/shared/domain/cities";
import { claimerEmail, SCALE_PASSWORD, type ScaleSize } from "./size";

const ZIPS: Record<string, string> = {
  Boston: "02116",
  Manhattan: "10001",
  Chicago: "60611",
  Atlanta: "30303",
  Miami: "33139",
  Austin: "78701",
};
/** Work area i (CITIES, then Other) and the city line of an address there. */
const AREAS = [...CITIES.map(({ city }) => city), OTHER_AREA];
const CITY_LINES = [...CITIES.map(({ city, state }) => `${city}, ${state} ${ZIPS[city]}`), "Portland, ME 04101"];
const STREETS = ["Beacon St", "Newbury St", "Lake Shore Dr", "Ocean Dr", "Congress Ave", "Peachtree St", "Broadway", "Elm St"];
const FIRST = ["Avery", "Jordan", "Riley", "Morgan", "Casey", "Taylor", "Quinn", "Harper", "Rowan", "Emerson", "Parker", "Reese"];
const LAST = ["Blake", "Collins", "Rivera", "Chen", "Nguyen", "Patel", "Okafor", "Schmidt", "Garcia", "Kim", "Novak", "Silva", "Haddad"];
const DAY_MS = 86_400_000;

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const array = (values: readonly string[]) => `ARRAY[${values.map(text).join(", ")}]`;
/** A 1-based pick from a literal array. */
const pick = (values: readonly string[], index: string) => `(${array(values)})[1 + (${index})]`;
const uuidOf = (kind: string, number: string) => `md5('${kind}' || (${number}))::uuid`;
const personName = (number: string) =>
  `${pick(FIRST, `(${number}) % ${FIRST.length}`)} || ' ' || ${pick(LAST, `((${number}) / ${FIRST.length}) % ${LAST.length}`)}`;
const unitAddress = (unit: string) =>
  `((${unit}) % 900 + 1) || ' ' || ${pick(STREETS, `(${unit}) % ${STREETS.length}`)} || ', ' || ${pick(CITY_LINES, `(${unit}) % 7`)}`;

/** Each step's SQL; `now` is the bench's clock, so the history ends where the measurements begin. */
function steps(size: ScaleSize, passwordHash: string, now: Date): [string, string][] {
  const { clients, units, cleaners, activeCleaners, jobs, claimers } = size;
  const at = `${text(now.toISOString())}::timestamptz`;
  // Two years of jobs: 22 months done, 2 ahead, one every `step` ms in job-number order.
  const first = new Date(now.getTime() - 22 * 30 * DAY_MS);
  const step = Math.floor((24 * 30 * DAY_MS) / jobs);
  const types = `(VALUES ${CLEANING_TYPES.map(
    ({ name, basePriceCents }, index) => `(${index}, ${text(name)}, ${basePriceCents}, ${cleanerPayoutCents(basePriceCents)})`,
  ).join(", ")}) AS types(index, name, price, payout)`;
  const users = (kind: string, count: number, email: string, name: string) => `
    INSERT INTO auth_users (id, name, email, email_verified, created_at, updated_at)
    SELECT 'scale-${kind}-' || i, ${name}, ${email}, true, ${at} - interval '800 days', ${at}
    FROM generate_series(0, ${count - 1}) AS i`;
  const claimerEmails = array(Array.from({ length: claimers }, (_, index) => claimerEmail(index)));

  return [
    [
      "accounts",
      `${users("client", clients, `'client' || i || '@scale.test'`, personName("i"))};
      ${users("cleaner", cleaners, `'cleaner' || i || '@scale.test'`, personName("i + 7"))};
      ${users("claimer", claimers, `(${claimerEmails})[i + 1]`, `'Claimer ' || i`)};
      INSERT INTO auth_users (id, name, email, email_verified) VALUES ('scale-admin-0', 'Scale Admin', 'admin@scale.test', true);
      INSERT INTO auth_accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
      SELECT 'account-' || id, id, 'credential', id, ${text(passwordHash)}, created_at, updated_at FROM auth_users;
      INSERT INTO profiles (user_id, full_name, role, created_at, updated_at)
      SELECT id, name, (CASE WHEN id LIKE 'scale-client-%' THEN 'client' WHEN id = 'scale-admin-0' THEN 'admin' ELSE 'cleaner' END)::role,
        created_at, updated_at FROM auth_users`,
    ],
    [
      "clients and units",
      `INSERT INTO clients (client_id, user_id, name, email, default_address, created_at)
      SELECT ${uuidOf("client", "i")}, 'scale-client-' || i, ${personName("i")}, 'client' || i || '@scale.test', ${unitAddress("i")},
        ${at} - interval '800 days'
      FROM generate_series(0, ${clients - 1}) AS i;
      INSERT INTO client_units (unit_id, client_id, label, full_address, notes, created_at)
      SELECT ${uuidOf("unit", "u")}, ${uuidOf("client", `u % ${clients}`)}, CASE WHEN u < ${clients} THEN 'Home' ELSE 'Rental ' || (u / ${clients}) END,
        ${unitAddress("u")}, CASE WHEN u % 4 = 0 THEN 'Lockbox code at the front desk.' END, ${at} - interval '800 days'
      FROM generate_series(0, ${units - 1}) AS u`,
    ],
    [
      "cleaners and availability",
      `INSERT INTO cleaners (cleaner_id, user_id, name, email, status, work_areas, services, years_experience, created_at)
      SELECT ${uuidOf("cleaner", "k")}, 'scale-cleaner-' || k, ${personName("k + 7")}, 'cleaner' || k || '@scale.test',
        (CASE WHEN k < ${activeCleaners} THEN 'Active' WHEN k % 2 = 0 THEN 'Pending' ELSE 'Inactive' END)::cleaner_status,
        ARRAY[${pick(AREAS, "k % 7")}] || CASE WHEN k % 3 = 0 THEN ARRAY[${pick(AREAS, "(k + 1) % 7")}] ELSE '{}'::text[] END,
        ARRAY['Residential', 'Deep Clean', 'Airbnb'], k % 20, ${at} - interval '800 days'
      FROM generate_series(0, ${cleaners - 1}) AS k;
      INSERT INTO cleaners (cleaner_id, user_id, name, email, status, work_areas, services, created_at)
      SELECT ${uuidOf("claimer", "i")}, 'scale-claimer-' || i, 'Claimer ' || i, (${claimerEmails})[i + 1], 'Active', ${array(WORK_AREAS)},
        ARRAY['Residential'], ${at} - interval '30 days'
      FROM generate_series(0, ${claimers - 1}) AS i;
      INSERT INTO cleaner_availability (cleaner_id, type, weekday, start_time, end_time, created_at)
      SELECT cleaner_id, 'weekly_rule', weekday, '09:00', '17:00', created_at FROM cleaners, generate_series(1, 5) AS weekday`,
    ],
    [
      "job plan",
      // n: the job's number (its time order); c: its city (its cleaner's first area); u: a unit in that city.
      `CREATE UNLOGGED TABLE scale_plan AS
      WITH base AS (
        SELECT n, date_trunc('hour', ${text(first.toISOString())}::timestamptz + n * interval '${step} milliseconds') AS s,
          (n % ${activeCleaners}) % 7 AS c, (n::bigint * 2654435761) % 2147483647 AS r, (n::bigint * 40503 + 7) % 1000003 AS q
        FROM generate_series(0, ${jobs - 1}) AS n
      ), kinds AS (
        SELECT base.*, 7 * (q % ${Math.floor(units / 7)}) + c AS u, (ARRAY[1, 2, 2, 3, 4, 6, 8])[1 + r % 7] AS d,
          CASE
            WHEN s > ${at} THEN CASE WHEN r % 100 < 3 THEN 'open' WHEN r % 100 < 5 THEN 'stale' WHEN r % 100 < 13 THEN 'canceled' ELSE 'assigned' END
            WHEN s > ${at} - interval '3 hours' THEN 'in progress'
            ELSE CASE WHEN r % 100 < 86 THEN 'completed' WHEN r % 100 < 96 THEN 'canceled' ELSE 'problem' END
          END AS kind
        FROM base
      ), dated AS (
        SELECT kinds.*, CASE kind
            WHEN 'open' THEN ${at} - ((r / 7) % 23 + 1) * interval '1 hour'
            WHEN 'stale' THEN ${at} - (2 + (r / 7) % 5) * interval '1 day'
            ELSE least(s - (1 + (r / 7) % 20) * interval '1 day', ${at} - interval '1 hour')
          END AS created
        FROM kinds
      )
      SELECT n, ${uuidOf("job", "n")} AS job_id, ${uuidOf("client", `u % ${clients}`)} AS client_id, ${uuidOf("unit", "u")} AS unit_id,
        ${uuidOf("cleaner", `n % ${activeCleaners}`)} AS cleaner_id, ${unitAddress("u")} AS address, ${pick(AREAS, "c")} AS city,
        types.name AS type, types.price, types.payout, s, s + d * interval '1 hour' AS e, d, r, kind, created,
        least(created + interval '24 hours', s) AS window_ends,
        CASE WHEN kind = 'completed' THEN least(s + d * interval '1 hour', ${at}) END AS completed
      FROM dated JOIN ${types} ON types.index = r % 5`,
    ],
    [
      "jobs",
      `INSERT INTO jobs (job_id, client_id, unit_id, type, address, city, time_zone, requested_start, scheduled_start, scheduled_end, duration_hours,
        sq_ft, bedrooms, bathrooms, special_instructions, base_price_cents, client_price_cents, cleaner_payout_cents,
        claim_window_ends, status, completed_at, created_at)
      SELECT job_id, client_id, unit_id, type, address, city,
        CASE WHEN city IN ('Chicago', 'Austin') THEN 'America/Chicago' ELSE 'America/New_York' END, s, s, e, d, 600 + (r % 30) * 50, r % 6, 1 + (r / 6) % 5,
        CASE WHEN r % 5 = 0 THEN 'Please use the side entrance.' END, price, price, payout, window_ends,
        (CASE kind WHEN 'open' THEN 'Posted' WHEN 'stale' THEN 'Posted' WHEN 'canceled' THEN 'Canceled' WHEN 'assigned' THEN 'Assigned'
          WHEN 'in progress' THEN 'In Progress' WHEN 'completed' THEN 'Completed' ELSE 'Problem' END)::job_status,
        completed, created
      FROM scale_plan ORDER BY n`,
    ],
    [
      "assignments",
      // A Problem job is one its cleaner started and then reported.
      `INSERT INTO job_assignments (job_id, cleaner_id, status, assigned_at, started_at, completed_at)
      SELECT job_id, cleaner_id,
        (CASE kind WHEN 'assigned' THEN 'Assigned' WHEN 'completed' THEN 'Completed' ELSE 'In Progress' END)::assignment_status,
        least(created + ((r / 11) % 20 + 1) * interval '1 hour', s, ${at}), CASE WHEN kind <> 'assigned' THEN s END, completed
      FROM scale_plan WHERE kind IN ('assigned', 'in progress', 'completed', 'problem') ORDER BY n`,
    ],
    [
      "payouts, reviews and payments",
      `INSERT INTO payouts (cleaner_id, job_id, amount_cents, status, paid_at, created_at)
      SELECT cleaner_id, job_id, payout, (CASE WHEN completed < ${at} - interval '14 days' THEN 'paid' ELSE 'pending' END)::payout_status,
        CASE WHEN completed < ${at} - interval '14 days' THEN completed + interval '7 days' END, completed
      FROM scale_plan WHERE kind = 'completed' ORDER BY n;
      INSERT INTO reviews (job_id, cleaner_id, client_id, rating, comment, is_visible, created_at, updated_at)
      SELECT job_id, cleaner_id, client_id, CASE WHEN r % 13 = 0 THEN 2 WHEN r % 7 = 0 THEN 3 WHEN r % 3 = 0 THEN 4 ELSE 5 END,
        CASE WHEN r % 4 = 0 THEN 'Spotless, and on time.' END, r % 50 <> 0,
        least(completed + interval '1 day', ${at}), least(completed + interval '1 day', ${at})
      FROM scale_plan WHERE kind = 'completed' AND (r / 3) % 10 < 6 ORDER BY n;
      INSERT INTO payments (client_id, description, status, payment_type, amount_cents, created_at)
      SELECT client_id, type, (CASE WHEN kind = 'completed' THEN 'succeeded' ELSE 'refunded' END)::payment_status, 'one_time_clean', price,
        created
      FROM scale_plan WHERE kind = 'completed' OR (kind = 'canceled' AND r % 2 = 0) ORDER BY created`,
    ],
    [
      "ratings and earnings",
      // docs/decisions/046: a cleaner's rating counts their visible reviews; earnings are every payout.
      `UPDATE cleaners SET rating_count = stats.count, rating_avg = stats.average
      FROM (SELECT cleaner_id, count(*)::int AS count, round(avg(rating), 2) AS average FROM reviews WHERE is_visible GROUP BY cleaner_id) AS stats
      WHERE cleaners.cleaner_id = stats.cleaner_id;
      UPDATE cleaners SET total_earnings_cents = sums.total
      FROM (SELECT cleaner_id, sum(amount_cents) AS total FROM payouts GROUP BY cleaner_id) AS sums
      WHERE cleaners.cleaner_id = sums.cleaner_id;
      DROP TABLE scale_plan`,
    ],
    ["vacuum and analyze", "VACUUM (ANALYZE)"],
  ];
}

/** Loads `size` into the migrated, empty database at `url`; prints each step's time. */
export async function loadScaleData(url: string, size: ScaleSize, now: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET maintenance_work_mem = '256MB'");
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    for (const [name, statement] of steps(size, passwordHash, now)) {
      const started = performance.now();
      await client.query(statement);
      console.log(`  loaded ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const { rows } = await client.query<{ status: string; count: string }>(
      "SELECT status, count(*) FROM jobs GROUP BY status ORDER BY status",
    );
    console.log(`  jobs by status: ${rows.map((row) => `${row.status} ${row.count}`).join(", ")}`);
  } finally {
    await client.end();
  }
}
