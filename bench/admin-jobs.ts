// The admin jobs list's latency with 10,000 jobs (issue 12's closing note), on PGlite and, when
// TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server, on a fresh database there too.
// In-process: the real app (the API tests' TestApp: createApp with its auth and session lookup)
// signed in as an admin; JOBS jobs over CLIENTS clients and CLEANERS cleaners, in every status.
// Each scenario gets warm-up requests, then REQUESTS sequential GET /api/admin/jobs through the app.
// Run: npm run bench:admin-jobs   (starts a throwaway PostgreSQL; no build needed; the last lines are the table)
import { zoneOfAddress } from "../src/shared/domain/address-zone";
import { randomUUID } from "node:crypto";
import type { JobStatus } from "../src/shared/domain/job-status";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { authUsers } from "../src/server/db/schema/auth";
import { jobAssignments, jobs } from "../src/server/db/schema/jobs";
import { cleaners, clients } from "../src/server/db/schema/people";
import { TestApp } from "../src/server/test/harness";
import { percentile, withPostgresDatabase } from "./shared";

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const CLEANERS = Number(process.env.BENCH_CLEANERS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const BATCH = 1_000;
const HOUR = 3_600_000;
const STREETS = ["Beacon St", "Newbury St", "Lake Shore Dr", "Ocean Dr", "Congress Ave", "Peachtree St", "Broadway", "Elm St"];
const addressOf = (index: number) => `${(index % 400) + 1} ${STREETS[index % STREETS.length]}, ${CITIES[index % CITIES.length]}`;
const CITIES = [
  "Boston, MA 02108",
  "Boston, MA 02116",
  "Chicago, IL 60611",
  "Miami, FL 33139",
  "Austin, TX 78701",
  "Atlanta, GA 30303",
  "New York, NY 10001",
  "Boston, MA 02210",
];
const TYPES = ["Standard Clean", "Deep Clean", "Move-in/Move-out", "Post Construction", "Airbnb Turnover"];
/** Roughly a busy platform's mix: most jobs done, some open, a few with issues. */
const STATUS_MIX: [JobStatus, number][] = [
  ["Completed", 50],
  ["Posted", 15],
  ["Assigned", 15],
  ["In Progress", 5],
  ["Canceled", 10],
  ["Problem", 5],
];

export const SCENARIOS = [
  // What every signed-in request pays (session, role and record lookups), measured in the same run.
  { name: "session alone (GET /api/me, baseline)", path: "/api/me" },
  { name: "first page", path: "/api/admin/jobs" },
  { name: "search (client name)", path: "/api/admin/jobs?search=client%2017" },
  { name: "search (address)", path: "/api/admin/jobs?search=ocean" },
  { name: "status filter", path: "/api/admin/jobs?status=Assigned" },
  { name: "issues tab", path: "/api/admin/jobs?tab=issues" },
  { name: "late page", path: `/api/admin/jobs?page=${Math.max(1, Math.floor(JOBS / 25) - 5)}` },
] as const;

interface Row {
  engine: string;
  scenario: string;
  p50: number;
  p99: number;
}

function statusOf(index: number): JobStatus {
  let point = index % 100;
  for (const [status, share] of STATUS_MIX) {
    if (point < share) return status;
    point -= share;
  }
  return "Completed";
}

/** People as rows (no sign-up: only the admin signs in), then the jobs in batches of BATCH. */
async function seed(t: TestApp) {
  const people = (role: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      name: `Bench ${role} ${index + 1}`,
      email: `bench-${role}-${index + 1}-${randomUUID().slice(0, 6)}@example.test`,
      emailVerified: true,
    }));
  const clientUsers = people("client", CLIENTS);
  const cleanerUsers = people("cleaner", CLEANERS);
  await t.db.insert(authUsers).values([...clientUsers, ...cleanerUsers]);
  const clientIds = (
    await t.db
      .insert(clients)
      .values(clientUsers.map((user) => ({ userId: user.id, name: user.name, email: user.email })))
      .returning({ clientId: clients.clientId })
  ).map((row) => row.clientId);
  const cleanerIds = (
    await t.db
      .insert(cleaners)
      .values(
        cleanerUsers.map((user) => ({
          userId: user.id,
          name: user.name,
          email: user.email,
          status: "Active" as const,
          ratingAvg: "4.50",
          ratingCount: 10,
        })),
      )
      .returning({ cleanerId: cleaners.cleanerId })
  ).map((row) => row.cleanerId);

  const now = Date.now();
  for (let start = 0; start < JOBS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, JOBS - start) }, (_, offset) => {
      const index = start + offset;
      const status = statusOf(index);
      const scheduledStart = new Date(now + (index % 2 === 0 ? 1 : -1) * (index % 90) * 24 * HOUR);
      return {
        clientId: clientIds[index % clientIds.length]!,
        type: TYPES[index % TYPES.length]!,
        address: addressOf(index),
        timeZone: zoneOfAddress(addressOf(index)),
        requestedStart: scheduledStart,
        scheduledStart,
        scheduledEnd: new Date(scheduledStart.getTime() + 2 * HOUR),
        durationHours: "2",
        basePriceCents: 10_000,
        clientPriceCents: 10_000,
        cleanerPayoutCents: 5_500,
        status,
        completedAt: status === "Completed" ? new Date(scheduledStart.getTime() + 2 * HOUR) : null,
        createdAt: new Date(now - (JOBS - index) * 60_000),
      };
    });
    const inserted = await t.db.insert(jobs).values(batch).returning({ jobId: jobs.jobId, status: jobs.status });
    const assigned = inserted.filter((job) => job.status === "Assigned" || job.status === "In Progress" || job.status === "Completed");
    if (assigned.length) {
      await t.db.insert(jobAssignments).values(
        assigned.map((job, offset) => ({
          jobId: job.jobId,
          cleanerId: cleanerIds[(start + offset) % cleanerIds.length]!,
          status: job.status as "Assigned" | "In Progress" | "Completed",
        })),
      );
    }
  }
}

/** The API tests' app over `handle` (which it leaves open: the caller closes it). */
async function measure(engine: string, handle: DatabaseHandle): Promise<Row[]> {
  const t = await TestApp.create({ database: { db: handle.db, engine: handle.engine, dispose: () => handle.close() } });
  try {
    const seeding = performance.now();
    await seed(t);
    console.log(`${engine}: seeded ${JOBS} jobs in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const admin = await t.createAccount({ role: "admin" });
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      const get = async () => {
        const response = await admin.browser.request(scenario.path);
        if (response.status !== 200) throw new Error(`${scenario.path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as { rows?: unknown[]; total?: number };
      };
      const first = await get();
      for (let i = 1; i < WARM_UP; i++) await get();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        await get();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const shown = first.rows ? ` (${first.rows.length} rows of ${first.total})` : "";
      rows.push({ engine, scenario: `${scenario.name}${shown}`, p50: percentile(times, 50), p99: percentile(times, 99) });
    }
    return rows;
  } finally {
    await t.close();
  }
}

async function main() {
  process.env.LOG_LEVEL ??= "silent";
  const rows: Row[] = [];
  const pgliteHandle = await openDatabase({ memory: true });
  await pgliteHandle.migrate();
  rows.push(...(await measure("PGlite", pgliteHandle).finally(() => pgliteHandle.close())));
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) rows.push(...(await withPostgresDatabase(serverUrl, (handle) => measure("PostgreSQL", handle))));

  console.log(
    `\nGET /api/admin/jobs as an admin, in-process; ${JOBS} jobs, ${CLIENTS} clients, ${CLEANERS} cleaners; ${REQUESTS} sequential requests per scenario after ${WARM_UP} warm-up`,
  );
  console.log("| engine | scenario | p50 ms | p99 ms |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.engine} | ${row.scenario} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`);
}

await main();
