import { afterAll, describe, expect, it } from "vitest";
import type { Storage } from "../../lib/storage";
import { createTestApp } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports healthy with all four checks passing", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "healthy",
      checks: { database: true, auth: true, storage: true, functions: true },
    });
  });

  it("reports unhealthy, naming storage, when files cannot be written", async () => {
    const brokenStorage: Storage = {
      put: () => Promise.reject(new Error("disk full")),
      get: () => Promise.reject(new Error("disk full")),
      remove: () => Promise.resolve(),
    };
    const broken = await createTestApp({ storage: brokenStorage, database: t.database });
    try {
      expect(await (await broken.request("/api/health")).json()).toEqual({
        status: "unhealthy",
        checks: { database: true, auth: true, storage: false, functions: true },
      });
    } finally {
      await broken.close();
    }
  });

  it("reports storage as failing when it reads back something else", async () => {
    const files = new Map<string, string>();
    const lyingStorage: Storage = {
      put: async (key) => void files.set(key, "something else"),
      get: async (key) => Buffer.from(files.get(key) ?? ""),
      remove: async (key) => void files.delete(key),
    };
    const lying = await createTestApp({ storage: lyingStorage, database: t.database });
    try {
      const report = (await (await lying.request("/api/health")).json()) as { status: string; checks: { storage: boolean } };
      expect(report.status).toBe("unhealthy");
      expect(report.checks.storage).toBe(false);
      expect(files.size).toBe(0); // the probe file is removed even when the check fails
    } finally {
      await lying.close();
    }
  });
});

describe("probes", () => {
  it("answers /livez and /readyz with 200 while serving", async () => {
    expect((await t.request("/livez")).status).toBe(200);
    const ready = await t.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe("ready");
  });

  it("answers /readyz with 503 once the process is shutting down, while /livez stays 200", async () => {
    let ready = true;
    const app = await createTestApp({ database: t.database, isReady: () => ready });
    try {
      expect((await app.request("/readyz")).status).toBe(200);
      ready = false;
      expect((await app.request("/readyz")).status).toBe(503);
      expect((await app.request("/livez")).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
