import { createHash } from "node:crypto";
import { Hono } from "hono";
import { DEMO_FEED_PATH, demoFeed } from "../../domain/rental-calendars/demo-feed";
import type { AppEnv } from "../../lib/app-env";
import { isAddressedToLoopback } from "../../lib/loopback";

/**
 * docs/decisions/054 "The demo feed": the demo's Beacon Hill Loft calendar, served by the app
 * itself so its turnovers appear without the internet. Absent in production, and like the local
 * mailbox it answers only requests addressed to this machine by a loopback name (decision 016).
 * Outside /api: it is a calendar file for the sync's fetch, not part of the app's API.
 */
export function devCalendarRoutes({ enabled }: { enabled: boolean }) {
  return new Hono<AppEnv>().get(DEMO_FEED_PATH, (c) => {
    if (!enabled || !isAddressedToLoopback(c.req.url)) return c.text("Not found", 404);
    const body = demoFeed(new Date().toISOString().slice(0, 10));
    // Validators as a real feed has them, so the demo's syncs after the first meet a 304.
    const etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 32)}"`;
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, { ETag: etag });
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag, "Cache-Control": "no-cache" });
  });
}
