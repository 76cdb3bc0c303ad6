import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startBackgroundRunner, type BackgroundRunner } from "./background/runner";
import { stopFeedReaders } from "./domain/rental-calendars/read-feed-off-thread";
import { BACKGROUND_TASKS } from "./background/tasks";
import { EnvError, loadEnv, settingWarnings } from "./env";
import { recordDeployment } from "./features/admin-settings/deployment.service";
import { DataDirInUseError } from "./lib/data-dir-lock";
import { drainable } from "./lib/http-drain";
import { openMessageBus } from "./features/messages/message-bus";
import { logger } from "./lib/logger";
import { baselineServerOptions } from "./lib/response-baseline";
import { pruneRateLimits } from "./lib/rate-limit";
import { openRuntime } from "./runtime";
import { seedDemoDataOnce } from "./demo-seeding";

const startedAt = performance.now();

async function main() {
  const env = loadEnv();
  for (const warning of settingWarnings(env)) logger.warn(warning);
  const runtime = await openRuntime(env);
  if (env.demoData && (await seedDemoDataOnce(runtime))) logger.info("demo data loaded");
  // spec 2 Settings' Deployment Status: a `deploy` audit row when this build is new here.
  // A failure to write it is no reason not to serve.
  try {
    if (await recordDeployment({ db: runtime.db, buildSha: env.BUILD_SHA }))
      logger.info("deployment recorded", { buildSha: env.BUILD_SHA });
  } catch (error) {
    logger.warn("could not record the deployment", { error: String(error) });
  }

  // The longest rate-limit window is minutes; older counters only take space.
  const pruning = setInterval(
    () => {
      pruneRateLimits(runtime.db).catch((error: unknown) => logger.warn("rate limit pruning failed", { error: String(error) }));
    },
    60 * 60 * 1000,
  );
  pruning.unref();
  // docs/decisions/036: new messages reach the open streams of every server on this database.
  const messageBus = await openMessageBus(runtime.database);
  let ready = true;
  const app = createApp({ ...runtime, messageBus, isReady: () => ready });
  const serverOptions = baselineServerOptions({ production: env.production });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions }, (info) => {
    logger.info("ready", {
      url: `http://${info.address === "127.0.0.1" ? "localhost" : info.address}:${info.port}`,
      database: runtime.database.engine,
      startupMs: Math.round(performance.now() - startedAt),
    });
  });
  const http = drainable(server as Server);
  // docs/decisions/019: renewals and other timed work, once now and then on their schedules. It
  // starts once the server listens: the demo's calendar (decision 054) is served by this server.
  let stopping = false;
  let runner: BackgroundRunner | null = null;
  server.once("listening", () => {
    if (!stopping) runner = startBackgroundRunner({ deps: runtime, tasks: BACKGROUND_TASKS });
  });

  // docs/decisions/050: /readyz says 503, the listener stops, every client is let go as its
  // response is written; then the database closes (PGlite flushes) and the process exits 0.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    ready = false;
    const stopStarted = performance.now();
    clearInterval(pruning);
    // Tasks stop between units of work; the database closes only after they have.
    const runnerStopped = runner?.stop() ?? Promise.resolve();
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in 10 s; closing anyway");
      void runtime.database.close().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    // Open message streams end now, so the drain is not held by them; a calendar being read ends
    // too (decision 057), so neither a Sync now nor the runner waits out its time limit.
    const busClosed = messageBus.close().catch(() => undefined);
    const readersStopped = stopFeedReaders();
    void Promise.all([http.drain(), runnerStopped, busClosed, readersStopped])
      .then(() => runtime.database.close())
      .then(
        () => {
          logger.info("stopped", { drainMs: Math.round(performance.now() - stopStarted) });
          process.exit(0);
        },
        (error: unknown) => {
          logger.error("could not stop cleanly", { error: String(error) });
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // A refusal the operator acts on (a bad setting, DATA_DIR held by another process): plain words.
  if (error instanceof EnvError || error instanceof DataDirInUseError) console.error(error.message);
  else logger.error("failed to start", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
