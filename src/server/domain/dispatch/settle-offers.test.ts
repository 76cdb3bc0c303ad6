// docs/decisions/055: a job leaving Posted ends its open offer (accepted by the offered cleaner's
// claim, withdrawn by a cancel or an admin's assignment), and a job put back to Posted is offered again.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobOffers } from "../../db/schema/dispatch";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { SERVER_FLAGS } from "../flags/feature-flags";
import { clientWithUnit, dispatchOnlyTo, insertCleaner, insertJob, setFeatureFlag, unitWithSamAndJamie } from "../../test/fixtures";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { rescheduleJob } from "../jobs/reschedule-job";
import { startDispatch } from "./dispatch-job";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
let admin: TestAccount;
let client: Awaited<ReturnType<typeof clientWithUnit>>;
let sam: Awaited<ReturnType<typeof insertCleaner>>;
let jamie: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  ({ client, sam, jamie } = await unitWithSamAndJamie(t));
});
beforeEach(async () => {
  // Sam and Jamie alone may be offered these jobs.
  await dispatchOnlyTo(t.db, [sam.cleanerId, jamie.cleanerId]);
  // Each test's job at the same time: an earlier test's assignment would clash.
  await t.db.delete(jobs);
});

/** A job on the unit, offered to Sam (the first preferred cleaner). */
async function offeredToSam() {
  const job = await insertJob(t.db, {
    clientId: client.clientId,
    unitId: client.unitId,
    address: "1 Harbor Way, Boston, MA 02110",
    scheduledStart: new Date(Date.now() + 72 * HOUR),
    claimWindowEnds: new Date(Date.now() + 24 * HOUR),
  });
  await t.db.transaction((tx) => startDispatch(tx, job.jobId, { publicUrl: t.env.publicUrl, now: new Date() }));
  expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "open" }]);
  return job;
}

const offers = (jobId: string) =>
  t.db
    .select({ cleanerId: jobOffers.cleanerId, status: jobOffers.status })
    .from(jobOffers)
    .where(eq(jobOffers.jobId, jobId))
    .orderBy(asc(jobOffers.offeredAt));
const jobRow = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0]!;
const assignee = async (jobId: string) =>
  (await t.db.select({ cleanerId: jobAssignments.cleanerId }).from(jobAssignments).where(eq(jobAssignments.jobId, jobId)))[0]?.cleanerId;
const setStatus = (jobId: string, json: object) =>
  admin.browser.api.admin.jobs[":jobId"].status.$patch({ param: { jobId }, json: unchecked({ reason: "Operations decision", ...json }) });

describe("a job leaving Posted while offered", () => {
  it("accepts the offer when the offered cleaner claims it", async () => {
    const job = await offeredToSam();
    const response = await sam.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } });
    expect(response.status).toBe(201);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "accepted" }]);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "Assigned", dispatchState: "accepted", offeredTo: null });
    expect(await assignee(job.jobId)).toBe(sam.cleanerId);
  });

  it("withdraws the offer when the client cancels the job", async () => {
    const job = await offeredToSam();
    const response = await client.account.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId: job.jobId } });
    expect(response.status).toBe(200);
    const [offer] = await t.db.select().from(jobOffers).where(eq(jobOffers.jobId, job.jobId));
    expect(offer).toMatchObject({ status: "withdrawn" });
    expect(offer!.answeredAt).not.toBeNull();
    expect(await jobRow(job.jobId)).toMatchObject({ status: "Canceled", offeredTo: null });
  });

  it("withdraws the offer when an admin assigns another cleaner", async () => {
    const job = await offeredToSam();
    const response = await setStatus(job.jobId, { status: "Assigned", cleanerId: jamie.cleanerId });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "withdrawn" }]);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "Assigned", offeredTo: null });
    expect(await assignee(job.jobId)).toBe(jamie.cleanerId);
  });

  it("accepts the offer when an admin assigns the offered cleaner", async () => {
    const job = await offeredToSam();
    expect((await setStatus(job.jobId, { status: "Assigned", cleanerId: sam.cleanerId })).status).toBe(200);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "accepted" }]);
  });
});

describe("a job put back to Posted", () => {
  it("is offered again, to the next cleaner not yet offered it", async () => {
    const job = await offeredToSam();
    await sam.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } });
    const response = await setStatus(job.jobId, { status: "Posted" });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await offers(job.jobId)).toEqual([
      { cleanerId: sam.cleanerId, status: "accepted" },
      { cleanerId: jamie.cleanerId, status: "open" },
    ]);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "Posted", dispatchState: "offering", offeredTo: jamie.cleanerId });
  });

  it("stays on the open board, as before, with the flag off", async () => {
    const job = await offeredToSam();
    await sam.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } });
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, false);
    expect((await setStatus(job.jobId, { status: "Posted" })).status).toBe(200);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "accepted" }]);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "Posted", dispatchState: null, offeredTo: null });
  });
});

describe("a Posted job moved by its calendar while offered", () => {
  const move = (jobId: string, start: Date) =>
    t.db.transaction((tx) =>
      rescheduleJob(tx, jobId, {
        start,
        end: new Date(start.getTime() + 2 * HOUR),
        readyBy: new Date(start.getTime() + 5 * HOUR),
        durationHours: 2,
        sameDayTurnover: false,
        calendarLabel: "Airbnb",
        cause: "calendar",
        now: new Date(),
        publicUrl: t.env.publicUrl,
      }),
    );

  it("offers it again for the new time: to the same cleaner when still free", async () => {
    const job = await offeredToSam();
    expect((await move(job.jobId, new Date(job.scheduledStart.getTime() + 24 * HOUR))).moved).toBe(true);
    expect(await offers(job.jobId)).toEqual([
      { cleanerId: sam.cleanerId, status: "withdrawn" },
      { cleanerId: sam.cleanerId, status: "open" },
    ]);
  });

  it("to the next cleaner when the offered one has another job then", async () => {
    const job = await offeredToSam();
    const newStart = new Date(job.scheduledStart.getTime() + 24 * HOUR);
    await insertJob(t.db, { clientId: client.clientId, status: "Assigned", cleanerId: sam.cleanerId, scheduledStart: newStart });
    await move(job.jobId, newStart);
    expect(await offers(job.jobId)).toEqual([
      { cleanerId: sam.cleanerId, status: "withdrawn" },
      { cleanerId: sam.cleanerId, status: "skipped" },
      { cleanerId: jamie.cleanerId, status: "open" },
    ]);
  });
});

describe("a job an admin re-posts from Exceptions", () => {
  it("is offered again, as a new job is, with its board note cleared", async () => {
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      unitId: client.unitId,
      address: "1 Harbor Way, Boston, MA 02110",
      scheduledStart: new Date(Date.now() + 72 * HOUR),
      claimWindowEnds: new Date(Date.now() - HOUR),
    });
    await t.db
      .update(jobs)
      .set({ dispatchState: "board", dispatchNote: "No eligible cleaner was found." })
      .where(eq(jobs.jobId, job.jobId));
    const response = await admin.browser.api.admin.exceptions.jobs[":jobId"].repost.$post({ param: { jobId: job.jobId } });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "open" }]);
    expect(await jobRow(job.jobId)).toMatchObject({ dispatchState: "offering", offeredTo: sam.cleanerId, dispatchNote: null });
  });
});
