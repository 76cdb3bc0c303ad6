// A fault the server did not expect is answered with spec 8's generic text and the request's id,
// never its own words; the id is the response's X-Request-Id and is in the fault's log line.
import { afterAll, describe, expect, it, vi } from "vitest";
import { FAULT_MESSAGE } from "../shared/domain/error-codes";
import { localStorage } from "./lib/storage";
import { createTestApp } from "./test/harness";
import { clientWithUnit, insertCleaner, insertJob } from "./test/fixtures";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const working = localStorage(mkdtempSync(join(tmpdir(), "tidyline-request-id-")));
const SECRET = "disk /srv/uploads is full (errno 28)";
const t = await createTestApp({
  storage: { ...working, put: () => Promise.reject(new Error(SECRET)) },
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("request ids", () => {
  it("are on every answer", async () => {
    for (const path of ["/livez", "/api/health", "/api/nope"]) {
      // Raw requests: paths outside the typed API (/livez, a made-up one) and a photo's exact multipart bytes.
      const response = await t.request(path);
      expect(response.headers.get("x-request-id"), path).toMatch(/^[\w-]{8,}$/);
    }
    const [first, second] = await Promise.all([t.request("/livez"), t.request("/livez")]);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("name an unexpected fault, whose own words stay on the server", async () => {
    const client = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    const job = await insertJob(t.db, { clientId: client.clientId, status: "In Progress", cleanerId: cleaner.cleanerId });
    const form = new FormData();
    form.append("type", "photo_before");
    form.append("file", new File([PNG], "kitchen.png", { type: "image/png" }));
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const body = new Uint8Array(await encoded.arrayBuffer());

    const logged: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "error";
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((line) => Boolean(logged.push(String(line))));
    const response = await cleaner.account.browser.request(`/api/cleaner/assignments/${job.jobId}/photos`, {
      method: "POST",
      body,
      headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) },
    });

    stderr.mockRestore();
    process.env.LOG_LEVEL = level;

    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    expect(await response.json()).toEqual({ error: { code: "INTERNAL", message: FAULT_MESSAGE, requestId } });
    const line = logged.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ level: "error", message: "unhandled error" });
    expect(String(line?.error)).toContain(SECRET);
  });
});
