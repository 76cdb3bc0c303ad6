// docs/decisions/057: the calendars a security review stopped the server with, fed to a running
// server (the process `npm run dev` starts, on a fresh DATA_DIR with the demo data): /livez keeps
// answering while each is synced, the process's memory stays bounded, every feed ends failed in
// plain words (or read, for a time zone it could ignore), SIGTERM exits 0 in the middle of a read,
// and a restart with the feeds still due starts and answers as usual.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { unitCalendars } from "./db/schema/calendars";
import { EVERY_SECOND, NEVER_OCCURS, runawayTimeZone, sameDayFlood } from "./domain/rental-calendars/fixtures/hostile-feeds";
import { TOO_COMPLEX, TOO_FREQUENT } from "./domain/rental-calendars/recurrence-budget";

// `failure`: what the host reads of it (the kind src/shared/domain/calendar-failures.ts words).
const FEEDS: { path: string; body: string; outcome: { status: string; error?: string }; failure?: string }[] = [
  { path: "/never.ics", body: NEVER_OCCURS, outcome: { status: "failed", error: TOO_COMPLEX }, failure: "too-large" },
  { path: "/every-second.ics", body: EVERY_SECOND, outcome: { status: "failed", error: TOO_FREQUENT }, failure: "too-frequent" },
  { path: "/hourly-zone.ics", body: runawayTimeZone("HOURLY"), outcome: { status: "synced" } },
  { path: "/minutely-zone.ics", body: runawayTimeZone("MINUTELY"), outcome: { status: "synced" } },
  { path: "/flood.ics", body: sameDayFlood(), outcome: { status: "failed", error: TOO_COMPLEX }, failure: "too-large" },
];
/** The longest /livez may take at the 99th percentile while feeds are read (the figure). */
const LIVEZ_P99_MS = 100;
/** The server's own heap, two readers at their 256 MB limit and slack: the review saw 3 GB. */
const MAX_RSS_MB = 1_200;

const dataDir = mkdtempSync(join(tmpdir(), "tidyline-hostile-"));
const feedServer = await serveFeeds();
const feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
let server: RunningServer | null = null;

afterAll(async () => {
  server?.child.kill("SIGKILL");
  feedServer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a running server fed hostile calendars", () => {
  it(
    "keeps answering /livez, bounds its memory, fails each feed in plain words and exits 0 on SIGTERM mid-read",
    { timeout: 300_000 },
    async () => {
      server = await startServer();
      const cookie = await signIn(server.origin);
      const [unit] = (await api<{ units: { unitId: string }[] }>(server.origin, "/api/client/units", { cookie })).units;
      if (!unit) throw new Error("the demo client has no unit");
      const calendarIds: string[] = [];
      for (const feed of FEEDS) {
        const added = await api<{ calendar: { calendarId: string } }>(server.origin, `/api/client/units/${unit.unitId}/calendars`, {
          cookie,
          method: "POST",
          json: { label: feed.path, url: `${feedOrigin}${feed.path}` },
        });
        calendarIds.push(added.calendar.calendarId);
      }

      const watch = watchServer(server);
      for (const [index, feed] of FEEDS.entries()) {
        const { result } = await api<{ result: { status: string; error: string | null } }>(
          server.origin,
          `/api/client/calendars/${calendarIds[index]}/sync`,
          { cookie, method: "POST" },
        );
        expect(result, feed.path).toMatchObject(feed.outcome);
      }
      const seen = await watch.stop();
      expect(seen.livezFailures).toBe(0);
      expect(seen.livezP99Ms).toBeLessThan(LIVEZ_P99_MS);
      expect(seen.maxRssMb).toBeLessThan(MAX_RSS_MB);

      const listed = await api<{ calendars: { calendarId: string; lastError: string | null; failure: string | null }[] }>(
        server.origin,
        `/api/client/units/${unit.unitId}/calendars`,
        { cookie },
      );
      for (const [index, feed] of FEEDS.entries()) {
        const row = listed.calendars.find((calendar) => calendar.calendarId === calendarIds[index]);
        expect(row?.lastError ?? null, feed.path).toBe(feed.outcome.error ?? null);
        expect(row?.failure ?? null, feed.path).toBe(feed.failure ?? null);
      }

      // Stopped in the middle of reading the calendar that never ends: exits 0, well within its grace.
      const pressed = api(server.origin, `/api/client/calendars/${calendarIds[0]}/sync`, { cookie, method: "POST" }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const stopped = performance.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(performance.now() - stopped).toBeLessThan(10_000);
      await pressed;
      server = null;
    },
  );

  it(
    "starts as usual with every hostile feed due again, and keeps answering while the runner reads them",
    { timeout: 300_000 },
    async () => {
      const database = await openDatabase({ dataDir: join(dataDir, "pgdata") });
      const due = await database.db
        .update(unitCalendars)
        .set({ nextSyncAt: new Date(0) })
        .returning({ calendarId: unitCalendars.calendarId });
      await database.close();
      expect(due.length).toBeGreaterThanOrEqual(FEEDS.length);

      const restartedAt = Date.now();
      const startedAt = performance.now();
      server = await startServer();
      const watch = watchServer(server);
      const readyMs = performance.now() - startedAt;
      // The runner's first calendar-sync reads them all: the never-ending one takes its 8 s.
      const cookie = await signIn(server.origin);
      const [unit] = (await api<{ units: { unitId: string }[] }>(server.origin, "/api/client/units", { cookie })).units;
      const triedSinceRestart = async () => {
        const { calendars } = await api<{ calendars: { label: string; lastAttemptAt: string | null }[] }>(
          server!.origin,
          `/api/client/units/${unit!.unitId}/calendars`,
          { cookie },
        );
        return calendars
          .filter((calendar) => calendar.lastAttemptAt !== null && Date.parse(calendar.lastAttemptAt) >= restartedAt)
          .map((calendar) => calendar.label);
      };
      const deadline = Date.now() + 120_000;
      while ((await triedSinceRestart()).length < FEEDS.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await triedSinceRestart()).toEqual(expect.arrayContaining(FEEDS.map((feed) => feed.path)));
      const seen = await watch.stop();
      expect(readyMs).toBeLessThan(120_000);
      expect(seen.livezFailures).toBe(0);
      expect(seen.livezP99Ms).toBeLessThan(LIVEZ_P99_MS);
      expect(seen.maxRssMb).toBeLessThan(MAX_RSS_MB);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      server = null;
    },
  );
});

interface RunningServer {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      // The feeds are served by this test on 127.0.0.1.
      ALLOW_PRIVATE_CALENDAR_URLS: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, origin, exited };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** /livez asked again and again, one at a time, and the process's resident memory, until stopped. */
function watchServer(running: RunningServer) {
  const latencies: number[] = [];
  let livezFailures = 0;
  let maxRssMb = 0;
  let watching = true;
  const asking = (async () => {
    while (watching) {
      const sent = performance.now();
      const ok = await fetch(`${running.origin}/livez`).then(
        (response) => response.ok,
        () => false,
      );
      latencies.push(performance.now() - sent);
      if (!ok) livezFailures += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const memory = setInterval(() => {
    const status = readFileSync(`/proc/${running.child.pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    maxRssMb = Math.max(maxRssMb, kb / 1024);
  }, 100);
  return {
    async stop() {
      watching = false;
      clearInterval(memory);
      await asking;
      const sorted = [...latencies].sort((a, b) => a - b);
      const livezP99Ms = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Infinity;
      return { livezFailures, livezP99Ms, maxRssMb, samples: sorted.length };
    },
  };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "client@tidyline.test", password: "tidyline-demo" }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`sign-in -> ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function api<T>(origin: string, path: string, options: { cookie: string; method?: string; json?: unknown }): Promise<T> {
  const headers: Record<string, string> = { cookie: options.cookie, origin };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${origin}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${options.method ?? "GET"} ${path} -> ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

async function serveFeeds(): Promise<Server> {
  const byPath = new Map(FEEDS.map((feed) => [feed.path, feed.body]));
  const feeds = createServer((request, response) => {
    const body = byPath.get(request.url ?? "");
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { "Content-Type": "text/calendar" }).end(body);
  });
  feeds.listen(0, "127.0.0.1");
  await once(feeds, "listening");
  return feeds;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}
