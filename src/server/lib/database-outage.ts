import { createMiddleware } from "hono/factory";
import { databaseUnavailable } from "../db/connection-errors";
import type { DatabaseAvailability } from "../db/database-probe";

/**
 * Better Auth catches a failing query inside its handler and keeps the cause to itself: it
 * answers its own 500, or 401 where a session lookup failed (its session middleware reads a
 * failure as "no session"). While the database does not answer, neither is true: say so with the
 * API's 503 DATABASE_UNAVAILABLE, as every other route does (docs/decisions/016).
 */
export function authOutagesAsUnavailable(database: DatabaseAvailability) {
  return createMiddleware(async (c, next) => {
    await next();
    const doubtful = c.res.status === 401 || (c.res.status >= 500 && c.res.status !== 503);
    if (doubtful && (await database.isDownNow())) throw databaseUnavailable();
  });
}
