// docs/decisions/042: with the `claim_approval` flag on, a claim is an application (spec 4: "an
// application awaiting decision"); off, a claim assigns at once, as always.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobApplications, jobAssignments, jobs } from "../../db/schema/jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { CLEANER_NOT_ACTIVE } from "../../auth/cleaner-record";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { clientIdOf, insertCleaner, insertJob, setFeatureFlag, type JobFixture } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";
import { ALREADY_APPLIED, APPLIED_MESSAGE } from "./claim-application";
import { CLAIM_WINDOW_CLOSED, OVERLAPS_ASSIGNMENT } from "./claim.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let clientId: string;
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});
beforeEach(() => setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true));

const openJob = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(48), ...fixture });
const claim = (account: TestAccount, jobId: string) => account.browser.api.cleaner.claims.$post({ json: { jobId } });
const jobStatus = async (jobId: string) => (await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, jobId)))[0]?.status;
const applicationsOf = (jobId: string) => t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
const assignmentsOf = (jobId: string) => t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId));
const claimedEmails = (jobId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(like(notificationOutbox.dedupeKey, `job-claimed:${jobId}:%`));
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe("POST /api/cleaner/claims with claim_approval on", () => {
  it("records an application: the job stays Posted, on the board, with no assignment and no email to the client", async () => {
    const cleaner = await insertCleaner(t, "Ada Applicant");
    const job = await openJob();
    const response = await claim(cleaner.account, job.jobId);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; message: string; application: { applicationId: string; jobId: string } };
    expect(body).toMatchObject({ status: "applied", message: APPLIED_MESSAGE, application: { jobId: job.jobId } });
    expect(APPLIED_MESSAGE).toBe("Application Submitted!");

    expect(await jobStatus(job.jobId)).toBe("Posted");
    expect(await assignmentsOf(job.jobId)).toEqual([]);
    expect(await claimedEmails(job.jobId)).toEqual([]);
    const [application] = await applicationsOf(job.jobId);
    expect(application).toMatchObject({
      applicationId: body.application.applicationId,
      cleanerId: cleaner.cleanerId,
      status: "pending",
      decidedAt: null,
    });

    // Still on the board, marked as applied for this cleaner only.
    const boardOf = async (account: TestAccount) =>
      (
        (await (await account.browser.api.cleaner["open-jobs"].$get({ query: { inMyAreas: "false" } })).json()) as {
          rows: { jobId: string; applied: boolean }[];
        }
      ).rows.find((open) => open.jobId === job.jobId);
    expect(await boardOf(cleaner.account)).toMatchObject({ applied: true });
    expect(await boardOf((await insertCleaner(t, "Other Onlooker")).account)).toMatchObject({ applied: false });
  });

  it("refuses a second application by the same cleaner (409) and takes one from every other cleaner", async () => {
    const first = await insertCleaner(t);
    const second = await insertCleaner(t);
    const job = await openJob();
    expect((await claim(first.account, job.jobId)).status).toBe(201);
    const again = await claim(first.account, job.jobId);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(ALREADY_APPLIED);
    expect((await claim(second.account, job.jobId)).status).toBe(201);
    const applications = await applicationsOf(job.jobId);
    expect(applications.map((row) => row.cleanerId).sort()).toEqual([first.cleanerId, second.cleanerId].sort());
    expect(await jobStatus(job.jobId)).toBe("Posted");
  });

  it("keeps every check of a claim: a closed window, an overlap and a cleaner not Active are refused, with no application", async () => {
    const cleaner = await insertCleaner(t);
    const closed = await openJob({ claimWindowEnds: inHours(-1) });
    const refused = await claim(cleaner.account, closed.jobId);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(CLAIM_WINDOW_CLOSED);

    const start = inHours(80);
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: start, durationHours: 3 });
    const overlapping = await openJob({ scheduledStart: new Date(start.getTime() + HOUR) });
    const clash = await claim(cleaner.account, overlapping.jobId);
    expect(clash.status).toBe(409);
    expect(await errorOf(clash)).toBe(OVERLAPS_ASSIGNMENT);

    const pending = await insertCleaner(t, "Pat Pending", {}, "Pending");
    const notActive = await claim(pending.account, overlapping.jobId);
    expect(notActive.status).toBe(403);
    expect(await errorOf(notActive)).toBe(CLEANER_NOT_ACTIVE);

    expect(await applicationsOf(closed.jobId)).toEqual([]);
    expect(await applicationsOf(overlapping.jobId)).toEqual([]);
  });
});

describe("POST /api/cleaner/claims with claim_approval off", () => {
  it("assigns the job at once, as without the flag", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    const cleaner = await insertCleaner(t);
    const job = await openJob();
    const response = await claim(cleaner.account, job.jobId);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: "assigned", message: "Job Claimed!" });
    expect(await jobStatus(job.jobId)).toBe("Assigned");
    expect((await assignmentsOf(job.jobId)).map((row) => row.cleanerId)).toEqual([cleaner.cleanerId]);
    expect(await applicationsOf(job.jobId)).toEqual([]);
    expect(await claimedEmails(job.jobId)).toHaveLength(1);
  });

  it("decides the applications made while the flag was on: the claimer's approved, the others declined and told", async () => {
    const job = await openJob({ scheduledStart: inHours(60) });
    const claimer = await insertCleaner(t);
    const other = await insertCleaner(t);
    for (const applicant of [claimer, other]) expect((await claim(applicant.account, job.jobId)).status).toBe(201);
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);

    expect((await claim(claimer.account, job.jobId)).status).toBe(201);
    expect(await jobStatus(job.jobId)).toBe("Assigned");
    const statuses = Object.fromEntries((await applicationsOf(job.jobId)).map((row) => [row.cleanerId, row.status]));
    expect(statuses).toEqual({ [claimer.cleanerId]: "approved", [other.cleanerId]: "declined" });
    const declinedEmails = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, other.account.email.toLowerCase()));
    expect(declinedEmails.map((email) => email.kind)).toEqual(["application-declined"]);
  });
});
