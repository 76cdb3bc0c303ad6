import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { notFound } from "../../lib/errors";
import { isAddressedToLoopback } from "../../lib/loopback";
import type { Mailer } from "../../lib/mailer";

/**
 * The local mailbox behind /dev/mailbox; absent in production and when mail goes out by SMTP.
 * It holds reset links, so it answers only requests addressed to this machine by a loopback
 * name: a page elsewhere that rebinds its name to 127.0.0.1 gets 404 (docs/decisions/016).
 */
export function devMailboxRoutes({ mailer, enabled }: { mailer: Mailer; enabled: boolean }) {
  return new Hono<AppEnv>().get("/dev/mailbox", async (c) => {
    if (!enabled || !mailer.list || !isAddressedToLoopback(c.req.url)) throw notFound();
    return c.json({ emails: await mailer.list() });
  });
}
