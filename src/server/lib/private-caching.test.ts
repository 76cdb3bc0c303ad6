import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness";
import { privateApiResponses } from "./private-caching";

const t = await createTestApp();
afterAll(() => t.close());

describe("private API responses (docs/decisions/016)", () => {
  it("keeps every client JSON answer out of the browser's cache, errors included", async () => {
    const account = await t.createAccount({ role: "client" });
    const answers = [
      await account.browser.api.client.account.$get(),
      await account.browser.api.client.payments.$get({ query: {} }),
      await account.browser.api.client.units.$post({ json: { label: "Loft", fullAddress: "1 Main St, Boston, MA" } }),
      await t.api.client.account.$get(),
    ];
    expect(answers.map((response) => [response.status, response.headers.get("cache-control")])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [201, "no-store"],
      [401, "no-store"],
    ]);
  });

  it("empties the site's browser cache on sign-out, and only then", async () => {
    const account = await t.createAccount({ role: "client" });
    const me = await account.browser.api.me.$get();
    expect(me.headers.get("clear-site-data")).toBeNull();
    // Raw: Better Auth's routes (/api/auth) are outside the typed API; the small apps below are the test's own.
    const signOut = await account.browser.request("/api/auth/sign-out", { json: {} });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get("clear-site-data")).toBe('"cache"');
  });

  it("leaves a route's own caching, and answers that are not JSON, as they are", async () => {
    const app = new Hono()
      .use("/api/*", privateApiResponses)
      .get("/api/own", (c) => c.json({}, 200, { "Cache-Control": "private, max-age=60" }))
      .get("/api/text", (c) => c.text("ok"));
    expect((await app.request("/api/own")).headers.get("cache-control")).toBe("private, max-age=60");
    expect((await app.request("/api/text")).headers.get("cache-control")).toBeNull();
  });
});
