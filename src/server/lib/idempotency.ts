// docs/decisions/025: twice is once. A create that costs money or changes someone's day carries an
// Idempotency-Key; the server keeps the first answer for 24 hours and gives it to every repeat of
// the same request (method, path and body: idempotency-request.ts).
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONValue } from "hono/utils/types";
import type { AppEnv } from "./app-env";
import type { Database } from "../db/client";
import { placeholderFor, preparedOnce } from "../db/prepared";
import { idempotencyKeys } from "../db/schema/platform";
import { AppError } from "./errors";
import { compareRequests, requestFingerprint } from "./idempotency-request";
import { logger } from "./logger";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer given again from the store instead of running the request a second time. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** A key is one submission's for a day; after that it is forgotten (and deleted by the background runner). */
export const KEY_LIFETIME_MS = 24 * 3_600_000;
/**
 * A key still marked running after this long belongs to a request that can no longer be running
 * (its server stopped mid-way): the next request with the key runs instead of waiting for a day.
 */
export const ABANDONED_AFTER_MS = 10 * 60_000;
/** How long a repeat waits for the first request's answer before it is told to come back later. */
export const WAIT_FOR_FIRST_MS = 5_000;

export const INVALID_KEY = "The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.";
export const KEY_IN_PROGRESS = "This request is already being processed.";
export const KEY_REUSED = "This Idempotency-Key was already used for another request.";
export const KEY_BODY_CHANGED =
  "This Idempotency-Key was already used for this request with other details. A changed request needs a new key.";

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const POLL_MS = [50, 100, 150, 250];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer worth giving again: a success or a rule's refusal, not a fault, a timeout or a rate limit. */
function isKeptAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 408 && status !== 429);
}

const takeKeyStatement = preparedOnce((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder("userId"),
      key: sql.placeholder("key"),
      request: sql.placeholder("request"),
      createdAt: sql.placeholder("now"),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      // The row the insert proposed: this request, now.
      set: { request: sql`excluded.request`, status: null, body: null, createdAt: sql`excluded.created_at` },
      setWhere: or(
        lt(idempotencyKeys.createdAt, sql.placeholder("expired")),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql.placeholder("abandoned"))),
      ),
    })
    .returning({ key: idempotencyKeys.key })
    .prepare("idempotency_take_key"),
);

/** Takes the key for this request: a new one, or one whose first request expired or was abandoned. Built once: every keyed request's (docs/decisions/053). */
async function takeKey(db: Database, userId: string, key: string, request: string, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - KEY_LIFETIME_MS);
  const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const taken = await takeKeyStatement(db).execute({ userId, key, request, now, expired, abandoned });
  return taken.length > 0;
}

async function readKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select({ request: idempotencyKeys.request, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Forgets a key whose request failed by a fault, so a retry with it runs again. */
async function releaseKey(db: Database, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)))
    .catch((error: unknown) =>
      logger.warn("idempotency key not released", { error: error instanceof Error ? error.message : String(error) }),
    );
}

const keepAnswerStatement = preparedOnce((db) =>
  db
    .update(idempotencyKeys)
    .set({ status: placeholderFor("status", idempotencyKeys.status), body: placeholderFor("body", idempotencyKeys.body) })
    .where(and(eq(idempotencyKeys.userId, sql.placeholder("userId")), eq(idempotencyKeys.key, sql.placeholder("key"))))
    .prepare("idempotency_keep_answer"),
);

async function keepAnswer(db: Database, userId: string, key: string, response: Response) {
  const type = response.headers.get("content-type") ?? "";
  if (!isKeptAnswer(response.status) || !type.startsWith("application/json")) return releaseKey(db, userId, key);
  try {
    // The answer's exact text, kept as a JSON string: a jsonb object would come back with its keys reordered.
    const body = await response.clone().text();
    await keepAnswerStatement(db).execute({ userId, key, status: response.status, body });
  } catch (error) {
    // The request did its work; its answer stands. A repeat waits, then is told it is in progress.
    logger.warn("idempotency answer not kept", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** The first answer again, byte for byte, marked as given again. */
function replay(c: Context, status: ContentfulStatusCode, body: unknown) {
  const headers = { [REPLAYED_HEADER]: "true", "Cache-Control": "no-store" };
  if (typeof body === "string") return c.body(body, status, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
  return c.json(body as JSONValue, status, headers);
}

/**
 * The route's middleware, after authentication and input validation (a request refused there did
 * nothing and is not remembered). Without the header the request runs as before. With it: the first
 * request takes the key (unique per user and key: of two at once exactly one does) and its answer
 * is kept; a repeat gets that answer back with Idempotent-Replayed: true, waits up to
 * WAIT_FOR_FIRST_MS while the first still runs (then 409), and a key used on another route, or on
 * the same route with another body, is 422: the change is refused, never dropped for a replay.
 * A fault (5xx or a thrown error) forgets the key, so retrying the submission runs it again.
 */
export function idempotent(db: Database): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const viewer = c.get("viewer");
    if (key === undefined || !viewer) return next();
    if (!KEY_PATTERN.test(key)) throw new AppError("INVALID_IDEMPOTENCY_KEY", 400, INVALID_KEY);
    const { userId } = viewer;
    const request = await requestFingerprint(c);

    const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
    for (let attempt = 0; ; attempt++) {
      if (await takeKey(db, userId, key, request, new Date())) break;
      const first = await readKey(db, userId, key);
      const match = first ? compareRequests(first.request, request) : "same";
      if (match === "other-route") throw new AppError("IDEMPOTENCY_KEY_REUSED", 422, KEY_REUSED);
      if (match === "other-body") throw new AppError("IDEMPOTENCY_KEY_REUSED", 422, KEY_BODY_CHANGED);
      if (first && first.status !== null) {
        return replay(c, first.status as ContentfulStatusCode, first.body);
      }
      // Still running (or just released after a fault: the next turn takes it).
      if (Date.now() >= waitUntil) throw new AppError("REQUEST_IN_PROGRESS", 409, KEY_IN_PROGRESS);
      await pause(POLL_MS[Math.min(attempt, POLL_MS.length - 1)] ?? 250);
    }

    try {
      await next();
    } catch (error) {
      await releaseKey(db, userId, key);
      throw error;
    }
    await keepAnswer(db, userId, key, c.res);
  });
}

const PURGE_BATCH = 1_000;

/** The background runner's sweep: keys past their day go, a bounded batch at a time (created_at is indexed). */
export async function deleteExpiredIdempotencyKeys({
  db,
  now,
  signal,
}: {
  db: Database;
  now: Date;
  signal?: AbortSignal;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - KEY_LIFETIME_MS);
  let deleted = 0;
  while (!signal?.aborted) {
    const batch = db
      .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .limit(PURGE_BATCH);
    const gone = await db
      .delete(idempotencyKeys)
      .where(inArray(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key})`, batch))
      .returning({ key: idempotencyKeys.key });
    deleted += gone.length;
    if (gone.length < PURGE_BATCH) break;
  }
  return deleted;
}
