// What one server does must reach the others at once: new messages (LISTEN/NOTIFY to open
// streams) and Clear Site Cache (docs/decisions/048: every server's copy of the built pages).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO, type Drill } from "./drill";
import { call, callJson, openStream, type EventStream } from "./http";
import { rows } from "./database";
import { waitFor } from "./report";
import type { ServerProcess } from "./servers";

/** A job thread between the demo client and the demo cleaner (the cleaner is assigned). */
export async function demoThread(drill: Drill): Promise<string> {
  const [thread] = await rows<{ job_id: string }>(
    drill.pool,
    `SELECT j.job_id FROM jobs j JOIN clients cl ON cl.client_id = j.client_id
       JOIN job_assignments a ON a.job_id = j.job_id JOIN cleaners c ON c.cleaner_id = a.cleaner_id
      WHERE cl.email = $1 AND c.email = $2 AND j.status IN ('Assigned', 'In Progress') ORDER BY j.scheduled_start LIMIT 1`,
    [DEMO.client, DEMO.cleaner],
  );
  if (!thread) throw new Error("no open job between the demo client and cleaner (seed changed?)");
  return thread.job_id;
}

/** How one stream took a message: after `ms`, or not (`ms` null) and what it got instead. */
export interface Heard {
  name: string;
  ms: number | null;
  got: string;
}

/**
 * The client posts in the thread through `sender`; resolves with how long each stream took to show it
 * as a `message` event, or what it got instead (a `resync` alone means the notice was missed).
 */
export async function postAndHear(
  drill: Drill,
  sender: ServerProcess,
  streams: Map<string, EventStream>,
  jobId: string,
  timeoutMs = 5_000,
) {
  const sentAt = Date.now();
  const { message } = await callJson<{ message: { messageId: string } }>(sender.url, `/api/messages/threads/${jobId}`, {
    method: "POST",
    cookie: drill.sessions.client,
    json: { content: `Drill check at ${new Date(sentAt).toISOString()}` },
  });
  const heard = await Promise.all(
    [...streams].map(async ([name, stream]): Promise<Heard> => {
      try {
        const event = await stream.next((e) => e.event === "message" && e.data.includes(message.messageId), timeoutMs);
        return { name, ms: event.at - sentAt, got: "message" };
      } catch {
        const got = stream.events.filter((e) => e.at >= sentAt).map((e) => e.event);
        return { name, ms: null, got: got.length ? got.join("+") : stream.ended ? "stream ended" : "nothing" };
      }
    }),
  );
  return heard;
}

/** A message sent through A reaches the cleaner's streams held on B and C. */
export async function messagesFanOut(drill: Drill) {
  const [a, ...others] = drill.servers as [ServerProcess, ...ServerProcess[]];
  const jobId = await demoThread(drill);
  const streams = new Map<string, EventStream>();
  try {
    for (const server of others) streams.set(server.name, await openStream(server.url, drill.sessions.cleaner));
    const heard = await postAndHear(drill, a, streams, jobId);
    return {
      passed: heard.every((h) => h.ms !== null),
      figures: `sent through ${a.name}; ${heard.map((h) => (h.ms !== null ? `${h.name} stream got it after ${h.ms} ms` : `${h.name} got ${h.got}`)).join(", ")}`,
    };
  } finally {
    for (const stream of streams.values()) stream.close();
  }
}

/**
 * Clear Site Cache through A empties B's and C's caches too. The observable cache: the built pages
 * each server keeps in memory (lib/static-files.ts). The drill changes index.html in its copy of
 * the build; the servers keep answering the old page until their cache is emptied.
 */
export async function siteCachePurge(drill: Drill) {
  const page = "/cleaner/messages";
  const marker = `<!-- drill ${Date.now()} -->`;
  const showsMarker = async (server: ServerProcess) => (await (await call(server.url, page)).text()).includes(marker);
  for (const server of drill.servers) await showsMarker(server); // each has read the build into memory
  const indexFile = join(drill.release, "dist", "client", "index.html");
  writeFileSync(indexFile, readFileSync(indexFile, "utf8").replace("</body>", `${marker}</body>`));
  const before = await Promise.all(drill.servers.map(showsMarker));
  const [a] = drill.servers as [ServerProcess];
  const purgedAt = Date.now();
  const purge = await callJson<{ cleared?: string[] }>(a.url, "/api/admin/settings/cache-purge", {
    method: "POST",
    cookie: drill.sessions.admin,
    json: {},
  });
  const after = await Promise.all(
    drill.servers.map(async (server) => {
      try {
        await waitFor(`${server.name} shows the new page`, async () => ((await showsMarker(server)) ? true : undefined), 3_000, 50);
        return `${server.name} new page after ${Date.now() - purgedAt} ms`;
      } catch {
        return `${server.name} still the old page after 3 s`;
      }
    }),
  );
  return {
    passed: before.every((shown) => !shown) && after.every((line) => line.includes("new page")),
    figures: `before the purge the changed page showed on ${before.filter(Boolean).length}/3 (cached); purge through ${a.name} cleared ${JSON.stringify(purge.cleared ?? purge)}; ${after.join(", ")}`,
  };
}
