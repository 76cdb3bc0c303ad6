import { afterAll, describe, expect, it, vi } from "vitest";
import type { Storage } from "../../lib/storage";
import { createTestApp } from "../../test/harness";
import { HEALTH_CACHE_MS } from "./health.routes";

const t = await createTestApp();
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports healthy with all four checks passing", async () => {
    const response = await t.api.health.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "healthy",
      checks: { database: true, auth: true, storage: true, functions: true },
    });
  });

  it("reports unhealthy with 503, naming storage, when files cannot be written", async () => {
    const brokenStorage: Storage = {
      put: () => Promise.reject(new Error("disk full")),
      get: () => Promise.reject(new Error("disk full")),
      read: () => Promise.reject(new Error("disk full")),
      remove: () => Promise.resolve(),
    };
    const broken = await createTestApp({ storage: brokenStorage, database: t.database });
    try {
      const response = await broken.api.health.$get();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
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
      read: () => Promise.reject(new Error("the health check does not stream")),
      remove: async (key) => void files.delete(key),
    };
    const lying = await createTestApp({ storage: lyingStorage, database: t.database });
    try {
      const report = (await (await lying.api.health.$get()).json()) as { status: string; checks: { storage: boolean } };
      expect(report.status).toBe("unhealthy");
      expect(report.checks.storage).toBe(false);
      expect(files.size).toBe(0); // the probe file is removed even when the check fails
    } finally {
      await lying.close();
    }
  });
});

describe("GET /api/health under a flood of calls", () => {
  it("runs its checks once for every call within the cache time, and again after it", async () => {
    const files = new Map<string, string>();
    let roundTrips = 0;
    const countingStorage: Storage = {
      put: async (key, data) => {
        roundTrips += 1;
        files.set(key, data as string); // the health check writes text
      },
      get: async (key) => Buffer.from(files.get(key) ?? ""),
      read: () => Promise.reject(new Error("the health check does not stream")),
      remove: async (key) => void files.delete(key),
    };
    const app = await createTestApp({ storage: countingStorage, database: t.database });
    try {
      const together = await Promise.all(Array.from({ length: 25 }, () => app.api.health.$get()));
      expect(together.map((response) => response.status)).toEqual(Array(25).fill(200));
      for (let call = 0; call < 5; call++) expect((await app.api.health.$get()).status).toBe(200);
      expect(roundTrips).toBe(1);

      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + HEALTH_CACHE_MS + 1);
      expect((await app.api.health.$get()).status).toBe(200);
      expect(roundTrips).toBe(2);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});

describe("probes", () => {
  it("answers /livez and /readyz with 200 while serving", async () => {
    // Raw requests: /livez and /readyz are outside the typed API.
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
