// docs/decisions/058: the one place a calendar's address may reach this machine without
// ALLOW_PRIVATE_CALENDAR_URLS. The demo's Beacon Hill Loft feed is served by the app itself on
// loopback (decision 054 "The demo feed", features/dev-calendars), and must sync at start without
// opening the rest of loopback (the mailbox's reset links, a database, another server's admin page).
import { DEMO_FEED_PATH } from "../../domain/rental-calendars/demo-feed";
import type { FetchExemption } from "../../lib/calendar-fetch";

/** Where the app serves its own calendars: the folder of the demo's feed, /dev/calendars/. */
const OWN_FEEDS_FOLDER = DEMO_FEED_PATH.slice(0, DEMO_FEED_PATH.lastIndexOf("/") + 1);

/**
 * The server's own PUBLIC_URL origin (scheme, host and port exactly) and its /dev/calendars/ folder,
 * outside production only (where those feeds exist). `production` is NODE_ENV=production as env.ts
 * reads it: the runner hands a sync only the public URL (sync-runner.ts), so it is read here.
 */
export function ownFeedsExemption(publicUrl: string, production = process.env.NODE_ENV === "production"): FetchExemption | null {
  if (production) return null;
  const base = new URL(publicUrl);
  return { origin: base.origin, pathPrefix: `${base.pathname.replace(/\/+$/, "")}${OWN_FEEDS_FOLDER}` };
}
