// Recent admin activity through the API: each row names its object, as it is now or as the row
// kept it once deleted, with the admin's day and a link (issue 18, docs/decisions/029).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/platform";
import { clientIdOf, insertJob } from "../../test/fixtures";
import { createTestApp, jsonOf, queryFrom, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Ada Admin" });
  const jordan = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  clientId = await clientIdOf(t, jordan);
});

const activity = async (query: string) => {
  const response = await admin.browser.api.admin.settings.activity.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await jsonOf(response)).rows;
};

// The rows are stored as the activity list reads them, old rows included, so each keeps only the
// parts its sentence needs (docs/decisions/063).
describe("GET /api/admin/settings/activity: sentences", () => {
  it("names a job by id, client, type and the admin's day, says what changed with the reason, and links to it", async () => {
    // 03:00 UTC on Dec 9 is Dec 08 in New York and Dec 09 in Tokyo.
    const job = await insertJob(t.db, {
      clientId,
      status: "Canceled",
      type: "Standard Clean",
      scheduledStart: new Date("2026-12-09T03:00:00Z"),
    });
    await t.db.insert(auditLog).values({
      actorId: admin.userId,
      action: "job.status_changed",
      entityType: "job",
      entityId: job.jobId,
      summary: "Job set to Canceled (was Posted)",
      before: { status: "Posted" },
      after: { status: "Canceled" },
      metadata: { reason: "client asked by phone" },
    });
    const label = job.jobId.split("-").at(-1);

    const [newYork] = await activity("?timeZone=America/New_York");
    expect(newYork).toMatchObject({
      action: "job.status_changed",
      actorName: "Ada Admin",
      subject: `Job #${label} (Jordan Blake, Standard Clean, Dec 08)`,
      rest: " set to Canceled (was Posted): client asked by phone",
      href: `/admin/jobs?search=${job.jobId}`,
    });
    const [tokyo] = await activity("?timeZone=Asia/Tokyo");
    expect(tokyo?.subject).toBe(`Job #${label} (Jordan Blake, Standard Clean, Dec 09)`);
  });

  it("names a deleted job from the row's before, without a link", async () => {
    const jobId = randomUUID();
    await t.db.insert(auditLog).values({
      actorId: admin.userId,
      action: "job.deleted",
      entityType: "job",
      entityId: jobId,
      summary: "Job deleted",
      before: { jobId, clientId, type: "Deep Clean", status: "Posted", scheduledStart: "2026-12-10T15:00:00.000Z" },
      after: null,
    });
    const [row] = await activity("?timeZone=America/New_York");
    expect(row).toMatchObject({
      subject: `Job #${jobId.split("-").at(-1)} (Jordan Blake, Deep Clean, Dec 10)`,
      rest: " deleted (was Posted)",
      href: null,
    });
  });

  it("names a feature flag an admin created through the API, linking to Feature Flags", async () => {
    const name = `activity_${randomUUID().slice(0, 8)}`;
    expect((await admin.browser.api.admin["feature-flags"].$post({ json: { name, enabled: true } })).status).toBe(201);
    const [row] = await activity("?timeZone=UTC");
    expect(row).toMatchObject({
      action: "flag.created",
      subject: `Feature flag ${name}`,
      rest: " created on",
      href: "/admin/feature-flags",
    });
  });

  it("refuses a time zone it does not know", async () => {
    expect((await admin.browser.api.admin.settings.activity.$get({ query: { timeZone: "Mars/Olympus" } })).status).toBe(400);
  });
});
