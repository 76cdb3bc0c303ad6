// Live notices at scale (issue 41, docs/decisions/068): one built server on PostgreSQL holding
// STREAMS open live streams, and Web Push's sends per second (docs/decisions/069).
//   memory:   the server's resident memory (/proc/<pid>/status VmRSS) before and after opening
//             STREAMS streams (GET /api/messages/stream) for PEOPLE signed-in clients, 5 each (the
//             per-person cap, decision 028), from two processes of raw node:http requests
//             (bench/notify/streams.ts); the sessions are written straight into the database
//             (bench/notify/people.ts).
//   latency:  EVENTS times, one `notify` for all PEOPLE at once committed here, through the
//             database (the server hears it through LISTEN, as from any other server): the time
//             from just after COMMIT to the `notification` line read on the last (and the first)
//             of the streams, p50 and p99 over the events, one event at a time.
//   push:     pushes per second to a local push service answering 201, the VAPID header reused
//             vs signed per send (bench/notify/push.ts), and their ratio.
// Run: npm run bench:notify   (builds, starts a throwaway PostgreSQL; the last lines are the table)
// Ports 4617 (the server) and 4618 (the push service). BENCH_STREAMS, BENCH_EVENTS.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../src/server/db/client";
import { announceLive } from "../src/server/domain/notifications/live";
import { notify, type Notice } from "../src/server/domain/notifications/notify";
import { MAX_STREAMS_PER_USER } from "../src/server/features/messages/message-feed";
import { startBuiltServer, stopBuiltServer } from "./built-server";
import { insertPeople, type BenchPerson } from "./notify/people";
import { measurePush, type PushFigures } from "./notify/push";
import type { Ended, FromStreams, ToStreams } from "./notify/streams";
import { median, percentile, withPostgresUrl } from "./shared";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const PEOPLE = Math.ceil(STREAMS / MAX_STREAMS_PER_USER);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50);
/** Full notify events (rows for every person, then the announcement) before the EVENTS announcements alone. */
const NOTIFY_EVENTS = Number(process.env.BENCH_NOTIFY_EVENTS ?? 5);
const HOLDERS = 2;
/** Streams each holder opens at once. */
const IN_FLIGHT = 100;
/** An event not on every stream by then is counted as far as it got. */
const DELIVERY_TIMEOUT_MS = 30_000;
const SERVER_PORT = 4617;
const PUSH_PORT = 4618;

/** Resident memory of process `pid` in kB (Linux). */
function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error("no VmRSS");
  return Number(match[1]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stream-holding process, and the messages it sends, awaited by kind. */
class Holder {
  private readonly child: ChildProcess;
  private readonly inbox: FromStreams[] = [];
  private wake: () => void = () => {};

  constructor() {
    this.child = fork("bench/notify/streams.ts", [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    this.child.on("message", (message: FromStreams) => {
      this.inbox.push(message);
      this.wake();
    });
  }

  tell(message: ToStreams) {
    this.child.send(message);
  }

  /** The first message matching `match` (removed), or null after `timeoutMs`. */
  async next(match: (message: FromStreams) => boolean, timeoutMs: number): Promise<FromStreams | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex(match);
      if (index >= 0) return this.inbox.splice(index, 1)[0] ?? null;
      const left = deadline - Date.now();
      if (left <= 0 || this.child.exitCode !== null) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once("exit", () => resolve());
      this.tell({ type: "close" });
    });
  }
}

/** ms from just after COMMIT to the last and first held stream's read; the transaction's own time; whether every held stream read it. */
interface EventFigures {
  last: number;
  first: number;
  commitMs: number;
  reached: number;
  complete: boolean;
}

interface StreamFigures {
  open: number;
  refused: Record<string, number>;
  openSeconds: number;
  rssBeforeKb: number;
  rssOpenKb: number;
  rssAfterEventsKb: number;
  /** Each event's figures: full notify events, then bell announcements alone. */
  notify: EventFigures[];
  bell: EventFigures[];
  /** Streams that ended while held, by the end of the events. */
  ended: Ended;
}

const isOpened = (message: FromStreams) => message.type === "opened";
const deliveredOf = (event: number) => (message: FromStreams) => message.type === "delivered" && message.event === event;
const reportOf = (event: number) => (message: FromStreams) => message.type === "report" && message.event === event;

async function openStreams(holders: Holder[], base: string, people: BenchPerson[]) {
  const cookies: string[][] = holders.map(() => []);
  for (let index = 0; index < STREAMS; index++) cookies[index % HOLDERS]!.push(people[index % PEOPLE]!.cookie);
  holders.forEach((holder, index) => holder.tell({ type: "open", base, cookies: cookies[index]!, inFlight: IN_FLIGHT }));
  const opened = await Promise.all(holders.map((holder) => holder.next(isOpened, 5 * 60_000)));
  const refused: Record<string, number> = {};
  for (const result of opened) {
    if (result?.type !== "opened") throw new Error("a stream holder did not finish opening");
    for (const [status, count] of Object.entries(result.refused)) refused[status] = (refused[status] ?? 0) + count;
  }
  const done = opened.filter((result) => result?.type === "opened");
  return {
    open: done.reduce((sum, result) => sum + result.open, 0),
    refused,
    seconds: Math.max(...done.map((result) => result.seconds)),
  };
}

/**
 * One event, committed here: `notify` for every person (their notification rows, then the bell's
 * announcement), or the announcement alone (what notify sends at its commit, without the rows);
 * when its last and first streams read it.
 */
async function oneEvent(db: Database, holders: Holder[], people: BenchPerson[], event: number, rows: boolean) {
  const notices: Notice[] = people.map((person) => ({
    userId: person.userId,
    event: "job.started",
    title: "Sam started your turnover",
    body: "Fri, Dec 18, 10:00 AM CST at 12 Oak St.",
    link: "/client/upcoming",
    dedupeKey: `bench:${event}:${person.userId}`,
  }));
  const userIds = people.map((person) => person.userId);
  const began = performance.now();
  await db.transaction(async (tx) => {
    if (rows) await notify(tx, notices);
    else await announceLive(tx, { userIds, kind: "notification" });
  });
  const committed = Date.now();
  const commitMs = performance.now() - began;
  let last = committed;
  let first = Number.POSITIVE_INFINITY;
  let reached = 0;
  let complete = true;
  const ended: Ended = { superseded: 0, closed: 0, ages: [] };
  for (const holder of holders) {
    const delivered = await holder.next(deliveredOf(event), Math.max(0, committed + DELIVERY_TIMEOUT_MS - Date.now()));
    if (delivered?.type === "delivered") {
      last = Math.max(last, delivered.last);
      first = Math.min(first, delivered.first);
    } else complete = false;
    holder.tell({ type: "report", event });
    const report = await holder.next(reportOf(event), 10_000);
    if (report?.type !== "report") throw new Error("a stream holder stopped answering");
    reached += report.streams;
    if (report.last !== null) last = Math.max(last, report.last);
    ended.superseded += report.ended.superseded;
    ended.closed += report.ended.closed;
    ended.ages.push(...report.ended.ages);
  }
  return { last: last - committed, first: first - committed, commitMs, reached, complete, ended };
}

async function measureStreams(url: string): Promise<StreamFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-bench-notify-"));
  const secret = randomBytes(32).toString("hex");
  const { base, child } = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    AUTH_SECRET: secret,
    PORT: String(SERVER_PORT),
  });
  const holders = Array.from({ length: HOLDERS }, () => new Holder());
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    const pid = child.pid!;
    const people = await insertPeople(url, base, secret, PEOPLE);
    // Every person's session looked up once, so the figure after opening is the streams', not first requests'.
    for (let index = 0; index < PEOPLE; index += 50)
      await Promise.all(people.slice(index, index + 50).map((person) => fetch(`${base}/api/me`, { headers: { cookie: person.cookie } })));
    await pause(3_000);
    const rssBeforeKb = rssKb(pid);
    console.log(`opening ${STREAMS} streams for ${PEOPLE} people (server RSS ${Math.round(rssBeforeKb / 1024)} MB)`);
    const opened = await openStreams(holders, base, people);
    await pause(3_000);
    const rssOpenKb = rssKb(pid);

    console.log(`${opened.open} open in ${opened.seconds.toFixed(1)} s (server RSS ${Math.round(rssOpenKb / 1024)} MB)`);

    const notifyRuns: Awaited<ReturnType<typeof oneEvent>>[] = [];
    const bellRuns: Awaited<ReturnType<typeof oneEvent>>[] = [];
    let ended: Ended = { superseded: 0, closed: 0, ages: [] };
    // The first of each kind warms its path (and the streams' writers) and is not counted.
    for (let event = 1; event <= NOTIFY_EVENTS + 1 + EVENTS + 1; event++) {
      const rows = event <= NOTIFY_EVENTS + 1;
      const result = await oneEvent(handle.db, holders, people, event, rows);
      ended = result.ended;
      if (event % 10 === 0 || !result.complete || rows)
        console.log(
          `event ${event} (${rows ? "notify" : "bell"}): ${result.reached} streams, the last ${Math.round(result.last)} ms after the commit (transaction ${Math.round(result.commitMs)} ms); ended so far: ${ended.superseded} superseded, ${ended.closed} closed`,
        );
      if (event !== 1 && event !== NOTIFY_EVENTS + 2) (rows ? notifyRuns : bellRuns).push(result);
    }
    return {
      open: opened.open,
      refused: opened.refused,
      openSeconds: opened.seconds,
      rssBeforeKb,
      rssOpenKb,
      rssAfterEventsKb: rssKb(pid),
      notify: notifyRuns,
      bell: bellRuns,
      ended,
    };
  } finally {
    await Promise.all(holders.map((holder) => holder.stop()));
    await handle.close();
    await stopBuiltServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(streams: StreamFigures, push: PushFigures, load: { before: number[]; after: number[] }) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const refused = Object.entries(streams.refused)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");
  const heldAtEnd = streams.open - streams.ended.superseded - streams.ended.closed;
  console.log(
    `\nOne built server on PostgreSQL; ${PEOPLE} signed-in clients × ${MAX_STREAMS_PER_USER} streams from ${HOLDERS} processes; events committed through the database, one at a time: ${streams.notify.length} notify for all ${PEOPLE}, then ${streams.bell.length} bell announcements for all ${PEOPLE} (notify's announcement without its rows)`,
  );
  const average = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
  console.log(`load average (1, 5, 15 min): ${average(load.before)} before, ${average(load.after)} after`);
  console.log("| measure | figure |");
  console.log("|---|---|");
  console.log(`| streams opened | ${streams.open} of ${STREAMS}${refused ? ` (refused: ${refused})` : ""} |`);
  console.log(`| opening them | ${streams.openSeconds.toFixed(1)} s (${Math.round(streams.open / streams.openSeconds)} a second) |`);
  console.log(
    `| streams the server ended while held | ${streams.ended.superseded} superseded, ${streams.ended.closed} closed${streams.ended.ages.length ? ` (median ${median(streams.ended.ages)} s after opening)` : ""}; ${heldAtEnd} held at the end |`,
  );
  console.log(
    `| server RSS: before, with the streams open, after the events | ${mb(streams.rssBeforeKb)}, ${mb(streams.rssOpenKb)}, ${mb(streams.rssAfterEventsKb)} |`,
  );
  console.log(`| memory per open stream (RSS) | ${((streams.rssOpenKb - streams.rssBeforeKb) / streams.open).toFixed(1)} KB |`);
  // Figures while every stream opened was still held, and after some were ended (fewer to write to).
  const all = (run: EventFigures) => run.reached === streams.open;
  const phases: [string, EventFigures[]][] = [
    [`notify, all ${streams.open} held`, streams.notify.filter(all)],
    ["notify, after streams were ended", streams.notify.filter((run) => !all(run))],
    [`bell, all ${streams.open} held`, streams.bell.filter(all)],
    ["bell, after streams were ended", streams.bell.filter((run) => !all(run))],
  ];
  for (const [name, runs] of phases) {
    if (runs.length === 0) continue;
    const last = sorted(runs.map((run) => run.last));
    const first = sorted(runs.filter((run) => Number.isFinite(run.first)).map((run) => run.first));
    const short = runs.filter((run) => !run.complete).length;
    console.log(
      `| ${name}: commit → last held stream, p50 / p99 (${runs.length} events) | ${ms(percentile(last, 50))} / ${ms(percentile(last, 99))}${short ? ` (${short} not on every held stream within ${DELIVERY_TIMEOUT_MS / 1000} s)` : ""} |`,
    );
    console.log(`| ${name}: commit → first stream, p50 / p99 | ${ms(percentile(first, 50))} / ${ms(percentile(first, 99))} |`);
    console.log(`| ${name}: the transaction, median | ${ms(median(runs.map((run) => run.commitMs)))} |`);
  }
  console.log(`| push sends/s, VAPID header reused | ${Math.round(push.reusedPerSecond)} (${push.reusedSignatures} signature a round) |`);
  console.log(
    `| push sends/s, VAPID header signed per send | ${Math.round(push.signedPerSecond)} (${push.signaturesPerSignedSend.toFixed(2)} signatures a send) |`,
  );
  console.log(`| push: reused ÷ signed per send | ${(push.reusedPerSecond / push.signedPerSecond).toFixed(2)} |`);
  console.log(`| push: one payload's encryption, one ES256 signature | ${Math.round(push.encryptUs)} µs, ${Math.round(push.signUs)} µs |`);
  if (push.failures > 0) console.log(`| push sends that failed | ${push.failures} |`);
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:notify");
  const before = loadavg();
  const streams = await withPostgresUrl(serverUrl, measureStreams);
  const push = await measurePush(PUSH_PORT);
  printTable(streams, push, { before, after: loadavg() });
}

await main();
