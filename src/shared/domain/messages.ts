// spec 2 Messages: who a bubble is from, as each reader sees it.
import type { MESSAGE_SENDER_TYPES } from "./statuses";

export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

/** spec 2: an admin writing in a thread is "Support" to everyone. */
export const SUPPORT_LABEL = "Support";

/**
 * spec 2: the bubble's label. Your own messages are "You"; an admin's are "Support"; the client's
 * or the cleaner's carry their name.
 */
export function senderLabel(
  message: { senderId: string; senderType: MessageSenderType; senderName: string | null },
  viewerId: string,
): string {
  if (message.senderId === viewerId) return "You";
  if (message.senderType === "admin") return SUPPORT_LABEL;
  return message.senderName ?? (message.senderType === "client" ? "Client" : "Cleaner");
}
