// docs/decisions/027: Exceptions also lists cleans finished in under half their booked time (a
// quality check), and, with `claim_approval` on, Posted jobs whose applicants wait for an admin,
// the claim window closing soonest first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobAssignments } from "../../db/schema/jobs";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { clientIdOf, insertCleaner, insertJob, insertPhoto, setFeatureFlag } from "../../test/fixtures";
import { createTestApp, jsonOf, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Quinn Client" }));
});

const exceptions = async () => {
  const response = await admin.browser.api.admin.exceptions.$get();
  expect(response.status).toBe(200);
  return jsonOf(response);
};
const ids = (list: { rows: { jobId: string }[] } | null) => list?.rows.map((row) => row.jobId) ?? [];

/** A Completed job of `hours` booked, worked from `startedAt` for `workedMinutes`. */
async function completedJob(cleanerId: string, hours: number, workedMinutes: number, finishedAgo = HOUR) {
  const finishedAt = fromNow(-finishedAgo);
  const startedAt = new Date(finishedAt.getTime() - workedMinutes * MINUTE);
  const job = await insertJob(t.db, {
    clientId,
    status: "Completed",
    cleanerId,
    durationHours: hours,
    scheduledStart: startedAt,
    completedAt: finishedAt,
  });
  await t.db.update(jobAssignments).set({ startedAt, completedAt: finishedAt }).where(eq(jobAssignments.jobId, job.jobId));
  return job;
}

describe("GET /api/admin/exceptions: quick finishes", () => {
  it("lists jobs completed in under half their booked duration, newest first, with the actual start and finish", async () => {
    const cleaner = await insertCleaner(t, "Fay Fast");
    const rushed = await completedJob(cleaner.cleanerId, 3, 80, 2 * HOUR);
    const halfExactly = await completedJob(cleaner.cleanerId, 2, 60);
    const proper = await completedJob(cleaner.cleanerId, 2, 110);
    const longAgo = await completedJob(cleaner.cleanerId, 4, 30, 20 * DAY);
    const sprint = await completedJob(cleaner.cleanerId, 2, 20, 30 * MINUTE);

    const { quickFinishes } = await exceptions();
    expect(ids(quickFinishes)).toEqual([sprint.jobId, rushed.jobId]);
    expect(quickFinishes.total).toBe(2);
    const row = quickFinishes.rows.find((entry) => entry.jobId === rushed.jobId)!;
    expect(row).toMatchObject({ cleaner: { name: "Fay Fast" }, client: { name: "Quinn Client" }, durationHours: 3, status: "Completed" });
    expect(new Date(row.finishedAt!).getTime() - new Date(row.startedAt!).getTime()).toBe(80 * MINUTE);
    for (const job of [halfExactly, proper, longAgo]) expect(ids(quickFinishes)).not.toContain(job.jobId);
  });

  it("lists a clean the cleaner started and completed through the API within minutes", async () => {
    const cleaner = await insertCleaner(t, "Rex Rush");
    const job = await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: cleaner.cleanerId,
      durationHours: 2,
      scheduledStart: fromNow(-MINUTE),
    });
    expect((await cleaner.account.browser.api.cleaner.assignments[":jobId"].start.$post({ param: { jobId: job.jobId } })).status).toBe(200);
    await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    expect((await cleaner.account.browser.api.cleaner.assignments[":jobId"].complete.$post({ param: { jobId: job.jobId } })).status).toBe(
      200,
    );
    const listed = (await exceptions()).quickFinishes.rows.find((row) => row.jobId === job.jobId);
    expect(listed).toBeDefined();

    // The actual start and finish, as recorded, in the cleaner's Job Report and the admin's job details.
    const [recorded] = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    const started = recorded!.startedAt!.toISOString();
    const finished = recorded!.completedAt!.toISOString();
    expect([listed!.startedAt, listed!.finishedAt]).toEqual([started, finished]);
    const { report } = (await (
      await cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: job.jobId } })
    ).json()) as {
      report: { timeline: { startedAt: string; completedAt: string } };
    };
    expect(report.timeline).toMatchObject({ startedAt: started, completedAt: finished });
    const details = (await (await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId: job.jobId } })).json()) as {
      timeline: { started: string; completed: string };
    };
    expect(details.timeline).toMatchObject({ started, completed: finished });
  });
});

describe("GET /api/admin/exceptions: awaiting approval", () => {
  it("with claim_approval on, lists Posted jobs with pending applications, the claim window closing soonest first", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    const [ana, ben] = [await insertCleaner(t, "Ana Applicant"), await insertCleaner(t, "Ben Applicant")];
    const apply = (jobId: string, cleanerId: string, status: "pending" | "declined" = "pending") =>
      t.db.insert(jobApplications).values({ jobId, cleanerId, status });
    const later = await insertJob(t.db, {
      clientId,
      status: "Posted",
      claimWindowEnds: fromNow(20 * HOUR),
      scheduledStart: fromNow(2 * DAY),
    });
    const urgent = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(HOUR), scheduledStart: fromNow(3 * DAY) });
    const onlyDeclined = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(2 * HOUR) });
    const noApplicants = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(2 * HOUR) });
    const assigned = await insertJob(t.db, { clientId, status: "Assigned", cleanerId: ana.cleanerId, claimWindowEnds: fromNow(HOUR) });
    await apply(later.jobId, ana.cleanerId);
    await apply(urgent.jobId, ana.cleanerId);
    await apply(urgent.jobId, ben.cleanerId);
    await apply(onlyDeclined.jobId, ben.cleanerId, "declined");
    await apply(assigned.jobId, ben.cleanerId);

    const { awaitingApproval } = await exceptions();
    expect(ids(awaitingApproval)).toEqual([urgent.jobId, later.jobId]);
    expect(awaitingApproval?.total).toBe(2);
    expect(awaitingApproval?.rows.map((row) => row.applicants)).toEqual([2, 1]);
    for (const job of [onlyDeclined, noApplicants, assigned]) expect(ids(awaitingApproval)).not.toContain(job.jobId);

    // Off, a claim assigns at once: there is nothing to approve, and no list.
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    expect((await exceptions()).awaitingApproval).toBeNull();
  });
});
