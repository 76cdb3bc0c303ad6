// npm run drill:multi: three Tidyline servers on one PostgreSQL and one S3 server behind a
// round-robin proxy, started at the same moment, and the checks that several servers behave as
// one (README "Running several servers", docs/decisions/051). Prints each check with its
// figures; exits 1 if any fails. Run through scripts/with-test-postgres.sh (TEST_DATABASE_URL).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import webPush from "web-push";
import { sessionsShared, signInLimitShared, startedTogether } from "./checks-accounts";
import { demoPhotosEverywhere, photoAcrossServers } from "./checks-files";
import { messagesFanOut, siteCachePurge } from "./checks-live";
import { killUnderLoad, postgresRestart, sigtermUnderLoad } from "./checks-outages";
import { noShowOnce, openScheduleWindow, outboxOnce, renewalsOnce, scheduleShared } from "./checks-tasks";
import { createThrowawayDatabase, dropThrowawayDatabase } from "../throwaway-database";
import { openPool } from "./database";
import { DEMO, type Drill } from "./drill";
import { setSiteOrigin, signIn } from "./http";
import { startObjectStore } from "./object-store";
import { startProxy, type Proxy } from "./proxy";
import { allChecks, check, failedChecks, seconds, sleep, waitFor } from "./report";
import { freePort, logTail, prepareRelease, startServer, stopServer, waitReady, type ServerProcess } from "./servers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const NAMES = ["A", "B", "C"] as const;
/** The schedule check looks at at least this long a stretch of ordinary running. */
const SCHEDULE_WINDOW_MS = 60_000;

const cleanups: (() => Promise<unknown>)[] = [];
const onCleanup = (step: () => Promise<unknown>) => cleanups.unshift(step);
async function cleanUp() {
  for (const step of cleanups.splice(0)) await step().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
}

async function signInThroughProxy(proxy: Proxy, email: string): Promise<string> {
  return waitFor(
    `sign-in of ${email}`,
    async () => {
      const { cookie } = await signIn(proxy.url, email, DEMO.password);
      return cookie || undefined;
    },
    10_000,
    500,
  );
}

async function main(): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set: run `npm run drill:multi` (scripts/with-test-postgres.sh starts one)");
  const started = Date.now();
  const workDir = mkdtempSync(join(tmpdir(), "tidyline-drill-"));
  onCleanup(async () =>
    process.env.DRILL_KEEP === "1" ? console.log(`kept ${workDir}`) : rmSync(workDir, { recursive: true, force: true }),
  );

  console.log("building ...");
  const release = prepareRelease(workDir);
  console.log(`built and copied in ${seconds(Date.now() - started)}`);
  const store = await startObjectStore(join(workDir, "s3"));
  onCleanup(() => store.close());
  const sink: SmtpSink = await startSmtpSink(NAMES);
  onCleanup(() => sink.close());
  const ports = await Promise.all(NAMES.map(() => freePort()));
  const proxy = await startProxy(NAMES.map((name, i) => ({ name, port: ports[i]! })));
  onCleanup(() => proxy.close());
  setSiteOrigin(proxy.url);
  const databaseUrl = await createThrowawayDatabase(serverUrl, "tidyline_drill");
  onCleanup(() => dropThrowawayDatabase(serverUrl, databaseUrl));

  // One configuration for all (the balancer's address is the site's), a port and DATA_DIR each.
  const shared = {
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    // docs/decisions/069: servers sharing the database share one VAPID pair (required with DATABASE_URL).
    ...vapidPair(),
    TRUST_PROXY: "true",
    PUBLIC_URL: proxy.url,
    DEMO_DATA: "on",
    ...store.settings,
  };
  const servers: ServerProcess[] = NAMES.map((name, i) =>
    startServer({
      release,
      name,
      port: ports[i]!,
      dataDir: join(workDir, `server-${name}`),
      env: { ...shared, SMTP_URL: sink.urlFor(name) },
    }),
  );
  onCleanup(() => Promise.all(servers.map((server) => stopServer(server))));
  console.log(`starting ${NAMES.join(", ")} at once on ports ${ports.join(", ")}, proxy ${proxy.url} ...`);
  const readyMs = await Promise.all(servers.map((server) => waitReady(server, 120_000)));

  const pool: pg.Pool = openPool(databaseUrl);
  onCleanup(() => pool.end());
  const drill: Drill = {
    servers,
    proxy,
    sink,
    pool,
    release,
    sessions: {
      client: await signInThroughProxy(proxy, DEMO.client),
      cleaner: await signInThroughProxy(proxy, DEMO.cleaner),
      admin: await signInThroughProxy(proxy, DEMO.admin),
    },
    forcedRuns: new Map(),
  };

  await check("started together", () => startedTogether(drill, readyMs));
  const window = await openScheduleWindow(drill);
  await check("session shared", () => sessionsShared(drill));
  await check("sign-in limit shared", () => signInLimitShared(drill));
  await check("demo photos on every server", () => demoPhotosEverywhere(drill));
  await check("photo through another server", () => photoAcrossServers(drill));
  await check("message to streams on other servers", () => messagesFanOut(drill));
  await check("clear site cache everywhere", () => siteCachePurge(drill));
  await check("renewal charged once", () => renewalsOnce(drill));
  await check("no-show alert once", () => noShowOnce(drill));
  await sleep(Math.max(0, window.startedAt + SCHEDULE_WINDOW_MS - Date.now()));
  await check("task schedule shared", () => scheduleShared(drill, window));
  await check("postgresql restart", () => postgresRestart(drill));
  await check("kill -9 under load", () => killUnderLoad(drill));
  await check("sigterm under load", () => sigtermUnderLoad(drill));
  await check("each outbox email once", () => outboxOnce(drill));

  const failed = failedChecks();
  console.log(`\n${allChecks().length - failed.length}/${allChecks().length} checks passed in ${seconds(Date.now() - started)}`);
  if (failed.length > 0) {
    for (const server of servers) console.log(`\n--- last lines of ${server.name}'s log ---\n${logTail(server)}`);
  }
  return failed.length > 0 ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the drill's files`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`drill aborted: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await cleanUp();
    process.exit(1);
  });

function vapidPair() {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
