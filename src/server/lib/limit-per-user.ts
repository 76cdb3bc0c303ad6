import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import type { Database } from "../db/client";
import { AppError, unauthorized } from "./errors";
import { databaseRateLimiter, type RateLimitRule } from "./rate-limit";

/**
 * A signed-in person's budget on a route (decision 028), shared by every server (the counters are
 * in the database): over it, 429 with Retry-After, and `message(seconds)` saying when to try again.
 * Placed after validation (and after an idempotent replay), so only real attempts count.
 */
export function limitPerUser({
  db,
  key,
  rule,
  message,
}: {
  db: Database;
  key: string;
  rule: RateLimitRule;
  message: (retryAfterSeconds: number) => string;
}) {
  const limiter = databaseRateLimiter(db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.get("viewer");
    if (!viewer) throw unauthorized();
    const { allowed, retryAfter } = await limiter.consume(`${key}:user:${viewer.userId}`, rule);
    if (!allowed) {
      const seconds = retryAfter ?? rule.window;
      c.header("Retry-After", String(seconds));
      throw new AppError("TOO_MANY_REQUESTS", 429, message(seconds));
    }
    await next();
  });
}
