import { randomUUID } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import nodemailer from "nodemailer";

export interface Email {
  to: string;
  subject: string;
  text: string;
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

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
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
