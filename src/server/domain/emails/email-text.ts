// decision 028: what people typed (names, addresses, notes) goes into emails as plain text on one
// line. A line break in a name cannot start a header or a fake paragraph ("Reset your password
// here: ..."), and a subject stays short enough to read. One helper for every email builder.
import { oneLine } from "../../lib/one-line";

/** A subject's piece of user text is at most this many characters. */
export const SUBJECT_TEXT_MAX = 80;

/** User text for an email body: control characters and line breaks become one space; trimmed. */
export function emailText(value: string | null | undefined): string {
  return oneLine(value);
}

/** User text for a subject: as emailText, then shortened to SUBJECT_TEXT_MAX characters (with "…"). */
export function subjectText(value: string | null | undefined, max = SUBJECT_TEXT_MAX): string {
  const text = emailText(value);
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** What an email builder gives its sender: the sender adds who it goes to and its outbox key. */
export interface EmailContent {
  subject: string;
  text: string;
}
