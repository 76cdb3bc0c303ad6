// Rental calendar sync at a property manager's size (docs/decisions/054): on a throwaway
// PostgreSQL, FEEDS units each with one Airbnb-style feed of EVENTS stays, served by a local
// node:http server; syncCalendar (the runner's and `Sync now`'s own function) runs for every feed,
// CONCURRENCY at a time, as the runner does. Three passes:
//   first:     every stay becomes a job: feeds per second, jobs written;
//   unchanged: the same feeds read in full again (a day's first sync sends no validators): feeds per
//              second, and proof that not one job row was written (the jobs' xmin unchanged);
//   304:       the same again with the ETag sent back: the server answers 304.
// The parse's share: parseCalendarFeed timed on the same bodies alone, against a pass's wall time
// (one Node thread does both, so that is the share of the sync's time spent parsing).
// Run: npm run bench:calendars   (starts a throwaway PostgreSQL; no build needed)
// BENCH_FEEDS, BENCH_EVENTS, BENCH_CONCURRENCY shrink or grow it.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { addDays } from "../src/shared/schemas/booking";
import { DEFAULT_TURNOVER_SETTINGS } from "../src/shared/domain/turnovers";
import { parseCalendarFeed } from "../src/server/domain/rental-calendars/parse-feed";
import { planTurnovers } from "../src/server/domain/rental-calendars/plan-turnovers";
import { syncCalendar, type SyncResult } from "../src/server/features/rental-calendars/sync.service";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { withPostgresUrl } from "./shared";

const FEEDS = Number(process.env.BENCH_FEEDS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ZONE = "America/New_York";

/** Airbnb's export for unit `unit`: EVENTS stays from tomorrow on, three days apart, some back to back. */
function feedBody(unit: number, today: string): string {
  const day = (offset: number) => addDays(today, offset).replaceAll("-", "");
  const events = Array.from({ length: EVENTS }, (_, index) => {
    const checkin = 1 + 3 * index;
    const checkout = checkin + (index % 3 === 0 ? 3 : 2);
    return [
      "BEGIN:VEVENT",
      "DTSTAMP:20261101T120000Z",
      `DTSTART;VALUE=DATE:${day(checkin)}`,
      `DTEND;VALUE=DATE:${day(checkout)}`,
      "SUMMARY:Reserved",
      `UID:bench-${unit}-${index}-5f2a8c1d7be04e5a9c0d3b6f21e4a7c9@airbnb.com`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d\r\n etails/HM${unit}X${index}\\nPhone Number (Last 4 Digits): 4821`,
      "END:VEVENT",
    ].join("\r\n");
  });
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...events,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Serves /feed-N.ics; answers 304 to its own ETag only when `honourValidators` is set. */
async function startFeedServer(bodies: string[]) {
  const etags = bodies.map((body) => `"${createHash("sha256").update(body).digest("base64url")}"`);
  const state = { honourValidators: false, notModified: 0 };
  const server = createServer((request, response) => {
    const index = Number(/^\/feed-(\d+)\.ics$/.exec(request.url ?? "")?.[1] ?? -1);
    const body = bodies[index];
    if (body === undefined) return void response.writeHead(404).end();
    if (state.honourValidators && request.headers["if-none-match"] === etags[index]) {
      state.notModified++;
      return void response.writeHead(304, { ETag: etags[index] }).end();
    }
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etags[index] }).end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: (index: number) => `http://127.0.0.1:${port}/feed-${index}.ics`, state, close: () => server.close() };
}

/** FEEDS clients, each with one Boston unit and its feed, in a few statements. */
async function load(url: string, feedUrl: (index: number) => string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO auth_users (id, name, email, email_verified) SELECT 'bench-host-' || i, 'Host ' || i, 'host' || i || '@bench.test', true FROM generate_series(0, ${FEEDS - 1}) AS i;
      INSERT INTO profiles (user_id, full_name, role) SELECT id, name, 'client' FROM auth_users WHERE id LIKE 'bench-host-%';
      INSERT INTO clients (user_id, name, email) SELECT id, name, email FROM auth_users WHERE id LIKE 'bench-host-%';
      INSERT INTO client_units (client_id, label, full_address) SELECT client_id, 'Loft', '1 Harbor Way, Boston, MA 02110' FROM clients;`);
    const { rows } = await client.query<{ unit_id: string; client_id: string; n: string }>(
      "SELECT unit_id, client_id, row_number() OVER (ORDER BY unit_id) - 1 AS n FROM client_units",
    );
    const inserted = await client.query<{ calendar_id: string }>(
      `INSERT INTO unit_calendars (unit_id, client_id, label, url)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], array_fill('Airbnb'::text, ARRAY[$4::int]), $3::text[]) RETURNING calendar_id`,
      [rows.map((row) => row.unit_id), rows.map((row) => row.client_id), rows.map((row) => feedUrl(Number(row.n))), rows.length],
    );
    return inserted.rows.map((row) => row.calendar_id);
  } finally {
    await client.end();
  }
}

/** Every job's id with its row version: equal before and after means no job row was written. */
async function jobsState(url: string): Promise<{ count: number; digest: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string; digest: string | null }>(
      "SELECT count(*) AS count, md5(string_agg(job_id::text || ':' || xmin::text, ',' ORDER BY job_id)) AS digest FROM jobs",
    );
    return { count: Number(rows[0]?.count ?? 0), digest: rows[0]?.digest ?? "" };
  } finally {
    await client.end();
  }
}

async function pass(handle: DatabaseHandle, calendarIds: string[]) {
  const results: SyncResult[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < calendarIds.length) {
      const calendarId = calendarIds[next++]!;
      results.push(await syncCalendar({ db: handle.db, publicUrl: "http://localhost:3000", allowPrivate: true }, calendarId));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sum = (field: "created" | "moved" | "canceled") => results.reduce((total, result) => total + result[field], 0);
  const statuses = [...new Set(results.map((result) => `${result.status}${result.error ? `: ${result.error}` : ""}`))].join(", ");
  return {
    seconds,
    feedsPerSecond: calendarIds.length / seconds,
    created: sum("created"),
    moved: sum("moved"),
    canceled: sum("canceled"),
    statuses,
  };
}

/** parseCalendarFeed (and planTurnovers) alone over the same bodies: one thread's time. */
function parseAlone(bodies: string[]) {
  const now = new Date();
  const settings = { ...DEFAULT_TURNOVER_SETTINGS, timeZone: ZONE };
  let parseMs = 0;
  let planMs = 0;
  for (const body of bodies) {
    const started = performance.now();
    const outcome = parseCalendarFeed(body, { now });
    const parsed = performance.now();
    if (!outcome.ok || outcome.events.length !== EVENTS) throw new Error(`bench feed parsed as ${JSON.stringify(outcome).slice(0, 200)}`);
    planTurnovers(outcome.events, settings);
    parseMs += parsed - started;
    planMs += performance.now() - parsed;
  }
  return { parseSeconds: parseMs / 1000, planSeconds: planMs / 1000 };
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:calendars");
  const today = new Date().toISOString().slice(0, 10);
  const bodies = Array.from({ length: FEEDS }, (_, unit) => feedBody(unit, today));
  const feeds = await startFeedServer(bodies);
  try {
    await withPostgresUrl(serverUrl, async (url) => {
      const handle = await openDatabase({ url });
      try {
        await handle.migrate();
        await measure(url, handle, bodies, feeds);
      } finally {
        await handle.close();
      }
    });
  } finally {
    feeds.close();
  }
}

async function measure(url: string, handle: DatabaseHandle, bodies: string[], feeds: Awaited<ReturnType<typeof startFeedServer>>) {
  const calendarIds = await load(url, feeds.url);
  console.log(`${FEEDS} feeds of ${EVENTS} stays (${Math.round(bodies[0]!.length / 1024)} kB each), ${CONCURRENCY} syncs at a time`);

  const first = await pass(handle, calendarIds);
  const afterFirst = await jobsState(url);
  const unchanged = await pass(handle, calendarIds);
  const afterUnchanged = await jobsState(url);
  feeds.state.honourValidators = true;
  const notModified = await pass(handle, calendarIds);
  const afterNotModified = await jobsState(url);
  const alone = parseAlone(bodies);

  const share = (seconds: number, of: number) => `${((100 * seconds) / of).toFixed(0)} %`;
  const rows = [
    ["first sync", first, afterFirst.count, "-"],
    ["unchanged, read in full", unchanged, afterUnchanged.count, afterUnchanged.digest === afterFirst.digest ? "0" : "SOME"],
    ["unchanged, 304", notModified, afterNotModified.count, afterNotModified.digest === afterUnchanged.digest ? "0" : "SOME"],
  ] as const;
  console.log(
    "\npass                     | feeds/s | seconds | created | moved | canceled | jobs   | job rows written | parse share | results",
  );
  for (const [name, result, jobCount, written] of rows) {
    const parseShare = name.endsWith("304") ? "-" : share(alone.parseSeconds, result.seconds);
    console.log(
      `${name.padEnd(24)} | ${result.feedsPerSecond.toFixed(1).padStart(7)} | ${result.seconds.toFixed(1).padStart(7)} | ${String(result.created).padStart(7)} | ${String(result.moved).padStart(5)} | ${String(result.canceled).padStart(8)} | ${String(jobCount).padStart(6)} | ${written.padStart(16)} | ${parseShare.padStart(11)} | ${result.statuses}`,
    );
  }
  console.log(
    `\nparse alone: ${alone.parseSeconds.toFixed(2)} s for ${FEEDS} feeds (${((1000 * alone.parseSeconds) / FEEDS).toFixed(2)} ms a feed); plan alone: ${alone.planSeconds.toFixed(2)} s; 304 answers: ${feeds.state.notModified}`,
  );
  if (afterUnchanged.digest !== afterFirst.digest || afterNotModified.digest !== afterUnchanged.digest) process.exitCode = 1;
}

await main();
