// docs/decisions/054 "Keys and idempotence": two syncs of one feed at the same moment (two servers,
// two presses of Sync now) make one job per reservation. Meaningful on PostgreSQL (CI runs it
// there too: scripts/with-test-postgres.sh); on PGlite the syncs take turns anyway.
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/billing";
import { unitCalendars } from "../../db/schema/calendars";
import { jobs } from "../../db/schema/jobs";
import { clientWithUnit, insertSubscription, ZONE } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { syncCalendar } from "./sync.service";
import { claimDueCalendars } from "./sync-runner";
import { airbnbFeed, insertFeed, startFeedServer, type Stay } from "./sync-fixtures";

const t = await createTestApp();
const feeds = await startFeedServer();
afterAll(async () => {
  await feeds.close();
  await t.close();
});

const STAYS: Stay[] = Array.from({ length: 8 }, (_, index) => ({ uid: `race-${index}`, checkin: 2 + index * 3, checkout: 4 + index * 3 }));

describe("concurrent syncs of one feed", () => {
  it("create each turnover once and take each plan clean once", async () => {
    const { clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 4, usedCleans: 0 });
    feeds.serve("/race.ics", airbnbFeed(STAYS, ZONE));
    const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url("/race.ics") });

    const results = await Promise.all(
      Array.from({ length: 4 }, () => syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId)),
    );
    expect(results.every((result) => result.status === "synced")).toBe(true);
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(STAYS.length);

    const made = await t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId));
    expect(new Set(made.map((job) => job.calendarEventKey)).size).toBe(STAYS.length);
    expect(made).toHaveLength(STAYS.length);
    expect(made.filter((job) => job.planUsage === "included")).toHaveLength(4);
    const [used] = await t.db
      .select({ used: subscriptions.usedCleans })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, plan.subscriptionId));
    expect(used?.used).toBe(4);
    const [counted] = (
      await t.db.execute<{ jobs_created: number }>(sql`SELECT jobs_created FROM unit_calendars WHERE calendar_id = ${feed.calendarId}`)
    ).rows;
    expect(counted?.jobs_created).toBe(STAYS.length);
  });

  it("and a delete of the unit meanwhile: one of the two wins, neither fails", async () => {
    feeds.serve("/race-delete.ics", airbnbFeed(STAYS, ZONE));
    for (let round = 0; round < 4; round++) {
      const { account, clientId, unitId } = await clientWithUnit(t);
      const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url("/race-delete.ics") });
      const [result, deleted] = await Promise.all([
        syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId),
        account.browser.api.client.units[":unitId"].$delete({ param: { unitId } }),
      ]);
      const made = await t.db.select().from(jobs).where(eq(jobs.unitId, unitId));
      if (deleted.status === 409) {
        // The sync came first: its turnovers keep the unit.
        expect(result).toMatchObject({ status: "synced", created: STAYS.length });
        expect(made).toHaveLength(STAYS.length);
      } else {
        expect(deleted.status).toBe(200);
        expect(result).toMatchObject({ status: "failed", created: 0 });
        expect(made).toHaveLength(0);
      }
    }
  });

  it("claimed by two servers at once: each due feed goes to one of them", async () => {
    await t.db.update(unitCalendars).set({ nextSyncAt: sql`now() + interval '1 day'` });
    const { clientId, unitId } = await clientWithUnit(t);
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        insertFeed(t.db, { unitId, clientId, url: feeds.url(`/claimed-${index}.ics`), label: `Feed ${index}` }),
      ),
    );
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimDueCalendars(t.db, 15 * 60_000, 10)));
    const ids = claims.flat().map((feed) => feed.calendarId);
    expect(ids.sort()).toEqual(made.map((feed) => feed.calendarId).sort());
  });
});
