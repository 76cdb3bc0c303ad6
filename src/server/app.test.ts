import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authUsers } from "./db/schema/auth";
import { baselineServerOptions } from "./lib/response-baseline";
import { profiles } from "./db/schema/people";
import { parseSetCookie } from "./test/cookie-jar";
import { createTestApp, uniqueEmail, type TestAccount } from "./test/harness";

const t = await createTestApp();
afterAll(() => t.close());

async function fullNameOf(account: TestAccount) {
  const [row] = await t.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, account.userId));
  return row?.fullName;
}

async function usersWithEmail(email: string) {
  const [row] = await t.db.select({ n: count() }).from(authUsers).where(eq(authUsers.email, email));
  return row?.n;
}

const signUpBody = (email: string) => ({ name: "Cross Site", email, password: "secret-123", role: "client" });

describe("cross-site requests", () => {
  it.each([
    ["without an Origin", null],
    ["from a foreign Origin", "https://evil.example"],
    ["from a look-alike Origin", "http://localhost:3000.evil.example"],
  ])("refuses a mutation %s with 403 and changes nothing", async (_label, origin) => {
    const account = await t.createAccount({ role: "client", fullName: "Unchanged" });
    // Raw requests: a foreign or missing Origin, oversized or malformed bodies and made-up paths are what the typed client cannot send; Better Auth's routes are outside the typed API.
    const patch = await account.browser.request("/api/profile", { method: "PATCH", origin, json: { fullName: "Hijacked", phone: "" } });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toEqual({ error: { code: "BAD_ORIGIN", message: "This request must come from the Tidyline site." } });
    expect(await fullNameOf(account)).toBe("Unchanged");

    const email = uniqueEmail("csrf");
    expect((await t.request("/api/auth/sign-up/email", { origin, json: signUpBody(email) })).status).toBe(403);
    expect(await usersWithEmail(email)).toBe(0);

    expect((await account.browser.request("/api/auth/sign-out", { origin, json: {} })).status).toBe(403);
    expect(await account.browser.viewer()).not.toBeNull();
  });

  it("accepts our own origin on either local name", async () => {
    const account = await t.createAccount({ role: "client" });
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      const response = await account.browser.request("/api/profile", {
        method: "PATCH",
        origin,
        json: { fullName: `Via ${origin}`, phone: "" },
      });
      expect(response.status).toBe(200);
    }
  });

  it.each([
    ["text/plain", (email: string) => JSON.stringify(signUpBody(email))],
    ["application/x-www-form-urlencoded", (email: string) => new URLSearchParams(signUpBody(email)).toString()],
  ])("refuses a %s body (what a cross-site form can send) with 415, storing nothing", async (type, bodyFor) => {
    const email = uniqueEmail("form");
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": type },
      body: bodyFor(email),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the request body as JSON." } });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("in production accepts only the PUBLIC_URL origin", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production" }, database: t.database });
    try {
      const account = await prod.createAccount({ role: "client", fullName: "Unchanged" });
      const response = await account.browser.api.profile.$patch(
        { json: { fullName: "Other", phone: "" } },
        { headers: { origin: "http://127.0.0.1:3000" } },
      );
      expect(response.status).toBe(403);
      expect(await fullNameOf(account)).toBe("Unchanged");
    } finally {
      await prod.close();
    }
  });
});

describe("request bodies", () => {
  const oversized = JSON.stringify({ fullName: "x".repeat(1024 * 1024), phone: "" });

  it("refuses a body over 1 MB with 413", async () => {
    const account = await t.createAccount({ role: "client", fullName: "Unchanged" });
    const response = await account.browser.request("/api/profile", { method: "PATCH", body: oversized });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." } });
    expect(await fullNameOf(account)).toBe("Unchanged");
  });

  it("refuses an oversized chunked body (no Content-Length) with 413 too", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ ...signUpBody(uniqueEmail("big")), name: "y".repeat(1024 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  it("answers malformed JSON with a 400 JSON error", async () => {
    const account = await t.createAccount({ role: "client" });
    const response = await account.browser.request("/api/profile", { method: "PATCH", body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });
});

describe("responses", () => {
  it.each(["/api/health", "/api/nope", "/livez"])("carry the security headers (%s)", async (path) => {
    const response = await t.request(path);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBeNull(); // HTTPS only in production
  });

  it("carry the same baseline headers when Node serves them (request id, no-store, security headers)", async () => {
    const serverOptions = baselineServerOptions({ production: t.env.production });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions }) as Server;
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const baseline = (headers: Headers) =>
      Object.fromEntries(
        [...headers].filter(
          ([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding", "x-request-id"].includes(name),
        ),
      );
    try {
      // A browser asks for gzip; a balancer's probe or an API client for no encoding (identity).
      for (const [path, encoding, method] of ["/livez", "/api/health", "/api/nope", "/api/me"].flatMap((path) => [
        [path, "gzip", "GET"] as const,
        [path, "identity", "GET"] as const,
        [path, "identity", "HEAD"] as const,
      ])) {
        const init = { method, headers: { "Accept-Encoding": encoding } };
        const [served, inProcess] = [await fetch(`${base}${path}`, init), await t.request(path, init)];
        const label = `${method} ${path} ${encoding}`;
        expect(served.status, label).toBe(inProcess.status);
        expect(baseline(served.headers), label).toEqual(baseline(inProcess.headers));
        expect(served.headers.get("vary"), label).toBe(method === "GET" ? "Accept-Encoding" : null);
        expect(served.headers.get("x-request-id"), label).toMatch(/^[\w-]{8,}$/);
        expect(served.headers.get("content-security-policy"), label).toContain("frame-ancestors 'none'");
      }
      const given = await fetch(`${base}/livez`, { headers: { "X-Request-Id": "balancer-id-42" } });
      expect(given.headers.get("x-request-id")).toBe("balancer-id-42");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["DELETE", "/api/profile"],
  ])("answers %s %s (no such route) with a 404 JSON error", async (method, path) => {
    const response = await t.request(path, { method, json: method === "GET" ? undefined : {} });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and not Secure outside production", async () => {
    const account = await t.createAccount({ role: "client" });
    const response = await t.browser().signIn(account.email, account.password);
    const session = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((cookie) => cookie.name === "better-auth.session_token");
    expect(session).toBeDefined();
    expect(session?.attributes.has("httponly")).toBe(true);
    expect(session?.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(session?.attributes.has("secure")).toBe(false);
  });

  it("is also Secure (with the __Secure- prefix) in production, where HSTS is sent", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production" }, database: t.database });
    try {
      const account = await prod.createAccount({ role: "client" });
      const response = await prod.browser().signIn(account.email, account.password);
      const session = response.headers
        .getSetCookie()
        .map(parseSetCookie)
        .find((cookie) => cookie.name === "__Secure-better-auth.session_token");
      expect(session?.attributes.has("httponly")).toBe(true);
      expect(session?.attributes.get("samesite")?.toLowerCase()).toBe("lax");
      expect(session?.attributes.has("secure")).toBe(true);
      expect(await account.browser.viewer()).toMatchObject({ email: account.email });
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await prod.close();
    }
  });
});
