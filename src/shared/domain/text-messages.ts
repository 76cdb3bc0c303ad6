// docs/decisions/070: text messages. A number is verified with a code before any text goes to it; a
// reply of STOP turns texts off for it until START. The words people read, on the screen and on
// their phone, and the rules both sides apply, are here once.
import { TEXT_SEGMENT } from "./notifications";

/** A text kept instead of sent (outside production without Twilio), as /dev/mailbox lists it. */
export interface KeptText {
  id: string;
  /** out: sent by us; in: a reply typed in /dev/mailbox. */
  direction: "out" | "in";
  to: string;
  from: string;
  body: string;
  sentAt: string;
}

/** A code is 6 digits, good for 10 minutes and 5 tries (issue 41). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_TRIES = 5;

/** Codes a person may ask for, per number and per account, shared by every server (the database's counters). */
export const PHONE_CODE_LIMITS = [
  { name: "10m", window: 10 * 60, max: 3 },
  { name: "day", window: 24 * 60 * 60, max: 10 },
] as const;

/**
 * Twilio's own opt-out and opt-in keywords (it stops and starts delivery on them by itself): the
 * whole reply, any case, spaces around it ignored.
 */
export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"] as const;
export const START_WORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_WORDS = ["HELP", "INFO"] as const;

export type TextKeyword = "stop" | "start" | "help";

export function keywordOf(body: string): TextKeyword | null {
  const word = body.trim().toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if ((START_WORDS as readonly string[]).includes(word)) return "start";
  if ((HELP_WORDS as readonly string[]).includes(word)) return "help";
  return null;
}

/**
 * A phone number as E.164 ("+14155550123"), or null when it is not one. US and Canadian numbers
 * (+1, the North American plan) are checked fully and may be written without +1; another country's
 * number must start with + and its country code.
 */
export function parsePhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+");
  let national: string;
  if (international) {
    if (!digits.startsWith("1")) return /^[2-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
    national = digits.slice(1);
  } else if (digits.length === 11 && digits.startsWith("1")) national = digits.slice(1);
  else national = digits;
  // The North American plan: area code and exchange each start with 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

/** "+14155550123" as "(415) 555-0123"; another country's number as it is. */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

export const phoneTextWords = {
  invalidNumber: "Enter a US phone number, such as (415) 555-0123, or another country's with + and its code.",
  codeShape: `Enter the ${PHONE_CODE_LENGTH}-digit code from the text.`,
  noNumber: "Add your phone number first.",
  alreadyVerified: "This number is already verified.",
  unavailable: "Text messages are not available on this server.",
  stopped: (from: string) => `You replied STOP, so texts are off. Reply START to ${formatPhoneNumber(from)} to turn them back on.`,
  wrongCode: (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
  triesUsedUp: "That code is not right, and it cannot be tried again. Send a new code.",
  codeExpired: "That code has expired or been used up. Send a new code.",
  noCode: "Send a code to your phone first.",
  tooManyCodes: (retryAfterSeconds: number) =>
    `You have asked for several codes. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} min.`,
  cannotText: "That number cannot receive text messages. Check it, or use another.",
  sendFailed: "The text could not be sent just now. Please try again in a minute.",
} as const;

/** The code's own text: one segment, with the origin-bound line a browser's one-time-code autofill reads (WebOTP). */
export function codeText(code: string, host: string): string {
  return `Your Tidyline code is ${code}. It expires in 10 minutes.\n\n@${host} #${code}`;
}

/** What a HELP (or INFO) reply gets back. */
export const HELP_REPLY = "Tidyline: job updates and reminders. Reply STOP to stop texts, START to resume. Change them in your profile.";

const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
};

/**
 * A text and its link within one GSM-7 segment where it can (issue 41): typographic quotes and
 * dashes are made plain (one of them would halve the segment), and the words, not the link, are cut.
 */
export function fitTextSegment(words: string, link: string): string {
  const plain = words.replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u2026]/g, (char) => TYPOGRAPHIC[char] ?? char).trim();
  const room = TEXT_SEGMENT - link.length - 1;
  if (plain.length <= room) return `${plain} ${link}`;
  if (room < 20) return `${plain} ${link}`;
  return `${plain.slice(0, room - 3).trimEnd()}... ${link}`;
}
