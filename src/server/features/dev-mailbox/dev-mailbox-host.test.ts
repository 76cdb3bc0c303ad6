import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { serveClient } from "../../lib/static-files";
import { createTestApp } from "../../test/harness";

/**
 * docs/decisions/016: the mailbox holds reset links. A page elsewhere that rebinds its own name
 * to 127.0.0.1 reaches this server with its own name as Host: it must find nothing there.
 */
const t = await createTestApp();
const built = await mkdtemp(join(tmpdir(), "tidyline-client-"));
await writeFile(
  join(built, "index.html"),
  '<!doctype html><html><head><title>Tidyline</title></head><body><div id="root"></div></body></html>',
);
await t.signUp(); // there is mail to find
afterAll(async () => {
  await t.close();
  await rm(built, { recursive: true, force: true });
});

const LOOPBACK = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost"];
const ELSEWHERE = ["http://rebound.example", "http://192.168.1.20:3000", "http://localhost.rebound.example:3000"];

describe("GET /api/dev/mailbox by the Host it was addressed to", () => {
  it.each(LOOPBACK)("answers a request addressed to %s", async (origin) => {
    // Raw requests: each is sent to a full URL on another host, which the typed client's fixed origin cannot do.
    const response = await t.request(`${origin}/api/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("emails");
  });

  it.each(ELSEWHERE)("answers 404 to a request addressed to %s", async (origin) => {
    const response = await t.request(`${origin}/api/dev/mailbox`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });
});

describe("the /dev/mailbox page by the Host it was addressed to", () => {
  const pages = new Hono();
  serveClient(pages, "http://localhost:3000", built);

  it.each(LOOPBACK)("is served to a request addressed to %s", async (origin) => {
    const response = await pages.request(`${origin}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it.each(ELSEWHERE.flatMap((origin) => [`${origin}/dev/mailbox`, `${origin}/DEV/Mailbox/`]))("answers 404 to %s", async (url) => {
    const response = await pages.request(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("root");
  });

  it("serves the other pages whatever the Host", async () => {
    expect((await pages.request("http://rebound.example/signin")).status).toBe(200);
  });
});
