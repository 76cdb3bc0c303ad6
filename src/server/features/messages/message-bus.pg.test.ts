// docs/decisions/036: on PostgreSQL a message sent through one server process reaches a stream
// held by another. Two real servers on one database; runs in the PostgreSQL pass (TEST_DATABASE_URL).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { ensureVerifiedAccount } from "../../auth/accounts";
import { createAuth } from "../../auth/auth";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { authUsers } from "../../db/schema/auth";
import { cleaners, profiles } from "../../db/schema/people";
import { announceJobChange } from "../../domain/notifications/live";
import { notify, type Notice } from "../../domain/notifications/notify";
import { loadEnv } from "../../env";
import { ensureClientRecord } from "../../auth/client-record";
import { memoryMailbox } from "../../lib/mailer";
import { TEST_PASSWORD, uniqueEmail } from "../../test/harness";
import { insertJob } from "../../test/fixtures";
import { postgresMessageBus, type BusEvent } from "./message-bus";
import { readEvents, type EventReader, type StreamEvent } from "../../test/sse-test-reader";

const serverUrl = process.env.TEST_DATABASE_URL;
const AUTH_SECRET = "tidyline-two-process-secret-0123456789";
/** docs/decisions/069: servers sharing a database need one VAPID pair set, or they refuse to start. */
const VAPID = webPush.generateVAPIDKeys();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

interface Server {
  origin: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-two-process-"));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_DATA: "off",
      AUTH_SECRET,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const server = { origin, child, dataDir, output };
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join("")}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not get ready: ${output.join("")}`);
}

async function stopServer(server: Server) {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

/** Signs in on `server` and returns the session cookies; they are valid on every server (one AUTH_SECRET). */
async function signIn(server: Server, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.skipIf(!serverUrl)("messages across two server processes on one PostgreSQL", () => {
  const databaseName = `tidyline_two_process_${randomBytes(4).toString("hex")}`;
  const servers: Server[] = [];
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${databaseName}`;
    // Both start together, as a deployment's servers do: one migrates, the other waits.
    servers.push(...(await Promise.all([startServer(url.toString()), startServer(url.toString())])));
    database = await openDatabase({ url: url.toString(), poolSize: 3 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it("delivers a message sent through one process to a stream held by the other", async () => {
    const [a, b] = servers as [Server, Server];
    const db = database?.db;
    if (!db) throw new Error("no database");
    // A client and an Active cleaner, made as the operator commands make accounts.
    const auth = createAuth({ db, env: loadEnv({ NODE_ENV: "test", PUBLIC_URL: a.origin }), mailer: memoryMailbox(), secret: AUTH_SECRET });
    const clientEmail = uniqueEmail("client");
    const cleanerEmail = uniqueEmail("cleaner");
    const { userId: clientUserId } = await ensureVerifiedAccount(
      { auth, db },
      { email: clientEmail, password: TEST_PASSWORD, fullName: "Cora Client", role: "client" },
    );
    const { userId: cleanerUserId } = await ensureVerifiedAccount(
      { auth, db },
      { email: cleanerEmail, password: TEST_PASSWORD, fullName: "Cal Cleaner", role: "cleaner" },
    );
    const client = await ensureClientRecord({
      db,
      viewer: { userId: clientUserId, email: clientEmail, fullName: "Cora Client", phone: null, role: "client" },
    });
    const [cleaner] = await db
      .insert(cleaners)
      .values({ userId: cleanerUserId, name: "Cal Cleaner", email: cleanerEmail, status: "Active" })
      .returning();
    if (!cleaner) throw new Error("no cleaner");
    const clientCookie = await signIn(b, clientEmail, TEST_PASSWORD);
    const cleanerCookie = await signIn(a, cleanerEmail, TEST_PASSWORD);
    const job = await insertJob(db, { clientId: client.clientId, status: "Assigned", cleanerId: cleaner.cleanerId });

    const stream = await fetch(`${a.origin}/api/messages/stream`, { headers: { cookie: cleanerCookie, "accept-encoding": "gzip" } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    if (!stream.body) throw new Error("no body");
    const events = readEvents(stream.body);
    try {
      const sent = await fetch(`${b.origin}/api/messages/threads/${job.jobId}`, {
        method: "POST",
        headers: { cookie: clientCookie, origin: b.origin, "content-type": "application/json" },
        body: JSON.stringify({ content: "Sent through B, heard on A" }),
      });
      expect(sent.status).toBe(201);
      const event = await events.next((candidate) => candidate.event === "message", 5_000);
      expect(JSON.parse(event.data)).toMatchObject({ jobId: job.jobId, senderType: "client", content: "Sent through B, heard on A" });
    } finally {
      await events.close();
    }
  }, 60_000);

  // decision 028: a sign-out through B ends the stream held by A at once (long before A's 25 s heartbeat).
  it("ends a stream held by one process when its session is signed out through the other", async () => {
    const [a, b] = servers as [Server, Server];
    const db = database?.db;
    if (!db) throw new Error("no database");
    const auth = createAuth({ db, env: loadEnv({ NODE_ENV: "test", PUBLIC_URL: a.origin }), mailer: memoryMailbox(), secret: AUTH_SECRET });
    const email = uniqueEmail("client");
    await ensureVerifiedAccount({ auth, db }, { email, password: TEST_PASSWORD, fullName: "Cora Client", role: "client" });
    const cookie = await signIn(a, email, TEST_PASSWORD);

    const stream = await fetch(`${a.origin}/api/messages/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    if (!stream.body) throw new Error("no body");
    const events = readEvents(stream.body);
    try {
      expect(await events.ended(500)).toBe(false);
      const signedOut = await fetch(`${b.origin}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie, origin: b.origin, "content-type": "application/json" },
        body: "{}",
      });
      expect(signedOut.status).toBe(200);
      expect(await events.ended(5_000)).toBe(true);
    } finally {
      await events.close();
    }
  }, 60_000);

  // docs/decisions/068: the bell and a job's lists are told across servers through LISTEN/NOTIFY,
  // at the event's commit only. The events are committed here, a process of their own.
  it("tells streams held by another server of a committed notification and job change, and of nothing rolled back", async () => {
    const [, b] = servers as [Server, Server];
    const db = database?.db;
    if (!db) throw new Error("no database");
    const auth = createAuth({ db, env: loadEnv({ NODE_ENV: "test", PUBLIC_URL: b.origin }), mailer: memoryMailbox(), secret: AUTH_SECRET });
    const clientEmail = uniqueEmail("client");
    const adminEmail = uniqueEmail("admin");
    const { userId: clientUserId } = await ensureVerifiedAccount(
      { auth, db },
      { email: clientEmail, password: TEST_PASSWORD, fullName: "Cora Client", role: "client" },
    );
    await ensureVerifiedAccount({ auth, db }, { email: adminEmail, password: TEST_PASSWORD, fullName: "Ada Admin", role: "admin" });
    const client = await ensureClientRecord({
      db,
      viewer: { userId: clientUserId, email: clientEmail, fullName: "Cora Client", phone: null, role: "client" },
    });
    const job = await insertJob(db, { clientId: client.clientId });
    const marker = await insertJob(db, { clientId: client.clientId });
    const clientCookie = await signIn(b, clientEmail, TEST_PASSWORD);
    const adminCookie = await signIn(b, adminEmail, TEST_PASSWORD);
    const started: Notice = {
      userId: clientUserId,
      event: "job.started",
      title: "Sam started your turnover",
      body: "Fri, Dec 18, 10:00 AM CST at 12 Oak St.",
      link: `/client/jobs/${job.jobId}`,
      jobId: job.jobId,
      dedupeKey: `job.started:${job.jobId}`,
    };
    const live = (event: StreamEvent) => event.event === "notification" || event.event === "job";

    const [clientEvents, adminEvents] = await Promise.all([openEvents(b, clientCookie), openEvents(b, adminCookie)]);
    try {
      await db
        .transaction(async (tx) => {
          await notify(tx, started);
          await announceJobChange(tx, job.jobId);
          throw new Error("rolled back");
        })
        .catch((error: unknown) => expect(String(error)).toContain("rolled back"));
      // Heard after whatever the rolled-back event could have sent: the first live event either stream sees.
      await announceJobChange(db, marker.jobId);
      expect(await clientEvents.next(live)).toEqual({ event: "job", data: marker.jobId });
      expect(await adminEvents.next(live)).toEqual({ event: "job", data: marker.jobId });

      await db.transaction(async (tx) => {
        await notify(tx, started);
        await announceJobChange(tx, job.jobId);
      });
      expect(await clientEvents.next(live)).toEqual({ event: "notification", data: "" });
      expect(await clientEvents.next(live)).toEqual({ event: "job", data: job.jobId });
      expect(await adminEvents.next(live)).toEqual({ event: "job", data: job.jobId });
      const bell = await fetch(`${b.origin}/api/notifications`, { headers: { cookie: clientCookie } });
      expect(await bell.json()).toMatchObject({ unread: 1, notifications: [{ title: started.title, link: started.link }] });
    } finally {
      await Promise.all([clientEvents.close(), adminEvents.close()]);
    }
  }, 60_000);

  // One event telling hundreds at once (more ids than one NOTIFY payload carries) still commits, and the last of them hears it.
  it("tells a stream on another server of a notification sent to 400 people at once", async () => {
    const [, b] = servers as [Server, Server];
    const db = database?.db;
    if (!db) throw new Error("no database");
    const auth = createAuth({ db, env: loadEnv({ NODE_ENV: "test", PUBLIC_URL: b.origin }), mailer: memoryMailbox(), secret: AUTH_SECRET });
    const email = uniqueEmail("client");
    const { userId } = await ensureVerifiedAccount(
      { auth, db },
      { email, password: TEST_PASSWORD, fullName: "Cora Client", role: "client" },
    );
    const others = Array.from({ length: 399 }, () => `bulk${randomBytes(14).toString("hex")}`);
    await db.insert(authUsers).values(others.map((id) => ({ id, name: "Bo Bulk", email: `${id}@example.test`, emailVerified: true })));
    await db.insert(profiles).values(others.map((id) => ({ userId: id, fullName: "Bo Bulk", role: "client" as const })));
    const cookie = await signIn(b, email, TEST_PASSWORD);
    const events = await openEvents(b, cookie);
    try {
      const key = randomBytes(4).toString("hex");
      const written = await db.transaction((tx) =>
        notify(
          tx,
          [...others, userId].map((person) => ({
            userId: person,
            event: "job.started" as const,
            title: "Sam started your turnover",
            body: "Fri, Dec 18, 10:00 AM CST at 12 Oak St.",
            link: "/client/upcoming",
            dedupeKey: `bulk:${key}:${person}`,
          })),
        ),
      );
      expect(written).toHaveLength(400);
      expect(await events.next((event) => event.event === "notification")).toEqual({ event: "notification", data: "" });
    } finally {
      await events.close();
    }
  }, 60_000);
});

/** A live stream on `server` for the session `cookie`, read event by event. */
async function openEvents(server: Server, cookie: string): Promise<EventReader> {
  const stream = await fetch(`${server.origin}/api/messages/stream`, { headers: { cookie } });
  expect(stream.status).toBe(200);
  if (!stream.body) throw new Error("no body");
  // Followed before its answer starts (message-stream.ts follows the feed first): nothing announced after this is missed.
  return readEvents(stream.body);
}

/**
 * A TCP relay to PostgreSQL that can be cut (refusing connections, as a restarting database does)
 * and restored on the same port: only the bus's LISTEN connection goes through it.
 */
async function outageRelay(target: URL) {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  await listen();
  return {
    url: Object.assign(new URL(target.toString()), { hostname: "127.0.0.1", port: String(port) }).toString(),
    async cut() {
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
    close: () => new Promise<void>((resolve) => (relay.listening ? relay.close(() => resolve()) : resolve())),
  };
}

// docs/decisions/050: a server hears messages again within 2 s of the database being back.
describe.skipIf(!serverUrl)("the message bus after a database outage", () => {
  it("listens again within 2 s of PostgreSQL being back, says resync, and empties the caches once", async () => {
    const database = await openDatabase({ url: serverUrl ?? "", poolSize: 2 });
    const relay = await outageRelay(new URL(serverUrl ?? ""));
    const bus = await postgresMessageBus(database.db, { connectionString: relay.url });
    const events: BusEvent[] = [];
    let purges = 0;
    bus.subscribe((event) => events.push(event));
    bus.onPurge(() => (purges += 1));
    try {
      await relay.cut();
      // Long enough for a doubling backoff to have grown past several seconds.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await relay.restore();
      const back = performance.now();
      let heardAfterMs: number | undefined;
      for (let tries = 0; heardAfterMs === undefined && tries < 100; tries++) {
        const messageId = randomBytes(8).toString("hex");
        await bus.publish({ messageId, jobId: "outage" });
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (events.some((event) => event.type === "message" && event.messageId === messageId)) heardAfterMs = performance.now() - back;
      }
      expect(heardAfterMs).toBeLessThan(2_000);
      expect(events.filter((event) => event.type === "resync")).toHaveLength(1);
      expect(purges).toBe(1);
    } finally {
      await bus.close();
      await relay.close();
      await database.close();
    }
  }, 30_000);
});
