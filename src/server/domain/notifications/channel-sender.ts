// docs/decisions/068: a push or a text leaves through its channel's sender, called by the send runner
// (features/notifications/send-delivery.ts) outside any transaction, once per send.
import type { SendChannel } from "../../../shared/domain/notifications";
import type { Database } from "../../db/client";

/** What leaves: a merged send carries the summary ("3 changes to …") as its body. */
export interface OutgoingSend {
  sendId: string;
  userId: string;
  channel: SendChannel;
  title: string;
  body: string;
  /** A path in the app; the sender makes it absolute where it must (a text). */
  link: string;
  /** The text message: one segment where it can (TEXT_SEGMENT). */
  text: string;
}

export type SendOutcome =
  | { status: "sent" }
  /** Nothing to send it to (no device left, no verified number, STOP): settled, not retried. */
  | { status: "skipped"; reason: string }
  | { status: "retry"; error: string; retryAfterMs?: number };

export interface ChannelSender {
  send(db: Database, message: OutgoingSend, now: Date): Promise<SendOutcome>;
}

/** A channel with no way out configured: every send is settled as skipped, with the reason. */
export function unavailableSender(reason: string): ChannelSender {
  return { send: async () => ({ status: "skipped", reason }) };
}
