// Tests' own Twilio: a local HTTP server answering the Messages API as Twilio does (docs/decisions/070),
// and Twilio's webhook signature computed here, from Twilio's published rule, not by the SDK under test.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { twilioTextProvider, type TextProvider } from "../lib/text-provider";

export const TWILIO_TEST_SETTINGS = {
  TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
  TWILIO_AUTH_TOKEN: "tidylinetesttoken0123456789abcde",
  TWILIO_FROM: "+15005550006",
};

export interface FakeTwilioRequest {
  method: string;
  path: string;
  authorization: string;
  form: Record<string, string>;
}

/** What the next message create answers: 201 with a sid, or a Twilio error. */
export type FakeAnswer = { status: 201 } | { status: number; code?: number; message?: string };

export interface FakeTwilio {
  url: string;
  requests: FakeTwilioRequest[];
  /** Answers for the next creates, in order; then 201. */
  answers: FakeAnswer[];
  provider: TextProvider;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: FakeTwilioRequest[] = [];
  const answers: FakeAnswer[] = [];
  let counter = 0;
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const answer = answers.shift() ?? { status: 201 };
      response.setHeader("content-type", "application/json");
      response.statusCode = answer.status;
      if (answer.status === 201) {
        counter += 1;
        const form = Object.fromEntries(new URLSearchParams(raw));
        response.end(
          JSON.stringify({
            sid: `SM${String(counter).padStart(32, "0")}`,
            status: "queued",
            to: form.To,
            from: form.From,
            body: form.Body,
          }),
        );
      } else {
        const { code, message = "refused" } = answer as { code?: number; message?: string };
        response.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status: answer.status }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = await twilioTextProvider({
    accountSid: TWILIO_TEST_SETTINGS.TWILIO_ACCOUNT_SID,
    authToken: TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN,
    from: TWILIO_TEST_SETTINGS.TWILIO_FROM,
    apiBaseUrl: url,
    timeoutMs: 2_000,
  });
  return {
    url,
    requests,
    answers,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** X-Twilio-Signature: base64 HMAC-SHA1, keyed by the auth token, of the URL and the sorted form's names and values. */
export function twilioSignature(authToken: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((text, key) => text + key + form[key], url);
  return createHmac("sha1", authToken).update(data).digest("base64");
}
