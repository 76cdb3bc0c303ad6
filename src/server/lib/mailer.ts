import { randomUUID } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import nodemailer from "nodemailer";

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Reply-To (nodemailer `replyTo`): a reply reaches someone who reads it, not MAIL_FROM. */
  replyTo?: string;
}

export interface StoredEmail extends Email {
  id: string;
  sentAt: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /** Present only on the local mailbox (no SMTP_URL, outside production). */
  list?(): Promise<StoredEmail[]>;
}

export interface SmtpTimeouts {
  /** To open the connection (DNS included), to receive the server's greeting, of silence mid-talk. */
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
  /** The whole send: a server that answers, slowly, forever, is cut off too. */
  sendTimeoutMs: number;
}

/**
 * A hung SMTP server fails the send within 20 s instead of holding the outbox's run for
 * nodemailer's defaults (2 and 10 minutes): well inside a claimed email's 45 s lease
 * (features/notifications/delivery.ts, docs/decisions/037), so no other server takes over an email
 * this one is still sending. Query parameters of SMTP_URL (e.g. `?socketTimeout=15000`) still
 * override the first three; the whole-send bound holds whatever they say.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
  sendTimeoutMs: 20_000,
};

export function smtpMailer(smtpUrl: string, from: string, { sendTimeoutMs, ...timeouts }: SmtpTimeouts = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, dnsTimeout: timeouts.connectionTimeout, ...timeouts });
  return {
    async send(email) {
      // nodemailer 10.5+ closes the connection when the signal aborts (@types/nodemailer does not list it yet).
      const message = { from, ...email, signal: AbortSignal.timeout(sendTimeoutMs) };
      await transport.sendMail(message);
    },
  };
}

/** Keeps every email in a JSON-lines file so /dev/mailbox can list them after a restart. */
export function fileMailbox(file: string): Mailer {
  return {
    async send(email) {
      await mkdir(dirname(file), { recursive: true });
      const stored: StoredEmail = { id: randomUUID(), sentAt: new Date().toISOString(), ...email };
      await appendFile(file, `${JSON.stringify(stored)}\n`);
    },
    async list() {
      const content = await readFile(file, "utf8").catch(() => "");
      return content
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as StoredEmail)
        .reverse();
    },
  };
}

/** For tests: keeps mail in memory. */
export function memoryMailbox(): Mailer & { sent: StoredEmail[]; list(): Promise<StoredEmail[]> } {
  const sent: StoredEmail[] = [];
  return {
    sent,
    async send(email) {
      sent.push({ id: randomUUID(), sentAt: new Date().toISOString(), ...email });
    },
    async list() {
      return [...sent].reverse();
    },
  };
}
