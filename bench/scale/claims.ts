// bench:scale's claims (issue 20, docs/decisions/053): 20 claimers, each claiming its own run of
// open jobs, the jobs posted for them, and everything put back afterwards.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { autocannon, CONNECTIONS, GOAL_MS, SECONDS, timed, WARM_UP_SECONDS, type Row } from "./measure";

interface OpenJob {
  job_id: string;
  scheduled_start: Date;
  scheduled_end: Date;
}

/**
 * Each claimer's own run of open jobs, in start order, none overlapping the one before (interval
 * partitioning): every claim in a lane can succeed, whatever the other lanes do.
 */
async function claimLanes(url: string, claimers: number): Promise<string[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<OpenJob>(
      `SELECT job_id, scheduled_start, scheduled_end FROM jobs
       WHERE status = 'Posted' AND claim_window_ends > now() + interval '5 minutes' AND scheduled_start > now() + interval '1 hour'
       ORDER BY scheduled_start, job_id`,
    );
    const lanes = Array.from({ length: claimers }, () => ({ jobs: [] as string[], freeFrom: 0 }));
    for (const job of rows) {
      // Of the lanes free by its start, the one with the fewest jobs: every claimer gets a long run.
      const lane = lanes
        .filter((candidate) => candidate.freeFrom <= job.scheduled_start.getTime())
        .sort((a, b) => a.jobs.length - b.jobs.length)[0];
      if (!lane) continue;
      lane.jobs.push(job.job_id);
      lane.freeFrom = job.scheduled_end.getTime() + 60_000;
    }
    return lanes.map((lane) => lane.jobs);
  } finally {
    await client.end();
  }
}

/** The lanes' jobs still open (a warm-up took the first of each lane), and how many jobs the claimers hold. */
async function stillOpen(url: string, lanes: string[][]): Promise<{ lanes: string[][]; claimed: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ job_id: string }>(
      `SELECT job_id FROM jobs WHERE status = 'Posted' AND job_id = ANY($1::uuid[])`,
      [lanes.flat()],
    );
    const open = new Set(rows.map((row) => row.job_id));
    const [held] = (
      await client.query<{ count: string }>(
        `SELECT count(*) FROM job_assignments JOIN cleaners USING (cleaner_id) WHERE cleaners.user_id LIKE 'scale-claimer-%'`,
      )
    ).rows;
    return { lanes: lanes.map((lane) => lane.filter((jobId) => open.has(jobId))), claimed: Number(held?.count ?? 0) };
  } finally {
    await client.end();
  }
}

/**
 * stillOpen once the warm-up's last claims have landed: autocannon resolves when its time is up,
 * with claims still in flight, and a lane read before they commit would claim those jobs again (and
 * be refused as the claimer's already). Read until two reads 200 ms apart agree.
 */
async function stillOpenAfterWarmUp(url: string, lanes: string[][]) {
  let read = await stillOpen(url, lanes);
  for (let tries = 0; tries < 50; tries++) {
    await sleep(200);
    const again = await stillOpen(url, lanes);
    if (again.claimed === read.claimed) return again;
    read = again;
  }
  return read;
}

/** Jobs are vacuumed after this many changed rows (migration 0014). */
const VACUUM_AFTER_CHANGES = 500;
/** Autovacuum looks at each database once a minute (autovacuum_naptime); then it vacuums jobs. */
const VACUUM_WAIT_MS = 150_000;

/** Marks the jobs posted for the claims alone (their special instructions), so a run cut short leaves none behind. */
const CLAIM_SUPPLY_MARK = "bench:scale claims";
/**
 * Jobs posted for the claims: every lane keeps real claims through the warm-up and the timed run
 * at several hundred claims a second. The board's open jobs alone (about 2,000) ran the lanes dry
 * within seconds, and the rest of the run replayed claims from the idempotency store.
 */
const CLAIM_SUPPLY = 10_000;

/**
 * Posts CLAIM_SUPPLY jobs shaped like an open one, a month ahead, in slots of three hours with one
 * job per claimer in each (claimLanes gives each claimer one job a slot). They are booked now, as
 * a rush of new jobs would be, and taken off again by returnClaimedJobs.
 */
async function postClaimSupply(url: string, claimers: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO jobs (client_id, unit_id, type, address, city, time_zone, requested_start, scheduled_start, scheduled_end, duration_hours,
         bedrooms, bathrooms, sq_ft, base_price_cents, client_price_cents, cleaner_payout_cents, status, claim_window_ends, special_instructions)
       SELECT client_id, unit_id, type, address, city, time_zone, slot.starts, slot.starts, slot.starts + interval '2 hours', 2,
         bedrooms, bathrooms, sq_ft, base_price_cents, client_price_cents, cleaner_payout_cents, 'Posted', slot.starts - interval '1 day', $1
       FROM (SELECT * FROM jobs WHERE status = 'Posted' LIMIT 1) AS template,
         generate_series(0, $2 - 1) AS n,
         LATERAL (SELECT date_trunc('hour', now()) + interval '30 days' + (n / $3) * interval '3 hours' AS starts) AS slot`,
      [CLAIM_SUPPLY_MARK, CLAIM_SUPPLY, claimers],
    );
  } finally {
    await client.end();
  }
}

/**
 * The claims taken back: the jobs posted for them deleted, the claimers' other jobs put back on
 * the board (their assignments removed, the jobs Posted again), so every run, and the scenarios
 * after the claims, read the board a run before them found: the board reads every open job, and
 * its cost follows how many there are (docs/decisions/053). That changes thousands of jobs at
 * once, which a city's day does not: it then waits for autovacuum to vacuum them (migration
 * 0014's settings), as it would a day's changes, so the board is measured as it stands between two
 * of them. Returns how many jobs are open then.
 */
export async function returnClaimedJobs(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const vacuums = async () =>
      Number(
        (await client.query<{ count: string }>(`SELECT autovacuum_count AS count FROM pg_stat_user_tables WHERE relname = 'jobs'`)).rows[0]
          ?.count,
      );
    const vacuumedBefore = await vacuums();
    const deleted = (await client.query(`DELETE FROM jobs WHERE special_instructions = $1`, [CLAIM_SUPPLY_MARK])).rowCount ?? 0;
    const { rowCount } = await client.query(`WITH claimed AS (
        DELETE FROM job_assignments USING cleaners
        WHERE cleaners.cleaner_id = job_assignments.cleaner_id AND cleaners.user_id LIKE 'scale-claimer-%'
        RETURNING job_assignments.job_id
      )
      UPDATE jobs SET status = 'Posted' WHERE job_id IN (SELECT job_id FROM claimed)`);
    const changed = deleted + (rowCount ?? 0);
    if (changed >= VACUUM_AFTER_CHANGES) {
      const started = performance.now();
      while ((await vacuums()) === vacuumedBefore && performance.now() - started < VACUUM_WAIT_MS) await sleep(1000);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const what = `${rowCount} claims put back and ${deleted} jobs posted for them deleted`;
      console.log(
        (await vacuums()) === vacuumedBefore
          ? `${what}; autovacuum did not come to jobs within ${seconds} s`
          : `${what}; autovacuum vacuumed jobs ${seconds} s later`,
      );
    }
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM jobs WHERE status = 'Posted' AND claim_window_ends > now() AND scheduled_start > now()`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Claims of distinct open jobs: connection i claims lane i's jobs, one after another, as claimer i
 * (autocannon gives each connection its own requests), the board's open jobs and the jobs posted
 * for the claims (postClaimSupply). A lane run dry would repeat its jobs (and their
 * Idempotency-Keys, answered from the store): the note gives the claims the database recorded in
 * the timed run beside the requests answered, and the refusals.
 */
export async function measureClaims(base: string, url: string, cookies: string[], serverPid?: number): Promise<Row> {
  const run = async (lanes: string[][], duration: number) => {
    let next = 0;
    return autocannon({
      url: `${base}/api/cleaner/claims`,
      connections: CONNECTIONS,
      duration,
      setupClient: (client) => {
        const lane = next++ % cookies.length;
        const headers = { cookie: cookies[lane]!, "content-type": "application/json", origin: base };
        // autocannon needs a request to send: a lane without jobs claims one that does not exist (404).
        const jobIds = lanes[lane]?.length ? lanes[lane] : [randomUUID()];
        client.setRequests(
          jobIds.map((jobId) => ({
            method: "POST",
            path: "/api/cleaner/claims",
            headers: { ...headers, "Idempotency-Key": randomUUID() },
            body: JSON.stringify({ jobId }),
          })),
        );
      },
    });
  };
  await postClaimSupply(url, cookies.length);
  const lanes = await claimLanes(url, cookies.length);
  await run(lanes, WARM_UP_SECONDS);
  const before = await stillOpenAfterWarmUp(url, lanes);
  const { result, ...cpu } = await timed(serverPid, () => run(before.lanes, SECONDS));
  const after = await stillOpen(url, []);
  await returnClaimedJobs(url);
  return {
    scenario: "claim (distinct open jobs)",
    path: "POST /api/cleaner/claims",
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    met: result.errors === 0 && result.non2xx === 0 && result.requests.total > 0 && result.latency.p99 < GOAL_MS,
    note: `${after.claimed - before.claimed} claims recorded of ${result.requests.total} requests; ${result.non2xx} refused; ${result.errors} timed out`,
    ...cpu,
  };
}
