import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

export type Role = "admin" | "client" | "cleaner";

/** The demo accounts DEMO_DATA=on loads into the fresh database (src/server/seed/demo-data.ts). */
export const DEMO_PASSWORD = "tidyline-demo";
export const DEMO = {
  admin: { email: "admin@tidyline.test", fullName: "Morgan Reyes" },
  client: { email: "client@tidyline.test", fullName: "Jordan Blake" },
  cleaner: { email: "cleaner@tidyline.test", fullName: "Sam Rivera" },
} as const satisfies Record<Role, { email: string; fullName: string }>;

export const DASHBOARD: Record<Role, string> = {
  admin: "/admin/dashboard",
  client: "/client/dashboard",
  cleaner: "/cleaner/dashboard",
};

function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error("E2E_RUN_DIR is not set: run the journeys through playwright.config.ts");
  return dir;
}

/**
 * A signed-in session of a demo account, made once per run by global-setup.ts. Sign-in is rate
 * limited per IP (20 a minute), so tests that only need "someone signed in" reuse these.
 * Never sign out with one: that would end the session for every test sharing it.
 */
export function storageStateOf(role: Role): string {
  return join(runDir(), "auth", `${role}.json`);
}

/** An address no other test uses, so journeys stay independent and repeatable. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@tidyline.test`;
}

// Our API accepts mutations only from its own origin (server/lib/http-guards.ts), as a browser sends.
const originHeader = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/**
 * A journey's set-up signs its person in from their own address (the run's trusted proxy reads
 * X-Forwarded-For), as createVerifiedAccount signs them up: the per-address limit counts every
 * sign-in attempt (20 a minute, decision 017), and the journeys' own sign-ins through the screens
 * all come from 127.0.0.1; with the set-up's added, a quick run went past it.
 */
export async function signInViaApi(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const headers = { ...originHeader(baseURL), "X-Forwarded-For": visitorAddress() };
  const response = await request.post("/api/auth/sign-in/email", { data: { email, password }, headers });
  expect(response.status(), `sign in ${email}: ${await response.text()}`).toBe(200);
}

interface StoredEmail {
  to: string;
  subject: string;
  text: string;
}

/** The link in the newest email to `to` whose subject matches, read from the local mailbox API. */
export async function newestMailLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get("/api/dev/mailbox");
    expect(response.ok()).toBe(true);
    const { emails } = (await response.json()) as { emails: StoredEmail[] };
    const email = emails.find((candidate) => candidate.to === to && subject.test(candidate.subject));
    link = email?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link, `an email to ${to} with a link`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link as string;
}

/** An address in 198.18.0.0/15 (set aside for tests, RFC 2544), a new one each call. */
const visitorAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * A fresh account, signed up and verified through the API: the setup of journeys that are about
 * something else (the sign-up journey itself goes through the screens).
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  {
    role = "client",
    label,
    fullName = "Casey Fresh",
    password = "first-password-1",
  }: { role?: "client" | "cleaner"; label: string; fullName?: string; password?: string },
) {
  const email = uniqueEmail(label);
  // Each fresh account is another person, arriving from an address of their own through the
  // run's trusted proxy (playwright.config.ts: TRUST_PROXY), so the per-address limits on sign-up
  // and verification (decision 017) count them as the many people they are, not as one network.
  const headers = { ...originHeader(baseURL), "X-Forwarded-For": visitorAddress() };
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { name: fullName, email, password, role },
    headers,
  });
  expect(signUp.status(), `sign up ${email}: ${await signUp.text()}`).toBe(200);
  // As /verify-email does when its button is pressed: opening the link alone verifies nothing.
  const verifyLink = new URL(await newestMailLink(request, email, /verify/i));
  expect(verifyLink.pathname).toBe("/verify-email");
  const verify = await request.post("/api/email-verification", {
    data: { token: verifyLink.searchParams.get("token") },
    headers,
  });
  expect(verify.status(), `verify ${email}: ${await verify.text()}`).toBe(200);
  return { email, password, fullName, role };
}

/**
 * A fresh client, signed in on `request`, with one unit added through the API (its zone follows
 * `fullAddress`, decision 064): the setup of the calendar journeys.
 */
export async function createClientWithUnit(
  request: APIRequestContext,
  baseURL: string,
  { label, fullName, unit }: { label: string; fullName: string; unit: { label: string; fullAddress: string } },
) {
  const account = await createVerifiedAccount(request, baseURL, { label, fullName });
  await signInViaApi(request, baseURL, account.email, account.password);
  const response = await request.post("/api/client/units", { data: unit, headers: originHeader(baseURL) });
  expect(response.status()).toBe(201);
  const { unit: created } = (await response.json()) as { unit: { unitId: string } };
  return { account, unitId: created.unitId };
}
