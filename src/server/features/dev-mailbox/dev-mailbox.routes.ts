import { Hono } from "hono";
import type { AppEnv } from "../../auth/session";
import type { Mailer } from "../../lib/mailer";
import { notFound } from "../../lib/errors";

/** The local mailbox behind /dev/mailbox; absent in production and when mail goes out by SMTP. */
export function devMailboxRoutes({ mailer, enabled }: { mailer: Mailer; enabled: boolean }) {
  return new Hono<AppEnv>().get("/dev/mailbox", async (c) => {
    if (!enabled || !mailer.list) throw notFound();
    c.header("Cache-Control", "no-store");
    return c.json({ emails: await mailer.list() });
  });
}
