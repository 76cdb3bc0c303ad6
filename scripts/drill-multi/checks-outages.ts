// Servers and the database going away under the running system: a crash (kill -9), a deploy's
// SIGTERM, a PostgreSQL restart. Traffic through the proxy must not notice a server leaving.
import { Agent, request } from "node:http";
import type { Drill } from "./drill";
import { openStream, type EventStream } from "./http";
import { startLoad, formatLoad } from "./load";
import { countsSince, formatCounts } from "./proxy";
import { rows, restartPostgres } from "./database";
import { demoThread, postAndHear } from "./checks-live";
import { deliveriesOf, DELIVERY_TASK, drillSubject, queueEmail, runTaskNow } from "./outbox";
import { seconds, sleep, waitFor } from "./report";
import type { ServerProcess } from "./servers";

/** Steady traffic runs this long before a server is touched. */
const WARM_UP_MS = 2_000;
/** docs/decisions/037 with several servers: a claimed email is offered again after this lease ... */
const LEASE_MS = 60_000;
/** ... and sent at the next delivery run, at most this much later. */
const DELIVERY_EVERY_MS = 15_000;

const live = (drill: Drill) => drill.servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null);
const meLoad = (drill: Drill) => startLoad(drill.proxy.url, "/api/me", { cookie: drill.sessions.client });

/**
 * PostgreSQL restarted under the three: each server listens again within 2 s of it being back, so a
 * message sent then reaches the streams on every server as a message; the background tasks go on.
 */
export async function postgresRestart(drill: Drill) {
  const servers = live(drill);
  const listeners = async () =>
    (
      await rows<{ n: number }>(
        drill.pool,
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN %'",
      )
    )[0]!.n;
  const countable = (await listeners()) === servers.length;
  const streams = new Map<string, EventStream>();
  for (const server of servers) streams.set(server.name, await openStream(server.url, drill.sessions.cleaner));
  try {
    const down = Date.now();
    await restartPostgres();
    const back = Date.now();
    let relisten = "not measurable (the listeners' query is not visible in pg_stat_activity)";
    let relistenMs = 0;
    if (countable) {
      relistenMs = await waitFor(
        "every server listening again",
        async () => ((await listeners().catch(() => 0)) >= servers.length ? Date.now() - back : undefined),
        20_000,
        100,
      ).catch(() => Infinity);
      relisten = `${servers.length} listening again ${Number.isFinite(relistenMs) ? `${relistenMs} ms` : "not within 20 s"} after it was back`;
    }
    await sleep(Math.max(0, back + 2_000 - Date.now()));
    // A stream the outage ended is opened again, as the browser does (retry: 3000).
    for (const server of servers) {
      if (!streams.get(server.name)!.ended) continue;
      streams.set(
        server.name,
        await waitFor(
          `a stream on ${server.name}`,
          () => openStream(server.url, drill.sessions.cleaner).catch(() => undefined),
          10_000,
          250,
        ),
      );
    }
    const jobId = await demoThread(drill);
    const heard = await postAndHear(drill, servers[0]!, streams, jobId);
    const subject = drillSubject("after the database restart");
    await queueEmail(drill, subject);
    await runTaskNow(drill, DELIVERY_TASK);
    const mailed = await waitFor("the email sent after the restart", async () => deliveriesOf(drill, subject)[0], 60_000, 250).then(
      (mail) => `an email queued after the restart delivered by ${mail.server} ${seconds(mail.at - back)} after`,
      () => "an email queued after the restart not delivered within 60 s",
    );
    return {
      passed: (!countable || relistenMs <= 2_000) && heard.every((h) => h.ms !== null) && mailed.includes("delivered by"),
      figures: `restart took ${seconds(back - down)}; ${relisten}; message sent 2 s after: ${heard.map((h) => (h.ms !== null ? `${h.name} got it (${h.ms} ms)` : `${h.name} got ${h.got}`)).join(", ")}; ${mailed}`,
    };
  } finally {
    for (const stream of streams.values()) stream.close();
  }
}

/**
 * kill -9 of one server under load, at the moment it has claimed an email and not yet sent it
 * (the sink holds it unanswered): the others serve every request, and one of them sends the email
 * once the claim's lease runs out.
 */
export async function killUnderLoad(drill: Drill) {
  const load = meLoad(drill);
  await sleep(WARM_UP_MS);
  const subject = drillSubject("claimed by a server that dies");
  const holding = drill.sink.holdNext((candidate) => candidate === subject);
  await queueEmail(drill, subject);
  await runTaskNow(drill, DELIVERY_TASK);
  const held = await Promise.race([holding, sleep(60_000).then(() => null)]);
  if (!held) {
    await load.stop();
    throw new Error("no server tried to send the drill's email within 60 s");
  }
  const victim = drill.servers.find((server) => server.name === held.server)!;
  const before = drill.proxy.counts();
  victim.child.kill("SIGKILL");
  const killedAt = Date.now();
  const sent = await waitFor(
    "the claimed email sent again",
    async () => deliveriesOf(drill, subject)[0],
    LEASE_MS + DELIVERY_EVERY_MS + 30_000,
    250,
  ).catch(() => undefined);
  await sleep(1_000);
  const counts = await load.stop();
  const during = countsSince(before, drill.proxy.counts());
  const othersFailed = Object.entries(during)
    .filter(([name]) => name !== victim.name)
    .reduce((sum, [, c]) => sum + c.failed, 0);
  const resentMs = sent ? sent.at - held.at : Infinity;
  return {
    passed: othersFailed === 0 && sent !== undefined && sent.server !== victim.name && resentMs <= LEASE_MS + DELIVERY_EVERY_MS,
    figures: `killed ${victim.name} while it held the claimed email; ${sent ? `sent by ${sent.server} ${seconds(resentMs)} after the claim (${seconds(sent.at - killedAt)} after the kill)` : "never sent again"}; load ${formatLoad(counts)}; proxy since the kill: ${formatCounts(during)}`,
  };
}

interface Poll {
  at: number;
  outcome: string;
}

/** Balancer health checks hitting a server's /readyz back to back on each of this many keep-alive connections. */
const READINESS_POLLERS = 4;

/**
 * /readyz of one server back to back on keep-alive connections of their own, so some check is under
 * way at any moment: when SIGTERM lands, the one in progress shows what the server says then. A
 * poller stops at its first refused connection (the server is out of rotation for it).
 */
function pollReadiness(server: ServerProcess) {
  let running = true;
  const pollers = Array.from({ length: READINESS_POLLERS }, () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const polls: Poll[] = [];
    const once = () =>
      new Promise<string>((resolve) => {
        const req = request(`${server.url}/readyz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.statusCode)));
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end();
      });
    const done = (async () => {
      while (running) {
        const outcome = await once();
        polls.push({ at: Date.now(), outcome });
        if (outcome === "ECONNREFUSED") break;
      }
      agent.destroy();
    })();
    return { polls, done };
  });
  return {
    pollers: pollers.map((poller) => poller.polls),
    async stop() {
      running = false;
      await Promise.all(pollers.map((poller) => poller.done));
    },
  };
}

/** What the health checks saw from the signal on: how often each answer, and 200s after a not-ready answer. */
function readinessAfter(pollers: Poll[][], signalledAt: number) {
  const seen: Record<string, number> = {};
  let readyAgain = 0;
  for (const polls of pollers) {
    let notReady = false;
    for (const poll of polls.filter((candidate) => candidate.at >= signalledAt)) {
      seen[poll.outcome] = (seen[poll.outcome] ?? 0) + 1;
      if (poll.outcome !== "200") notReady = true;
      else if (notReady) readyAgain += 1;
    }
  }
  return { seen, readyAgain };
}

/**
 * SIGTERM to one server under load: /readyz says 503 first, in-flight requests finish, the process
 * exits 0 within 10 s, and no request sent through the proxy fails.
 */
export async function sigtermUnderLoad(drill: Drill) {
  const victim = live(drill)[0]!;
  const load = meLoad(drill);
  await sleep(WARM_UP_MS);
  const readiness = pollReadiness(victim);
  await sleep(200);
  const before = drill.proxy.counts();
  const signalledAt = Date.now();
  victim.child.kill("SIGTERM");
  const exit = await Promise.race([victim.exited, sleep(15_000).then(() => null)]);
  const victimAnswered = drill.proxy.counts()[victim.name]!.answered - before[victim.name]!.answered;
  await sleep(1_000);
  await readiness.stop();
  const counts = await load.stop();
  const during = countsSince(before, drill.proxy.counts());
  const { seen, readyAgain } = readinessAfter(readiness.pollers, signalledAt);
  const answers = Object.entries(seen)
    .map(([outcome, n]) => `${outcome} x${n}`)
    .join(", ");
  const tookMs = exit ? exit.at - signalledAt : Infinity;
  const failed = Object.values(during).reduce((sum, c) => sum + c.failed, 0);
  return {
    passed: (seen["503"] ?? 0) > 0 && readyAgain === 0 && exit?.code === 0 && tookMs <= 10_000 && failed === 0 && counts.failed === 0,
    figures: `${victim.name}: /readyz from the signal on ${answers} (ready again after not ready: ${readyAgain}); exit ${exit ? `${exit.code ?? exit.signal} after ${seconds(tookMs)}` : "none within 15 s"}; it answered ${victimAnswered} proxied requests while draining; load ${formatLoad(counts)}; proxy: ${formatCounts(during)}`,
  };
}
