// docs/decisions/070: a notification's text leaves here, called by the send runner
// (features/notifications/send-delivery.ts) once per send, outside any transaction.
import { fitTextSegment } from "../../../shared/domain/text-messages";
import type { TextProvider } from "../../lib/text-provider";
import type { ChannelSender } from "./channel-sender";
import { stopTextsTo, textableNumber } from "./phone-numbers";

/**
 * To the person's verified number that has not replied STOP, else skipped. The words carry first
 * names, times and a link only (the notices' own words, docs/decisions/068), and with the absolute
 * link fit one segment where they can.
 */
export function createTextSender({ provider, publicUrl }: { provider: TextProvider; publicUrl: string }): ChannelSender {
  return {
    async send(db, message, now) {
      if (provider.kind === "off") return { status: "skipped", reason: "texts are not configured" };
      const number = await textableNumber(db, message.userId);
      if ("reason" in number) return { status: "skipped", reason: number.reason };
      const link = /^https?:\/\//.test(message.link)
        ? message.link
        : `${publicUrl}${message.link.startsWith("/") ? "" : "/"}${message.link}`;
      const result = await provider.send({ to: number.e164, body: fitTextSegment(message.text, link) });
      if (result.status === "sent") return { status: "sent" };
      switch (result.kind) {
        case "retry":
          return { status: "retry", error: result.error, retryAfterMs: result.retryAfterMs };
        case "unsubscribed":
          // Twilio knows of a STOP we missed (a webhook lost, or sent before it was set up): the screen shows it now.
          await stopTextsTo(db, number.e164, now);
          return { status: "skipped", reason: "replied STOP" };
        case "invalidNumber":
          return { status: "skipped", reason: `number cannot receive texts: ${result.error}` };
        case "refused":
          return { status: "skipped", reason: `refused: ${result.error}` };
      }
    },
  };
}
