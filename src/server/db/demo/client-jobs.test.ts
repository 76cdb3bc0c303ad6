import { afterAll, describe, expect, it } from "vitest";
import type { JobView } from "../../features/jobs/job-view";
import type { HistoryJobView } from "../../features/jobs/job-lists.service";
import { createTestApp } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from "../demo-data";

const t = await createTestApp();
afterAll(() => t.close());

const JPEG_START = [0xff, 0xd8, 0xff];

describe("demo jobs of the demo client", () => {
  it("show upcoming jobs, every open status, completed cleans with real photos, through the API", async () => {
    await loadDemoData(t);
    const browser = t.browser();
    await t.signIn(DEMO_ACCOUNTS.client.email, DEMO_PASSWORD, browser);

    const upcoming = ((await (await browser.request("/api/client/jobs/upcoming")).json()) as { jobs: JobView[] }).jobs;
    expect(upcoming.map((job) => job.status)).toEqual(["Posted", "Assigned"]);
    expect(upcoming[1]).toMatchObject({ cleaner: { name: DEMO_ACCOUNTS.cleaner.fullName }, planUsage: "included" });

    const dashboard = (await (await browser.request("/api/client/dashboard")).json()) as { upcoming: JobView[]; recent: JobView[]; toRate: JobView[] };
    // The job in progress started an hour ago: on the dashboard (not Completed or Canceled), not upcoming.
    expect(dashboard.upcoming.map((job) => job.status)).toEqual(["In Progress", "Posted", "Assigned"]);
    expect(dashboard.recent).toHaveLength(3);
    expect(dashboard.toRate).toHaveLength(3);

    const history = ((await (await browser.request("/api/client/jobs/history")).json()) as { jobs: HistoryJobView[] }).jobs;
    expect(history.length).toBeGreaterThanOrEqual(4);
    for (const job of history) {
      expect(job.cleaner?.name).toBe(DEMO_ACCOUNTS.cleaner.fullName);
      expect(job.photos.map((photo) => photo.type)).toEqual(["photo_before", "photo_after"]);
    }
    for (const photo of history[0]!.photos) {
      const response = await browser.request(photo.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual(JPEG_START);
      expect(bytes.length).toBeGreaterThan(2_000);
      expect(bytes.length).toBeLessThan(60_000);
    }

    // The plan's one used clean is the assigned job's; the booking screen sees one left.
    const options = (await (await browser.request("/api/client/booking-options")).json()) as { units: unknown[]; plan: { includedCleans: number; usedCleans: number } };
    expect(options.units).toHaveLength(2);
    expect(options.plan).toMatchObject({ includedCleans: 2, usedCleans: 1 });
  });
});
