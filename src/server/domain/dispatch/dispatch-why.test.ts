// docs/decisions/067: the host sees why the unit's preferred cleaner did not get the job, beside
// where dispatch stands, from the offers dispatch recorded, naming cleaners by short name only.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { SKIP_REASONS } from "../../../shared/domain/dispatch";
import { jobs } from "../../db/schema/jobs";
import { clientWithUnit, insertCleaner, insertJob, insertJobOffer } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type Listed = { jobId: string; dispatchWhy: string | null };
type Account = Awaited<ReturnType<typeof clientWithUnit>>["account"];

async function whyOf(account: Account, jobId: string) {
  const upcoming = await account.browser.api.client.jobs.upcoming.$get();
  const home = await account.browser.api.client.dashboard.$get();
  expect([upcoming.status, home.status]).toEqual([200, 200]);
  const listed = ((await upcoming.json()) as { jobs: Listed[] }).jobs.find((job) => job.jobId === jobId);
  const onDashboard = ((await home.json()) as { upcoming: Listed[] }).upcoming.find((job) => job.jobId === jobId);
  expect(onDashboard?.dispatchWhy).toEqual(listed?.dispatchWhy);
  return { why: listed?.dispatchWhy, text: JSON.stringify(listed) };
}

describe("the client's jobs: why the preferred cleaner did not get the job", () => {
  it("names the preferred cleaner's reason and who the job was offered to instead", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await insertCleaner(t, "Sam Rivera");
    const jamie = await insertCleaner(t, "Jamie Lee");
    const job = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(30) });
    await insertJobOffer(t.db, {
      jobId: job.jobId,
      cleanerId: sam.cleanerId,
      status: "skipped",
      reason: SKIP_REASONS.timeOff,
      offeredAt: minutesAgo(2),
    });
    await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: jamie.cleanerId, source: "automatic", offeredAt: minutesAgo(1) });
    const { why, text } = await whyOf(account, job.jobId);
    expect(why).toBe("Sam R. is on time off that day; offered to Jamie L.");
    // Least personal data: neither cleaner's full name nor email reaches the client.
    for (const secret of ["Rivera", "Jamie Lee", sam.email, jamie.email]) expect(text).not.toContain(secret);
  });

  it("says no preferred cleaner was free when every listed cleaner was passed over and the job went to the board", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await insertCleaner(t, "Sam Rivera");
    const jo = await insertCleaner(t, "Jo King");
    const job = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(30) });
    await insertJobOffer(t.db, {
      jobId: job.jobId,
      cleanerId: sam.cleanerId,
      status: "skipped",
      reason: SKIP_REASONS.clash,
      offeredAt: minutesAgo(2),
    });
    await insertJobOffer(t.db, {
      jobId: job.jobId,
      cleanerId: jo.cleanerId,
      source: "backup",
      status: "skipped",
      reason: SKIP_REASONS.unavailable,
      offeredAt: minutesAgo(1),
    });
    await t.db
      .update(jobs)
      .set({ dispatchState: "board", dispatchNote: "Sam R. passed over (has another job then)" })
      .where(eq(jobs.jobId, job.jobId));
    expect((await whyOf(account, job.jobId)).why).toBe("No preferred cleaner was free; open to all cleaners");
  });

  it("tells of a preferred cleaner who declined once the backup accepted; nothing when the preferred cleaner has it or none is listed", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await insertCleaner(t, "Sam Rivera");
    const jamie = await insertCleaner(t, "Jamie Lee");
    const taken = await insertJob(t.db, { clientId, unitId, status: "Assigned", cleanerId: jamie.cleanerId, scheduledStart: inHours(30) });
    await insertJobOffer(t.db, { jobId: taken.jobId, cleanerId: sam.cleanerId, status: "declined", offeredAt: minutesAgo(3) });
    await insertJobOffer(t.db, {
      jobId: taken.jobId,
      cleanerId: jamie.cleanerId,
      source: "backup",
      status: "accepted",
      offeredAt: minutesAgo(2),
    });
    await t.db.update(jobs).set({ dispatchState: "accepted" }).where(eq(jobs.jobId, taken.jobId));
    expect((await whyOf(account, taken.jobId)).why).toBe("Sam R. declined; Jamie L. accepted");

    const first = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(40) });
    await insertJobOffer(t.db, { jobId: first.jobId, cleanerId: sam.cleanerId });
    expect((await whyOf(account, first.jobId)).why).toBeNull();

    const automatic = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(50) });
    await insertJobOffer(t.db, { jobId: automatic.jobId, cleanerId: jamie.cleanerId, source: "automatic" });
    expect((await whyOf(account, automatic.jobId)).why).toBeNull();
  });
});
