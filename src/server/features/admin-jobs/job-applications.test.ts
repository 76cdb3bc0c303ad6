// docs/decisions/042, flag `claim_approval` on, end to end on the API: cleaners apply, the job stays
// Posted, the admin sees the applicants and approves one: the job is theirs, the others are
// declined and every applicant is emailed.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { auditLog, notificationOutbox } from "../../db/schema/platform";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import {
  applyForJob,
  approveApplication,
  clientIdOf,
  insertCleaner,
  insertJob,
  setFeatureFlag,
  signedInCleaners,
  type JobFixture,
} from "../../test/fixtures";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { CHANGED_MEANWHILE } from "../../domain/jobs/lifecycle";
import { assignmentMessages } from "./cleaner-for-job";
import { applicationMessages } from "./job-applications.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
let admin: TestAccount;
let client: TestAccount;
let clientId: string;
beforeAll(async () => {
  await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
  admin = await t.createAccount({ role: "admin" });
  client = await t.createAccount({ role: "client" });
  clientId = await clientIdOf(t, client);
});

const openJob = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, {
    clientId,
    claimWindowEnds: new Date(Date.now() + 20 * HOUR),
    scheduledStart: new Date(Date.now() + 48 * HOUR),
    type: "Deep Clean",
    ...fixture,
  });
const apply = applyForJob;
const approve = (jobId: string, applicationId: string) => approveApplication(admin, jobId, applicationId);
const statusOf = async (jobId: string) => (await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, jobId)))[0]?.status;
const applicationStatuses = async (jobId: string) =>
  Object.fromEntries(
    (await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).map((row) => [row.cleanerId, row.status]),
  );
/** Emails whose dedupe key starts so (an application's decision adds its time). */
const outbox = (dedupeKeyStart: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(like(notificationOutbox.dedupeKey, `${dedupeKeyStart}%`));
// Cancelling or changing the cleaner needs a reason (docs/decisions/026, proven in admin-job-notices.test.ts); these tests give one.
const setStatus = (jobId: string, json: object) =>
  admin.browser.api.admin.jobs[":jobId"].status.$patch({ param: { jobId }, json: unchecked({ reason: "Operations decision", ...json }) });
async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}

describe("POST /api/admin/jobs/:jobId/applications/:applicationId/approve", () => {
  it("gives the job to the chosen applicant, declines the others and emails each of them, the client too", async () => {
    const chosen = await insertCleaner(t, "Casey Chosen", { ratingAvg: "4.50", ratingCount: 2 });
    const other = await insertCleaner(t, "Olive Other");
    const third = await insertCleaner(t, "Theo Third");
    const job = await openJob();
    const chosenApplication = await apply(chosen.account, job.jobId);
    const otherApplication = await apply(other.account, job.jobId);
    const thirdApplication = await apply(third.account, job.jobId);
    expect(await statusOf(job.jobId)).toBe("Posted");

    const details = (await (await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId: job.jobId } })).json()) as {
      applicants: { applicationId: string; status: string; cleaner: { name: string; ratingAvg: number | null } }[];
    };
    expect(details.applicants.map((applicant) => [applicant.cleaner.name, applicant.status])).toEqual([
      ["Casey Chosen", "pending"],
      ["Olive Other", "pending"],
      ["Theo Third", "pending"],
    ]);
    expect(details.applicants[0]?.cleaner.ratingAvg).toBe(4.5);

    const response = await approve(job.jobId, chosenApplication);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "Assigned", cleanerId: chosen.cleanerId, declined: 2 });
    expect(await statusOf(job.jobId)).toBe("Assigned");
    const [assignment] = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    expect(assignment).toMatchObject({ cleanerId: chosen.cleanerId, status: "Assigned" });
    expect(await applicationStatuses(job.jobId)).toEqual({
      [chosen.cleanerId]: "approved",
      [other.cleanerId]: "declined",
      [third.cleanerId]: "declined",
    });

    const [approvedEmail] = await outbox(`application-approved:${chosenApplication}`);
    expect(approvedEmail).toMatchObject({ kind: "application-approved", recipient: chosen.account.email.toLowerCase() });
    expect(approvedEmail?.subject).toContain("The job is yours: Deep Clean");
    for (const [account, applicationId] of [
      [other.account, otherApplication],
      [third.account, thirdApplication],
    ] as const) {
      const [declined] = await outbox(`application-declined:${applicationId}`);
      expect(declined).toMatchObject({ kind: "application-declined", recipient: account.email.toLowerCase() });
      expect(declined?.body).toContain("Another cleaner was chosen");
    }
    const [clientEmail] = await outbox(`job-claimed:${job.jobId}`);
    expect(clientEmail?.recipient).toBe(client.email.toLowerCase());
    expect(clientEmail?.body).toContain("Cleaner: Casey Chosen");

    const mine = (await (await chosen.account.browser.api.cleaner.assignments.$get({ query: {} })).json()) as { rows: { jobId: string }[] };
    expect(mine.rows.map((entry) => entry.jobId)).toContain(job.jobId);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.jobId), eq(auditLog.action, "job.application_approved")));
    expect(audit).toMatchObject({
      actorId: admin.userId,
      entityType: "job",
      summary: "Job given to Casey Chosen (application approved, 2 declined)",
    });
    const declined = (audit?.after as { declinedApplicationIds: string[] }).declinedApplicationIds;
    expect([...declined].sort()).toEqual([otherApplication, thirdApplication].sort());
    expect(audit?.before).toEqual({ status: "Posted", cleanerId: null, pendingApplicationIds: [chosenApplication, ...declined] });
    expect(audit?.after).toEqual({
      status: "Assigned",
      cleanerId: chosen.cleanerId,
      approvedApplicationId: chosenApplication,
      declinedApplicationIds: declined,
    });
    expect(audit?.metadata).toEqual({ applicationId: chosenApplication });

    // Decided: a second approval of anyone is refused.
    await expectRefused(await approve(job.jobId, otherApplication), 409, applicationMessages.decided);
  });

  it("refuses an applicant no longer Active or no longer free, and a job no longer Posted; nothing changes", async () => {
    const leaving = await insertCleaner(t, "Lee Leaving");
    const busy = await insertCleaner(t, "Bo Busy");
    const job = await openJob({ scheduledStart: new Date(Date.now() + 72 * HOUR) });
    const leavingApplication = await apply(leaving.account, job.jobId);
    const busyApplication = await apply(busy.account, job.jobId);
    await t.db.update(cleaners).set({ status: "Inactive" }).where(eq(cleaners.cleanerId, leaving.cleanerId));
    await expectRefused(await approve(job.jobId, leavingApplication), 409, assignmentMessages.notActive("Lee Leaving"));
    await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: busy.cleanerId,
      scheduledStart: new Date(job.scheduledStart.getTime() + HOUR),
    });
    await expectRefused(await approve(job.jobId, busyApplication), 409, assignmentMessages.overlaps("Bo Busy"));
    expect(await statusOf(job.jobId)).toBe("Posted");
    expect(await applicationStatuses(job.jobId)).toEqual({ [leaving.cleanerId]: "pending", [busy.cleanerId]: "pending" });

    const canceled = await client.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId: job.jobId } });
    expect(canceled.status).toBe(200);
    await expectRefused(await approve(job.jobId, busyApplication), 409, applicationMessages.jobNotPosted);
    // No refused approval left an admin's row; the client's cancel left its own in the job's history (docs/decisions/066).
    const rows = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, job.jobId));
    expect(rows.map((row) => row.action)).toEqual(["job.transitioned"]);
  });

  it("gives the job to one applicant only when two are approved at once", async () => {
    const one = await insertCleaner(t);
    const two = await insertCleaner(t);
    const job = await openJob({ scheduledStart: new Date(Date.now() + 96 * HOUR) });
    const first = await apply(one.account, job.jobId);
    const second = await apply(two.account, job.jobId);
    const answers = await Promise.all([approve(job.jobId, first), approve(job.jobId, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect([applicationMessages.decided, applicationMessages.jobNotPosted, CHANGED_MEANWHILE]).toContain(
      ((await refused?.json()) as { error: { message: string } }).error.message,
    );
    expect(Object.values(await applicationStatuses(job.jobId)).sort()).toEqual(["approved", "declined"]);
    expect(await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId))).toHaveLength(1);
  });

  it("answers 404 for an application of another job, or none", async () => {
    const cleaner = await insertCleaner(t);
    const job = await openJob({ scheduledStart: new Date(Date.now() + 120 * HOUR) });
    const elsewhere = await openJob({ scheduledStart: new Date(Date.now() + 130 * HOUR) });
    const applicationId = await apply(cleaner.account, job.jobId);
    await expectRefused(await approve(elsewhere.jobId, applicationId), 404, applicationMessages.notFound);
    expect((await approve(job.jobId, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await statusOf(job.jobId)).toBe("Posted");
  });
});

describe("applications when an admin moves the job another way", () => {
  it("an admin assigning the job decides its applications: that cleaner's approved, the others declined and told", async () => {
    const first = await insertCleaner(t);
    const picked = await insertCleaner(t);
    const job = await openJob({ scheduledStart: new Date(Date.now() + 150 * HOUR) });
    const firstApplication = await apply(first.account, job.jobId);
    await apply(picked.account, job.jobId);

    const response = await setStatus(job.jobId, { status: "Assigned", cleanerId: picked.cleanerId });
    expect(response.status).toBe(200);
    expect(await applicationStatuses(job.jobId)).toEqual({ [first.cleanerId]: "declined", [picked.cleanerId]: "approved" });
    expect(await outbox(`application-declined:${firstApplication}`)).toHaveLength(1);
    // The picked cleaner hears it as any cleaner an admin assigns, not twice.
    expect((await outbox(`admin-assigned:${job.jobId}`)).map((email) => email.recipient)).toEqual([picked.account.email.toLowerCase()]);
    expect(await outbox("application-approved:")).not.toContainEqual(
      expect.objectContaining({ recipient: picked.account.email.toLowerCase() }),
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.jobId), eq(auditLog.action, "job.status_changed")));
    expect(audit?.metadata).toMatchObject({ applications: { declinedApplicationIds: [firstApplication] } });
  });

  it("a job put back to Posted frees its approved applicant: another can be approved and the first may apply again", async () => {
    const first = await insertCleaner(t);
    const second = await insertCleaner(t);
    const job = await openJob({ scheduledStart: new Date(Date.now() + 170 * HOUR) });
    const firstApplication = await apply(first.account, job.jobId);
    await apply(second.account, job.jobId);
    expect((await approve(job.jobId, firstApplication)).status).toBe(200);

    expect((await setStatus(job.jobId, { status: "Posted" })).status).toBe(200);
    expect(await applicationStatuses(job.jobId)).toEqual({ [first.cleanerId]: "declined", [second.cleanerId]: "declined" });
    // Both may apply again for the job that is open once more; a second try while waiting is refused.
    const again = await apply(first.account, job.jobId);
    expect(again).toBe(firstApplication);
    const secondAgain = await apply(second.account, job.jobId);
    expect((await first.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(409);
    expect(await applicationStatuses(job.jobId)).toEqual({ [first.cleanerId]: "pending", [second.cleanerId]: "pending" });

    const response = await approve(job.jobId, secondAgain);
    expect(response.status).toBe(200);
    expect(await applicationStatuses(job.jobId)).toEqual({ [first.cleanerId]: "declined", [second.cleanerId]: "approved" });
    // Taken off the job, the first was not told "another was chosen"; passed over now, they are.
    // The second was told so at the first approval, and now that the job is theirs.
    expect(await outbox(`application-declined:${firstApplication}`)).toHaveLength(1);
    expect(await outbox(`application-declined:${secondAgain}`)).toHaveLength(1);
    expect(await outbox(`application-approved:${secondAgain}`)).toHaveLength(1);
    const [assignment] = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    expect(assignment?.cleanerId).toBe(second.cleanerId);
  });
});

// The move reads whether the job has applications to settle in its UPDATE, after the job's lock
// (domain/jobs/applications.ts): an application recorded while the admin assigns the job is either
// seen there and declined, or refused as too late. Meaningful on PostgreSQL, where they race.
describe("applications made while an admin assigns the job", () => {
  const APPLICANTS = 12;
  it(`leave none pending: each of ${APPLICANTS} is declined and told, or refused as taken`, async () => {
    const applicants = await signedInCleaners(t, APPLICANTS);
    const picked = await insertCleaner(t);
    for (let round = 0; round < 4; round++) {
      const job = await openJob({ scheduledStart: new Date(Date.now() + (200 + 10 * round) * HOUR) });
      const [assigned, ...applied] = await Promise.all([
        setStatus(job.jobId, { status: "Assigned", cleanerId: picked.cleanerId }),
        ...applicants.map(({ browser }) => browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })),
      ]);
      expect(assigned?.status).toBe(200);
      expect(applied.map((response) => response.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
      const made = applied.filter((response) => response.status === 201).length;
      const applications = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.jobId));
      expect(applications.map((row) => row.status)).toEqual(Array<string>(made).fill("declined"));
      for (const { applicationId } of applications) expect(await outbox(`application-declined:${applicationId}`)).toHaveLength(1);
      expect(await statusOf(job.jobId)).toBe("Assigned");
    }
  }, 60_000);
});
