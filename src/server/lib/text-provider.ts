// docs/decisions/070: the one way a text leaves. Twilio through its official SDK when configured;
// outside production without it, a local textbox that /dev/mailbox lists; in production without
// it, nothing (texts are off, and the screens say so).
import { randomUUID } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { KeptText } from "../../shared/domain/text-messages";
import { logger } from "./logger";

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
}

/** Why a text did not leave, in the terms its callers act on. */
export type TextFailureKind =
  /** 429, 5xx, a timeout or a lost connection: worth trying again later. */
  | "retry"
  /** 21211 (not a valid number), 21614 (not a mobile number): never worth trying again. */
  | "invalidNumber"
  /** 21610: the person replied STOP to our number; Twilio refuses until START. */
  | "unsubscribed"
  /** Any other refusal (an account or region problem): not retried, logged. */
  | "refused";

export type TextSendResult =
  { status: "sent"; id: string } | { status: "failed"; kind: TextFailureKind; error: string; retryAfterMs?: number };

export interface TextProvider {
  /** twilio: real texts; mailbox: kept for /dev/mailbox; off: none can be sent. */
  kind: "twilio" | "mailbox" | "off";
  /** The number texts come from (the one to reply START to), null when off. */
  from: string | null;
  send(text: OutgoingText): Promise<TextSendResult>;
  /** Twilio only: whether a webhook request carries Twilio's signature for `url` and `params`. */
  validSignature?(signature: string, url: string, params: Record<string, string>): boolean;
  /** The local textbox only: every text, newest first, and a reply typed on /dev/mailbox. */
  list?(): Promise<KeptText[]>;
  receive?(reply: { from: string; body: string }): Promise<KeptText>;
}

/** A whole send, connection included, gives up after this: well inside a claimed send's lease. */
export const TWILIO_TIMEOUT_MS = 10_000;
/** The number the local textbox sends from (a 555-01xx number is never anyone's). */
export const DEV_TEXT_FROM = "+15555550100";

const INVALID_NUMBER_CODES = new Set([21211, 21614]);
const UNSUBSCRIBED_CODE = 21610;

/** What Twilio's SDK throws: RestException (status and Twilio's code) or a network error. */
export function classifyTwilioError(error: unknown): Extract<TextSendResult, { status: "failed" }> {
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : String(error);
  const twilioCode = typeof code === "number" ? code : undefined;
  const httpStatus = typeof status === "number" ? status : undefined;
  const described = `${httpStatus ?? "no answer"}${twilioCode ? ` (Twilio ${twilioCode})` : ""}: ${text}`;
  if (twilioCode === UNSUBSCRIBED_CODE) return { status: "failed", kind: "unsubscribed", error: described };
  if (twilioCode !== undefined && INVALID_NUMBER_CODES.has(twilioCode))
    return { status: "failed", kind: "invalidNumber", error: described };
  if (httpStatus === undefined || httpStatus === 429 || httpStatus >= 500) return { status: "failed", kind: "retry", error: described };
  return { status: "failed", kind: "refused", error: described };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Tests: Twilio's API at another address (a local server of the test's own). */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** Texts through Twilio's REST API with the official SDK (loaded only when configured). */
export async function twilioTextProvider({
  accountSid,
  authToken,
  from,
  apiBaseUrl,
  timeoutMs = TWILIO_TIMEOUT_MS,
}: TwilioOptions): Promise<TextProvider> {
  const { default: twilio } = await import("twilio");
  const requestClient = new twilio.RequestClient({ timeout: timeoutMs, autoRetry: false });
  const httpClient = apiBaseUrl
    ? ({
        request: (options: Parameters<typeof requestClient.request>[0]) =>
          requestClient.request({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, apiBaseUrl.replace(/\/+$/, "")) }),
      } as unknown as typeof requestClient)
    : requestClient;
  const client = twilio(accountSid, authToken, { httpClient, timeout: timeoutMs });
  return {
    kind: "twilio",
    from,
    async send({ to, body }) {
      try {
        const message = await client.messages.create({ to, from, body });
        return { status: "sent", id: message.sid };
      } catch (error) {
        return classifyTwilioError(error);
      }
    },
    validSignature(signature, url, params) {
      return twilio.validateRequest(authToken, signature, url, params);
    },
  };
}

/** Outside production without Twilio: texts kept in a JSON-lines file, listed by /dev/mailbox after a restart too. */
export function fileTextbox(file: string): TextProvider & Required<Pick<TextProvider, "list" | "receive">> {
  const keep = async (text: Omit<KeptText, "id" | "sentAt">) => {
    await mkdir(dirname(file), { recursive: true });
    const stored: KeptText = { id: randomUUID(), sentAt: new Date().toISOString(), ...text };
    await appendFile(file, `${JSON.stringify(stored)}\n`);
    return stored;
  };
  return {
    kind: "mailbox",
    from: DEV_TEXT_FROM,
    async send({ to, body }) {
      const stored = await keep({ direction: "out", to, from: DEV_TEXT_FROM, body });
      return { status: "sent", id: stored.id };
    },
    async list() {
      const content = await readFile(file, "utf8").catch(() => "");
      return content
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as KeptText)
        .reverse();
    },
    receive: ({ from, body }) => keep({ direction: "in", to: DEV_TEXT_FROM, from, body }),
  };
}

/** For tests: texts kept in memory. */
export function memoryTextbox(): TextProvider & { texts: KeptText[] } & Required<Pick<TextProvider, "list" | "receive">> {
  const texts: KeptText[] = [];
  const keep = (text: Omit<KeptText, "id" | "sentAt">) => {
    const stored: KeptText = { id: randomUUID(), sentAt: new Date().toISOString(), ...text };
    texts.push(stored);
    return stored;
  };
  return {
    kind: "mailbox",
    from: DEV_TEXT_FROM,
    texts,
    send: async ({ to, body }) => ({ status: "sent", id: keep({ direction: "out", to, from: DEV_TEXT_FROM, body }).id }),
    list: async () => [...texts].reverse(),
    receive: async ({ from, body }) => keep({ direction: "in", to: DEV_TEXT_FROM, from, body }),
  };
}

/** Production without Twilio: nothing leaves; every send is refused as such. */
export const TEXTS_OFF: TextProvider = {
  kind: "off",
  from: null,
  send: async () => ({ status: "failed", kind: "refused", error: "texts are not configured" }),
};

/** What the server sends texts with, from its settings (runtime.ts). */
export async function createTextProvider(
  env: { production: boolean; twilio: Omit<TwilioOptions, "apiBaseUrl" | "timeoutMs"> | null },
  textboxFile: string,
): Promise<TextProvider> {
  if (env.twilio) return twilioTextProvider(env.twilio);
  if (env.production) {
    logger.warn("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set: text messages are off");
    return TEXTS_OFF;
  }
  return fileTextbox(textboxFile);
}
