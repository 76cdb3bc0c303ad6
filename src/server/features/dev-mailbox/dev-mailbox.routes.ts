import { Hono } from "hono";
import { z } from "zod";
import { parsePhoneNumber } from "../../../shared/domain/text-messages";
import type { Database } from "../../db/client";
import { handleInboundText } from "../../domain/notifications/phone-numbers";
import type { AppEnv } from "../../lib/app-env";
import { notFound } from "../../lib/errors";
import { isAddressedToLoopback } from "../../lib/loopback";
import type { Mailer } from "../../lib/mailer";
import type { TextProvider } from "../../lib/text-provider";
import { validateJson } from "../../lib/validate";

/** A reply typed on /dev/mailbox, as if sent from the person's phone to our number. */
const textReplySchema = z.object({
  from: z
    .string()
    .transform((value, ctx) => parsePhoneNumber(value) ?? (ctx.addIssue({ code: "custom", message: "Not a phone number." }), z.NEVER)),
  body: z.string().trim().min(1, "Type a reply.").max(160, "A reply is one text: 160 characters at most."),
});

/**
 * The local mailbox behind /dev/mailbox; absent in production and when mail goes out by SMTP.
 * It holds reset links (and texts' codes), so it answers only requests addressed to this machine
 * by a loopback name: a page elsewhere that rebinds its name to 127.0.0.1 gets 404 (docs/decisions/016).
 * Texts kept instead of sent (docs/decisions/070) are listed beside the emails, and may be answered
 * STOP, START or HELP here as from the phone.
 */
export function devMailboxRoutes({ db, mailer, texts, enabled }: { db: Database; mailer: Mailer; texts: TextProvider; enabled: boolean }) {
  const textbox = texts.kind === "mailbox" ? texts : null;
  return new Hono<AppEnv>()
    .get("/dev/mailbox", async (c) => {
      if (!enabled || (!mailer.list && !textbox?.list) || !isAddressedToLoopback(c.req.url)) throw notFound();
      return c.json({ emails: (await mailer.list?.()) ?? [], texts: (await textbox?.list?.()) ?? [] });
    })
    .post(
      "/dev/mailbox/texts/reply",
      async (c, next) => {
        if (!enabled || !textbox?.receive || !isAddressedToLoopback(c.req.url)) throw notFound();
        await next();
      },
      validateJson(textReplySchema),
      async (c) => {
        const reply = c.req.valid("json");
        await textbox?.receive?.(reply);
        const { keyword, reply: answer } = await handleInboundText(db, reply, new Date());
        if (answer) await textbox?.send({ to: reply.from, body: answer });
        return c.json({ keyword });
      },
    );
}
