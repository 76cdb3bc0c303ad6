// The live message stream (docs/decisions/036), and how it ends (decision 028): when the browser
// goes away, the server shuts down, the session stops standing (re-checked at every heartbeat and
// at once when a revocation is announced on any server), or the user opens too many streams.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { isDeactivated } from "../../auth/session";
import { batchedSessionCheck } from "../../auth/session-checks";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { AppError, unauthorized } from "../../lib/errors";
import { logger } from "../../lib/logger";
import type { MessageFeed } from "./message-feed";
import type { Reader } from "./threads";

/**
 * A comment line this often keeps proxies and browsers from closing a quiet stream; the session is
 * re-checked with it, so a stream outlives its session by less than 30 s even if a notice is lost.
 */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_AFTER_MS = 3_000;
export const STREAM_ACCOUNT_INACTIVE = "Your account is inactive, so messages are not updated live.";

/**
 * Server-sent events: a `message` event (the message as the thread shows it) for each new message
 * in a thread the reader is party to, `resync` when messages may have been missed, a heartbeat
 * comment, and `end` (data `superseded`) before the server closes a stream the browser should not
 * reopen: a newer one of the same user took its place.
 */
export function streamMessages(
  c: Context<AppEnv>,
  { db, feed, reader, heartbeatMs = HEARTBEAT_MS }: { db: Database; feed: MessageFeed; reader: Reader; heartbeatMs?: number },
) {
  const token = c.get("sessionToken");
  if (!token) throw unauthorized();
  if (isDeactivated({ client: c.get("viewerClient"), cleaner: c.get("viewerCleaner") }))
    throw new AppError("ACCOUNT_INACTIVE", 403, STREAM_ACCOUNT_INACTIVE);
  const stillStands = batchedSessionCheck(db);
  c.header("X-Accel-Buffering", "no"); // a proxy in front must pass events on as they come
  return streamSSE(c, async (stream) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    stream.onAbort(end);
    feed.closed.addEventListener("abort", end);
    if (feed.closed.aborted) end();

    let checking: Promise<void> | null = null;
    const recheck = () =>
      (checking ??= stillStands({ token, userId: reader.userId, role: reader.role })
        .then(
          (stands) => void (stands || end()),
          // Cannot tell (the database is away): end it; the browser reconnects when it can.
          (error: unknown) => {
            logger.warn("stream session check failed", { error: String(error) });
            end();
          },
        )
        .finally(() => (checking = null)));

    const unfollow = feed.follow(reader, (event) => {
      if (event.type === "message")
        void stream.writeSSE({ event: "message", id: event.message.messageId, data: JSON.stringify(event.message) });
      else if (event.type === "resync") void stream.writeSSE({ event: "resync", data: "" });
      else if (event.type === "recheck") void recheck();
      // docs/decisions/068: the bell refetches; a job's lists refetch (data: the job's id).
      else if (event.type === "notification") void stream.writeSSE({ event: "notification", data: "" });
      else if (event.type === "job") void stream.writeSSE({ event: "job", data: event.jobId ?? "" });
      else void stream.writeSSE({ event: "end", data: "superseded" }).finally(end);
    });
    const heartbeat = setInterval(() => {
      void stream.write(": heartbeat\n\n");
      void recheck();
    }, heartbeatMs);
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
