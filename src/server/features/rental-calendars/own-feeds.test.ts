// docs/decisions/058: the demo's own feed is the one place on this machine a sync may fetch without
// ALLOW_PRIVATE_CALENDAR_URLS: the server's own origin exactly, its /dev/calendars/ folder, outside production.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_FEED_PATH } from "../../domain/rental-calendars/demo-feed";
import { ownFeedsExemption } from "./own-feeds";

afterEach(() => vi.unstubAllEnvs());

describe("ownFeedsExemption", () => {
  it("is the public URL's exact origin and its /dev/calendars/ folder, where the demo's feed is", () => {
    const exempt = ownFeedsExemption("http://localhost:3000", false);
    expect(exempt).toEqual({ origin: "http://localhost:3000", pathPrefix: "/dev/calendars/" });
    expect(DEMO_FEED_PATH.startsWith(exempt?.pathPrefix ?? "?")).toBe(true);
    expect(ownFeedsExemption("https://tidyline.example", false)).toEqual({
      origin: "https://tidyline.example",
      pathPrefix: "/dev/calendars/",
    });
    expect(ownFeedsExemption("http://127.0.0.1:8080/app", false)).toEqual({
      origin: "http://127.0.0.1:8080",
      pathPrefix: "/app/dev/calendars/",
    });
  });

  it("is nothing in production, where those feeds do not exist; NODE_ENV decides by default", () => {
    expect(ownFeedsExemption("http://localhost:3000", true)).toBeNull();
    vi.stubEnv("NODE_ENV", "production");
    expect(ownFeedsExemption("http://localhost:3000")).toBeNull();
    vi.stubEnv("NODE_ENV", "development");
    expect(ownFeedsExemption("http://localhost:3000")).not.toBeNull();
  });
});
