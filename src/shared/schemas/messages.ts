import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "../domain/cleaner";

/** spec 5: a message's texts; the composer and the server say the same words. */
export const messageTexts = {
  blank: "Please type a message.",
  tooLong: `Please keep messages under ${MESSAGE_MAX_LENGTH} characters.`,
} as const;

/** spec 5: empty or whitespace-only text is refused; what is stored is trimmed. */
export const sendMessageSchema = z.object({
  content: z.string({ error: messageTexts.blank }).trim().min(1, messageTexts.blank).max(MESSAGE_MAX_LENGTH, messageTexts.tooLong),
});

export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;
