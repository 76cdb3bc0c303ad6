import { Hono, type Context } from "hono";
import { sendMessageSchema } from "../../../shared/schemas/messages";
import { requireRole, viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson, validateParams } from "../../lib/validate";
import type { MessageBus } from "./message-bus";
import { createMessageFeed } from "./message-feed";
import { streamMessages } from "./message-stream";
import { listThreads, markThreadRead, readThread, sendMessage, unreadSummary } from "./messages.service";
import { THREAD_NOT_FOUND, type Reader } from "./threads";

function readerOf(c: Context<AppEnv>): Reader {
  const { userId, role } = viewerOf(c);
  if (!role) throw forbidden();
  return { userId, role };
}

/** decision 028: sends per person per minute, on every server together; a conversation never needs more. */
export const SEND_LIMIT = { window: 60, max: 30 };
export const sendLimitMessage = (seconds: number) =>
  `You are sending messages faster than we can take them. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before sending again.`;

/** spec 2 and 4: job threads between the client, the assigned cleaner and Support, pushed live. */
export function messageRoutes({ db, bus, streamHeartbeatMs }: { db: Database; bus: MessageBus; streamHeartbeatMs?: number }) {
  const feed = createMessageFeed({ db, bus });
  const party = requireRole("client", "cleaner", "admin");
  const jobParam = validateParams(pathIds(["jobId"], THREAD_NOT_FOUND));
  const sendLimit = limitPerUser({ db, key: "message-send", rule: SEND_LIMIT, message: sendLimitMessage });
  return new Hono<AppEnv>()
    .get("/messages/threads", party, async (c) => {
      return c.json({ threads: await listThreads({ db, reader: readerOf(c) }) });
    })
    .get("/messages/threads/:jobId", party, jobParam, async (c) => {
      return c.json(await readThread({ db, reader: readerOf(c), jobId: c.req.valid("param").jobId }));
    })
    .post("/messages/threads/:jobId", party, jobParam, validateJson(sendMessageSchema), idempotent(db), sendLimit, async (c) => {
      const { content } = c.req.valid("json");
      const message = await sendMessage({ db, bus, reader: readerOf(c), jobId: c.req.valid("param").jobId, content });
      return c.json({ message }, 201);
    })
    .post("/messages/threads/:jobId/read", party, jobParam, async (c) => {
      return c.json(await markThreadRead({ db, reader: readerOf(c), jobId: c.req.valid("param").jobId }));
    })
    .get("/messages/unread", party, async (c) => {
      return c.json(await unreadSummary({ db, reader: readerOf(c) }));
    })
    .get("/messages/stream", party, (c) => streamMessages(c, { db, feed, reader: readerOf(c), heartbeatMs: streamHeartbeatMs }));
}
