import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { clientIp } from "./client-ip";
import { AppError } from "./errors";
import { databaseRateLimiter, type RateLimitRule } from "./rate-limit";

/**
 * A route's budget per client address (docs/decisions/007): counted before validation, so
 * malformed attempts use it up too; over it, 429 with Retry-After and `message`.
 */
export function limitPerIp({
  db,
  trustProxy,
  key,
  rule,
  message,
}: {
  db: Database;
  trustProxy: boolean;
  key: string;
  rule: RateLimitRule;
  message: string;
}) {
  const limiter = databaseRateLimiter(db);
  return createMiddleware(async (c, next) => {
    const { allowed, retryAfter } = await limiter.consume(`${key}:ip:${clientIp(c, trustProxy)}`, rule);
    if (!allowed) {
      c.header("Retry-After", String(retryAfter));
      throw new AppError("TOO_MANY_REQUESTS", 429, message);
    }
    await next();
  });
}
