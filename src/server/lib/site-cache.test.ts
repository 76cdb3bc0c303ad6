import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { cachedCheck } from "./cached-check";
import { createSiteCache } from "./site-cache";
import { serveClient } from "./static-files";

describe("createSiteCache", () => {
  it("empties every registered cache and names them in order", () => {
    const emptied: string[] = [];
    const cache = createSiteCache();
    cache.register("first", () => emptied.push("first"));
    cache.register("second", () => emptied.push("second"));
    expect(cache.clear()).toEqual(["first", "second"]);
    expect(emptied).toEqual(["first", "second"]);
  });
});

describe("cachedCheck clear()", () => {
  it("makes the next call run the check again", async () => {
    let runs = 0;
    const check = cachedCheck(async () => ++runs, 60_000);
    expect(await check()).toBe(1);
    expect(await check()).toBe(1);
    check.clear();
    expect(await check()).toBe(2);
  });

  it("does not keep the result of a check that was running when it was cleared", async () => {
    let release: (value: string) => void = () => undefined;
    let runs = 0;
    const check = cachedCheck(() => {
      runs += 1;
      return runs === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve("after");
    }, 60_000);
    const stale = check();
    check.clear();
    release("before");
    expect(await stale).toBe("before");
    expect(await check()).toBe("after");
    expect(await check()).toBe("after");
    expect(runs).toBe(2);
  });
});

describe("serveClient's built pages", () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A minimal build: index.html, the Vite manifest of both entries, and the prerendered pages. */
  function build(pricingMarkup: string) {
    const dist = join(folder, "client");
    mkdirSync(join(dist, ".vite"), { recursive: true });
    writeFileSync(
      join(dist, "index.html"),
      '<html><head><title>Tidyline</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/app.js"></script></body></html>',
    );
    writeFileSync(
      join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/app.js", isEntry: true },
        "public-entry.tsx": { file: "assets/public.js", isEntry: true },
      }),
    );
    const pagesFile = join(folder, "pages.json");
    writeFileSync(pagesFile, JSON.stringify({ "/pricing": pricingMarkup }));
    return { dist, pagesFile };
  }

  it("keeps a prerendered page in memory until cleared, then reads the build again", async () => {
    folder = mkdtempSync(join(tmpdir(), "tidyline-pages-"));
    const { dist, pagesFile } = build("<main>Old prices</main>");
    const app = new Hono();
    const clear = serveClient(app, "http://localhost:3000", dist, pagesFile);
    expect(await (await app.request("/pricing")).text()).toContain("<main>Old prices</main>");

    writeFileSync(pagesFile, JSON.stringify({ "/pricing": "<main>New prices</main>" }));
    expect(await (await app.request("/pricing")).text()).toContain("<main>Old prices</main>");

    clear();
    const page = await (await app.request("/pricing")).text();
    expect(page).toContain("<main>New prices</main>");
    expect(page).not.toContain("Old prices");
  });

  it("clears nothing, without failing, when the pages are not built", () => {
    folder = mkdtempSync(join(tmpdir(), "tidyline-pages-"));
    const clear = serveClient(new Hono(), "http://localhost:3000", join(folder, "missing"), join(folder, "pages.json"));
    expect(() => clear()).not.toThrow();
  });
});
