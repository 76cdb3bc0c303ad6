import type { Context } from "hono";
import { createMiddleware } from "hono/factory";

/**
 * docs/decisions/016: API answers are someone's data. Unless a route chose its own caching, a
 * JSON answer is never stored by the browser (a shared computer, the back button after sign-out).
 * Signing out also empties this site's browser cache, for anything stored before that rule.
 */
export const privateApiResponses = createMiddleware(async (c, next) => {
  await next();
  keepPrivate(c);
});

/** The same, on an answer already made: for the one middleware every answer passes (response-baseline.ts). */
export function keepPrivate(c: Context): void {
  if (!c.res.headers.has("Cache-Control") && c.res.headers.get("Content-Type")?.includes("application/json")) {
    // On the response's own headers: c.header() after next() would rebuild the whole response.
    c.res.headers.set("Cache-Control", "no-store");
  }
  if (c.req.method === "POST" && c.req.path === "/api/auth/sign-out" && c.res.ok) c.res.headers.set("Clear-Site-Data", '"cache"');
}
