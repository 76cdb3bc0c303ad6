import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "../../db/client";
import { handleInboundText } from "../../domain/notifications/phone-numbers";
import type { AppEnv } from "../../lib/app-env";
import { AppError, notFound } from "../../lib/errors";
import { logger } from "../../lib/logger";
import type { TextProvider } from "../../lib/text-provider";

export const INBOUND_TEXT_PATH = "/api/twilio/inbound";
/** An inbound text's form (body, numbers, a few media fields) is a few KB: anything far larger is not Twilio's. */
const INBOUND_BODY_LIMIT = 64 * 1024;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);

/** TwiML: the reply Twilio texts back, or none. */
export function twimlReply(reply: string | null): string {
  const message = reply === null ? "" : `<Message>${escapeXml(reply)}</Message>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${message}</Response>`;
}

/**
 * docs/decisions/070: texts people send to our number (STOP, START, HELP). Public, as Twilio calls
 * it, so it is mounted before the API's same-origin check and session, and answers only a request
 * carrying Twilio's signature of our public address and the form. Without Twilio: 404.
 */
export function inboundTextRoutes({ db, texts, publicUrl }: { db: Database; texts: TextProvider; publicUrl: string }) {
  const limit = bodyLimit({
    maxSize: INBOUND_BODY_LIMIT,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", 413, "The request is too large.");
    },
  });
  const validSignature = texts.kind === "twilio" ? texts.validSignature?.bind(texts) : undefined;
  return new Hono<AppEnv>().post(
    "/twilio/inbound",
    async (_c, next) => {
      if (!validSignature) throw notFound();
      await next();
    },
    limit,
    async (c) => {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/x-www-form-urlencoded") throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Twilio sends a form.");
      const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
      const signature = c.req.header("x-twilio-signature") ?? "";
      if (!validSignature || !signature || !validSignature(signature, `${publicUrl}${INBOUND_TEXT_PATH}`, params))
        throw new AppError("FORBIDDEN", 403, "The request is not signed by Twilio.");
      const { keyword, reply } = await handleInboundText(db, { from: params.From ?? "", body: params.Body ?? "" }, new Date());
      if (keyword) logger.info("text reply", { keyword, messageSid: params.MessageSid });
      return c.body(twimlReply(reply), 200, { "Content-Type": "text/xml; charset=utf-8" });
    },
  );
}
