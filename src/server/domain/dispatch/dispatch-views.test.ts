// docs/decisions/055: what dispatch shows. The client sees where each of their upcoming jobs
// stands (offered to whom and until when, accepted, or looking for a cleaner), never another
// client's and never a cleaner's contact; an admin sees the job's every offer, oldest first.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { DispatchView } from "../../../shared/domain/dispatch";
import { jobs } from "../../db/schema/jobs";
import { clientWithUnit, insertCleaner, insertJob, insertJobOffer, setFeatureFlag } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { SERVER_FLAGS } from "../flags/feature-flags";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const admin = await t.createAccount({ role: "admin" });

type Listed = { jobId: string; status: string; dispatch: DispatchView | null };

async function upcoming(account: Awaited<ReturnType<typeof clientWithUnit>>["account"]) {
  const response = await account.browser.api.client.jobs.upcoming.$get();
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: Listed[] }).jobs;
}

async function dashboard(account: Awaited<ReturnType<typeof clientWithUnit>>["account"]) {
  const response = await account.browser.api.client.dashboard.$get();
  expect(response.status).toBe(200);
  return (await response.json()) as { upcoming: Listed[]; recent: Listed[] };
}

const dispatchOf = (list: Listed[], jobId: string) => list.find((job) => job.jobId === jobId)?.dispatch;

describe("the client's Upcoming and dashboard: where dispatch stands", () => {
  it("names the cleaner holding the open offer (first name, last initial) and when it lapses; the accepted cleaner; or the board", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await insertCleaner(t, "Sam Rivera");
    const jamie = await insertCleaner(t, "Jamie Lee");
    const offered = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(30) });
    const offer = await insertJobOffer(t.db, { jobId: offered.jobId, cleanerId: sam.cleanerId, expiresAt: inHours(1.5) });
    const accepted = await insertJob(t.db, {
      clientId,
      unitId,
      status: "Assigned",
      cleanerId: jamie.cleanerId,
      scheduledStart: inHours(40),
    });
    await t.db.update(jobs).set({ dispatchState: "accepted" }).where(eq(jobs.jobId, accepted.jobId));
    const board = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(50) });
    await t.db
      .update(jobs)
      .set({ dispatchState: "board", dispatchNote: "Offered to Sam R. (declined)" })
      .where(eq(jobs.jobId, board.jobId));
    // Between two offers (no open one): still looking.
    const between = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(55) });
    await t.db.update(jobs).set({ dispatchState: "offering" }).where(eq(jobs.jobId, between.jobId));
    // Posted while dispatch was off: nothing to say.
    const plain = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(60) });
    // Claimed from the board by someone else: the assigned cleaner shows as before, not "Looking".
    const claimed = await insertJob(t.db, { clientId, unitId, status: "Assigned", cleanerId: sam.cleanerId, scheduledStart: inHours(70) });
    await t.db.update(jobs).set({ dispatchState: "board" }).where(eq(jobs.jobId, claimed.jobId));

    const expected: [string, DispatchView | null][] = [
      [offered.jobId, { state: "offering", cleanerName: "Sam R.", expiresAt: offer.expiresAt!.toISOString() }],
      [accepted.jobId, { state: "accepted", cleanerName: "Jamie Lee" }],
      [board.jobId, { state: "board" }],
      [between.jobId, { state: "board" }],
      [plain.jobId, null],
      [claimed.jobId, null],
    ];
    const list = await upcoming(account);
    const home = await dashboard(account);
    for (const [jobId, view] of expected) {
      expect(dispatchOf(list, jobId)).toEqual(view);
      expect(dispatchOf(home.upcoming, jobId)).toEqual(view);
    }
    // The client is never sent the offered cleaner's full name, email or phone.
    const text = JSON.stringify(list.find((job) => job.jobId === offered.jobId));
    expect(text).not.toContain("Sam Rivera");
    expect(text).not.toContain(sam.email);
  });

  it("shows a client only their own jobs' dispatch", async () => {
    const mine = await clientWithUnit(t);
    const theirs = await clientWithUnit(t);
    const sam = await insertCleaner(t, "Sam Rivera");
    const job = await insertJob(t.db, { clientId: theirs.clientId, unitId: theirs.unitId, scheduledStart: inHours(20) });
    await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId });
    expect(await upcoming(mine.account)).toEqual([]);
    expect((await dashboard(mine.account)).upcoming).toEqual([]);
    expect(dispatchOf(await upcoming(theirs.account), job.jobId)).toMatchObject({ state: "offering", cleanerName: "Sam R." });
  });
});

interface AdminDispatch {
  state: string | null;
  note: string | null;
  offers: { cleanerName: string; source: string; status: string; reason: string | null; score: number | null; answeredAt: string | null }[];
}

async function adminDispatch(jobId: string) {
  const response = await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { dispatch: AdminDispatch }).dispatch;
}

describe("admin job details: the Dispatch section", () => {
  it("lists every offer oldest first (offered_at: dispatch stamps each row of a step apart), with the board's reason", async () => {
    const { clientId, unitId } = await clientWithUnit(t);
    const [sam, jamie, riley, avery] = await Promise.all(
      ["Sam Rivera", "Jamie Lee", "Riley Park", "Avery Stone"].map((name) => insertCleaner(t, name)),
    );
    const job = await insertJob(t.db, { clientId, unitId, scheduledStart: inHours(30) });
    const first = inHours(-3);
    const second = inHours(-1);
    // Dispatch stamps the rows of one step a millisecond apart, in the order it made them.
    const after = (at: Date) => new Date(at.getTime() + 1);
    await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam!.cleanerId, status: "declined", offeredAt: first });
    // One step: Riley passed over (backup), then Avery offered by automatic choice. Inserted out of order.
    await insertJobOffer(t.db, {
      jobId: job.jobId,
      cleanerId: avery!.cleanerId,
      source: "automatic",
      status: "expired",
      score: "0.7125",
      offeredAt: after(second),
    });
    await insertJobOffer(t.db, {
      jobId: job.jobId,
      cleanerId: riley!.cleanerId,
      source: "backup",
      status: "skipped",
      reason: "not available",
      offeredAt: second,
    });
    await insertJobOffer(t.db, {
      jobId: job.jobId,
      cleanerId: jamie!.cleanerId,
      source: "backup",
      status: "skipped",
      reason: "on time off",
      offeredAt: after(first),
    });
    const note = "Offered to Sam R. (declined), Jamie L. (on time off), Riley P. (not available), Avery S. (expired)";
    await t.db.update(jobs).set({ dispatchState: "board", dispatchNote: note }).where(eq(jobs.jobId, job.jobId));

    const dispatch = await adminDispatch(job.jobId);
    expect(dispatch.state).toBe("board");
    expect(dispatch.note).toBe(note);
    expect(dispatch.offers.map((offer) => [offer.cleanerName, offer.source, offer.status, offer.reason])).toEqual([
      ["Sam Rivera", "preferred", "declined", null],
      ["Jamie Lee", "backup", "skipped", "on time off"],
      ["Riley Park", "backup", "skipped", "not available"],
      ["Avery Stone", "automatic", "expired", null],
    ]);
    expect(dispatch.offers[3]!.score).toBe(0.7125);
    expect(dispatch.offers[0]!.score).toBeNull();
  });

  it("is empty for a job posted while automatic assignment was off", async () => {
    const { clientId } = await clientWithUnit(t);
    const job = await insertJob(t.db, { clientId });
    expect(await adminDispatch(job.jobId)).toEqual({ state: null, note: null, offers: [] });
  });
});

describe("admin Settings: the Dispatch card", () => {
  it("says whether automatic assignment is on", async () => {
    const read = async () => {
      const response = await admin.browser.api.admin.settings.$get();
      expect(response.status).toBe(200);
      return ((await response.json()) as { dispatch: { flagName: string; autoAssign: boolean } }).dispatch;
    };
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, true);
    expect(await read()).toEqual({ flagName: "auto_assign", autoAssign: true });
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, false);
    expect(await read()).toEqual({ flagName: "auto_assign", autoAssign: false });
  });
});
