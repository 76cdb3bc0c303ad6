// spec 2 Settings: Environment Configuration, a production checklist computed from the settings
// (env.ts). Only whether each is right and why goes to the browser: never a secret, a password or
// a connection string.
import type { Env } from "../../env";
import { isLoopbackHost } from "../../lib/loopback";

export interface ChecklistItem {
  key: "postgresql" | "smtp" | "secureCookies" | "publicUrlHttps" | "authSecret";
  label: string;
  passed: boolean;
  /** One line: what is set, and what that means. */
  detail: string;
}

export interface EnvironmentReport {
  /** spec 2: the database label differs when the host is local. */
  database: { label: string; local: boolean };
  checklist: ChecklistItem[];
}

/** Where DATABASE_URL points: this machine (a loopback name, or a socket: no host) or another. */
function databaseIsLocal(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "" || isLoopbackHost(host);
  } catch {
    return false;
  }
}

function databaseOf(env: Env): EnvironmentReport["database"] {
  if (!env.DATABASE_URL) return { label: "Embedded PGlite (local)", local: true };
  const local = databaseIsLocal(env.DATABASE_URL);
  return { label: local ? "PostgreSQL (local host)" : "PostgreSQL", local };
}

export function environmentReport(env: Env): EnvironmentReport {
  const database = databaseOf(env);
  const https = env.publicUrl.startsWith("https://");
  const checklist: ChecklistItem[] = [
    {
      key: "postgresql",
      label: "PostgreSQL database",
      passed: Boolean(env.DATABASE_URL),
      detail: env.DATABASE_URL
        ? `DATABASE_URL points at PostgreSQL ${database.local ? "on this machine" : "on its own host"}.`
        : "DATABASE_URL is not set: the embedded PGlite database in DATA_DIR serves one server only.",
    },
    {
      key: "smtp",
      label: "Email (SMTP)",
      passed: Boolean(env.SMTP_URL),
      detail: env.SMTP_URL
        ? "SMTP_URL is set: emails go out through the mail server."
        : "SMTP_URL is not set: emails are only kept in DATA_DIR/mailbox.jsonl, nobody receives them.",
    },
    {
      key: "secureCookies",
      label: "Secure cookies",
      passed: env.production,
      detail: env.production
        ? "NODE_ENV is production: session cookies are Secure (sent over HTTPS only)."
        : `NODE_ENV is ${env.NODE_ENV}: session cookies are not marked Secure.`,
    },
    {
      key: "publicUrlHttps",
      label: "PUBLIC_URL uses HTTPS",
      passed: https,
      detail: https
        ? `PUBLIC_URL is ${env.publicUrl}.`
        : `PUBLIC_URL is ${env.publicUrl}: links in emails and sign-in need an https:// address.`,
    },
    {
      key: "authSecret",
      label: "AUTH_SECRET set",
      passed: Boolean(env.AUTH_SECRET),
      detail: env.AUTH_SECRET
        ? "AUTH_SECRET is set (its value is never shown)."
        : "AUTH_SECRET is not set: the secret generated in DATA_DIR is used, which other servers do not share.",
    },
  ];
  return { database, checklist };
}
