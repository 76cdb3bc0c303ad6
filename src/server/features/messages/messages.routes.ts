import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { sendMessageSchema } from "../../../shared/schemas/messages";
import { requireRole, viewerOf, type AppEnv } from "../../auth/session";
import type { Database } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams } from "../../lib/validate";
import type { MessageBus } from "./message-bus";
import { createMessageFeed, type MessageFeed } from "./message-feed";
import { listThreads, markThreadRead, readThread, sendMessage, unreadSummary } from "./messages.service";
import { THREAD_NOT_FOUND, type Reader } from "./threads";

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_AFTER_MS = 3_000;

function readerOf(c: Context<AppEnv>): Reader {
  const { userId, role } = viewerOf(c);
  if (!role) throw forbidden();
  return { userId, role };
}

/** spec 2 and 4: job threads between the client, the assigned cleaner and Support, pushed live. */
export function messageRoutes({ db, bus }: { db: Database; bus: MessageBus }) {
  const feed = createMessageFeed({ db, bus });
  const party = requireRole("client", "cleaner", "admin");
  const jobParam = validateParams(pathIds(["jobId"], THREAD_NOT_FOUND));
  return new Hono<AppEnv>()
    .get("/messages/threads", party, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ threads: await listThreads({ db, reader: readerOf(c) }) });
    })
    .get("/messages/threads/:jobId", party, jobParam, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readThread({ db, reader: readerOf(c), jobId: c.req.valid("param").jobId }));
    })
    .post("/messages/threads/:jobId", party, jobParam, validateJson(sendMessageSchema), async (c) => {
      const { content } = c.req.valid("json");
      const message = await sendMessage({ db, bus, reader: readerOf(c), jobId: c.req.valid("param").jobId, content });
      return c.json({ message }, 201);
    })
    .post("/messages/threads/:jobId/read", party, jobParam, async (c) => {
      return c.json(await markThreadRead({ db, reader: readerOf(c), jobId: c.req.valid("param").jobId }));
    })
    .get("/messages/unread", party, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await unreadSummary({ db, reader: readerOf(c) }));
    })
    .get("/messages/stream", party, (c) => streamMessages(c, feed, readerOf(c)));
}

/**
 * Server-sent events: a `message` event (the message as the thread shows it) for each new message
 * in a thread the reader is party to, `resync` when messages may have been missed, and a heartbeat
 * comment. Ends when the browser goes away or the server shuts down (the bus closes).
 */
function streamMessages(c: Context<AppEnv>, feed: MessageFeed, reader: Reader) {
  c.header("X-Accel-Buffering", "no"); // a proxy in front must pass events on as they come
  return streamSSE(c, async (stream) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    stream.onAbort(end);
    feed.closed.addEventListener("abort", end);
    if (feed.closed.aborted) end();
    const unfollow = feed.follow(reader, (event) => {
      if (event.type === "message") void stream.writeSSE({ event: "message", id: event.message.messageId, data: JSON.stringify(event.message) });
      else void stream.writeSSE({ event: "resync", data: "" });
    });
    const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
    try {
      await stream.write(`retry: ${RECONNECT_AFTER_MS}\n: connected\n\n`);
      await ended;
    } finally {
      clearInterval(heartbeat);
      unfollow();
      feed.closed.removeEventListener("abort", end);
    }
  });
}
