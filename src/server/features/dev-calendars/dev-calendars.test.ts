// docs/decisions/054 "The demo feed": the demo's calendar is served to this machine only, outside production.
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_FEED_PATH, demoFeed } from "../../domain/rental-calendars/demo-feed";
import { createTestApp } from "../../test/harness";
import { devCalendarRoutes } from "./dev-calendars.routes";

const t = await createTestApp();
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

describe("GET /dev/calendars/beacon-hill-loft.ics", () => {
  it.each(["http://localhost:3000", "http://127.0.0.1:3311", "http://[::1]:3000"])(
    "serves today's demo feed as text/calendar to %s",
    async (origin) => {
      const response = await t.request(`${origin}${DEMO_FEED_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(await response.text()).toBe(demoFeed(today()));
    },
  );

  it("answers a repeat with its validator by 304, as a real feed would", async () => {
    const first = await t.request(`http://localhost:3000${DEMO_FEED_PATH}`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request(`http://localhost:3000${DEMO_FEED_PATH}`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it.each(["http://rebound.example", "http://192.168.1.20:3000", "http://localhost.rebound.example:3000"])(
    "answers 404 to a request addressed to %s",
    async (origin) => {
      const response = await t.request(`${origin}${DEMO_FEED_PATH}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("VCALENDAR");
    },
  );

  it("is absent in production", async () => {
    const response = await devCalendarRoutes({ enabled: false }).request(`http://localhost:3000${DEMO_FEED_PATH}`);
    expect(response.status).toBe(404);
  });
});
