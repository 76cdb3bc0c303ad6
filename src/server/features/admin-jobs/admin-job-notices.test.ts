// docs/decisions/026 (issue 18): an admin cancelling a job or changing who does it gives a reason
// (422 without; the audit row keeps it), and the client and the cleaners concerned are emailed
// through the outbox in the same transaction. The cleaner put on a job reads the unit's notes.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REASON_REQUIRED } from "../../../shared/schemas/admin-jobs";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { auditLog, notificationOutbox } from "../../db/schema/platform";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { clientIdOf, insertCleaner, insertJob, insertUnit, setFeatureFlag, type JobFixture } from "../../test/fixtures";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp({ env: { SUPPORT_EMAIL: "help@tidyline.example" } });
afterAll(() => t.close());

const HOUR = 3_600_000;
const NOTES = "Lockbox 2468 by the back door. The cat stays inside.";
let admin: TestAccount;
let client: TestAccount;
let clientId: string;
let unitId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  client = await t.createAccount({ role: "client", fullName: "Jordan Notice" });
  clientId = await clientIdOf(t, client);
  unitId = (await insertUnit(t.db, clientId, { label: "Harbor Flat", fullAddress: "1 Harbor Way, Boston, MA 02110", notes: NOTES })).unitId;
});

const job = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, {
    clientId,
    unitId,
    address: "1 Harbor Way, Boston, MA 02110",
    type: "Deep Clean",
    scheduledStart: new Date(Date.now() + 72 * HOUR),
    ...fixture,
  });
const setStatus = (jobId: string, json: object) =>
  admin.browser.api.admin.jobs[":jobId"].status.$patch({ param: { jobId }, json: unchecked(json) });
const statusOf = async (jobId: string) => (await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, jobId)))[0]?.status;
const cleanerOf = async (jobId: string) =>
  (await t.db.select({ cleanerId: jobAssignments.cleanerId }).from(jobAssignments).where(eq(jobAssignments.jobId, jobId)))[0]?.cleanerId ??
  null;
const auditOf = (jobId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, jobId)))
    .orderBy(desc(auditLog.createdAt));
const emailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, email.toLowerCase()), eq(notificationOutbox.kind, kind)));

async function expect422(response: Response) {
  expect(response.status).toBe(422);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(REASON_REQUIRED);
}

describe("an admin's status change that cancels a job or changes its cleaner", () => {
  it("is refused with 422 without a reason (or with a blank one), and changes nothing", async () => {
    const cleaner = await insertCleaner(t, "Ria Reason");
    const other = await insertCleaner(t, "Otto Other");
    const posted = await job();
    const assigned = await job({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date(Date.now() + 96 * HOUR) });

    await expect422(await setStatus(posted.jobId, { status: "Canceled" }));
    await expect422(await setStatus(posted.jobId, { status: "Assigned", cleanerId: cleaner.cleanerId, reason: "   " }));
    await expect422(await setStatus(assigned.jobId, { status: "Assigned", cleanerId: other.cleanerId }));
    await expect422(await setStatus(assigned.jobId, { status: "Posted" }));
    await expect422(await setStatus(assigned.jobId, { status: "Canceled" }));
    expect(await statusOf(posted.jobId)).toBe("Posted");
    expect(await cleanerOf(posted.jobId)).toBeNull();
    expect(await statusOf(assigned.jobId)).toBe("Assigned");
    expect(await cleanerOf(assigned.jobId)).toBe(cleaner.cleanerId);
    expect(await auditOf(posted.jobId)).toEqual([]);
    expect(await auditOf(assigned.jobId)).toEqual([]);
    expect(await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, client.email.toLowerCase()))).toEqual([]);
  });

  it("needs no reason when the cleaner stays: In Progress for the same cleaner, or Completed", async () => {
    const cleaner = await insertCleaner(t, "Sam Same");
    const assigned = await job({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date(Date.now() + 120 * HOUR) });
    expect((await setStatus(assigned.jobId, { status: "In Progress", cleanerId: cleaner.cleanerId })).status).toBe(200);
    expect((await setStatus(assigned.jobId, { status: "Completed" })).status).toBe(200);
  });

  it("cancels with the reason in the audit row; the client and the job's cleaner are emailed, with a Reply-To", async () => {
    const cleaner = await insertCleaner(t, "Cleo Cancel");
    const assigned = await job({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date(Date.now() + 144 * HOUR) });
    const response = await setStatus(assigned.jobId, { status: "Canceled", reason: "  Client called: moving out early  " });
    expect(response.status).toBe(200);
    expect(await statusOf(assigned.jobId)).toBe("Canceled");
    const [audit] = await auditOf(assigned.jobId);
    expect(audit?.metadata).toMatchObject({
      reason: "Client called: moving out early",
      emailed: ["job-canceled-client", "job-canceled-cleaner"],
    });

    const [toClient] = await emailsTo(client.email, "job-canceled-client");
    expect(toClient?.subject).toMatch(/^Your Deep Clean on .+ is canceled$/);
    expect(toClient?.body).toContain("1 Harbor Way, Boston, MA 02110");
    expect(toClient?.replyTo).toBe("help@tidyline.example");
    const [toCleaner] = await emailsTo(cleaner.account.email, "job-canceled-cleaner");
    expect(toCleaner?.subject).toMatch(/^Canceled: the Deep Clean on /);
    expect(toCleaner?.body).toContain(`/cleaner/assignments?job=${assigned.jobId}`);
    // The reason is the admin's note, not the email's.
    for (const email of [toClient, toCleaner]) expect(email?.body).not.toContain("moving out early");
  });

  it("an admin's first assignment emails the client as a claim does, and the cleaner the job with its unit notes", async () => {
    const cleaner = await insertCleaner(t, "Ava Assigned", { ratingAvg: "4.80", ratingCount: 5 });
    const posted = await job({ specialInstructions: "Bring a ladder", scheduledStart: new Date(Date.now() + 168 * HOUR) });
    expect((await setStatus(posted.jobId, { status: "Assigned", cleanerId: cleaner.cleanerId, reason: "Phoned in" })).status).toBe(200);

    const [toClient] = await emailsTo(client.email, "job-claimed");
    expect(toClient?.subject).toMatch(/^Ava Assigned will clean on /);
    expect(toClient?.body).toContain("Good news: a cleaner has claimed your Deep Clean.");
    expect(toClient?.body).toContain("Rating: 4.8 out of 5 (5 reviews)");
    const [toCleaner] = await emailsTo(cleaner.account.email, "admin-assigned");
    expect(toCleaner?.body).toContain("Where: 1 Harbor Way, Boston, MA 02110");
    expect(toCleaner?.body).toContain(`Special instructions:\nBring a ladder`);
    expect(toCleaner?.body).toContain(`Unit notes:\n${NOTES}`);
    expect((await auditOf(posted.jobId))[0]?.metadata).toMatchObject({ reason: "Phoned in" });
  });

  it("a new cleaner: the one taken off, the one put on and the client each get their email", async () => {
    const first = await insertCleaner(t, "Fay First");
    const second = await insertCleaner(t, "Sid Second");
    const assigned = await job({ status: "Assigned", cleanerId: first.cleanerId, scheduledStart: new Date(Date.now() + 192 * HOUR) });
    expect((await setStatus(assigned.jobId, { status: "Assigned", cleanerId: second.cleanerId, reason: "Fay is ill" })).status).toBe(200);
    expect(await cleanerOf(assigned.jobId)).toBe(second.cleanerId);

    const [offEmail] = await emailsTo(first.account.email, "job-unassigned");
    expect(offEmail?.subject).toMatch(/^You are no longer on the Deep Clean on /);
    expect(offEmail?.body).not.toContain(NOTES);
    const [onEmail] = await emailsTo(second.account.email, "admin-assigned");
    expect(onEmail?.body).toContain(NOTES);
    const claimed = await emailsTo(client.email, "job-claimed");
    expect(claimed.some((email) => email.subject.startsWith("Sid Second will clean on "))).toBe(true);
  });

  it("back to Posted: the cleaner taken off and the client are told", async () => {
    const cleaner = await insertCleaner(t, "Pia Posted");
    const assigned = await job({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date(Date.now() + 216 * HOUR) });
    expect((await setStatus(assigned.jobId, { status: "Posted", reason: "Cleaner cannot make it" })).status).toBe(200);
    expect(await emailsTo(cleaner.account.email, "job-unassigned")).toHaveLength(1);
    const [toClient] = await emailsTo(client.email, "job-cleaner-removed");
    expect(toClient?.body).toContain("open to our cleaners again");
    expect(toClient?.replyTo).toBe("help@tidyline.example");
  });
});

describe("an approved application's email", () => {
  it("carries the unit's notes to the chosen cleaner", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    try {
      const cleaner = await insertCleaner(t, "Abe Applicant");
      const open = await job({ claimWindowEnds: new Date(Date.now() + 20 * HOUR), scheduledStart: new Date(Date.now() + 240 * HOUR) });
      const applied = await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: open.jobId } });
      expect(applied.status).toBe(201);
      const { application } = (await applied.json()) as { application: { applicationId: string } };
      const approved = await admin.browser.api.admin.jobs[":jobId"].applications[":applicationId"].approve.$post({
        param: { jobId: open.jobId, applicationId: application.applicationId },
      });
      expect(approved.status).toBe(200);
      const [email] = await emailsTo(cleaner.account.email, "application-approved");
      expect(email?.body).toContain(`Unit notes:\n${NOTES}`);
    } finally {
      await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    }
  });

  it("reads the notes as the client keeps them now", async () => {
    await t.db.update(clientUnits).set({ notes: NOTES }).where(eq(clientUnits.unitId, unitId));
    const cleaner = await insertCleaner(t, "Nia Now");
    const posted = await job({ scheduledStart: new Date(Date.now() + 264 * HOUR) });
    await t.db.update(clientUnits).set({ notes: "Code changed to 9753" }).where(eq(clientUnits.unitId, unitId));
    expect((await setStatus(posted.jobId, { status: "Assigned", cleanerId: cleaner.cleanerId, reason: "Phoned in" })).status).toBe(200);
    const [email] = await emailsTo(cleaner.account.email, "admin-assigned");
    expect(email?.body).toContain("Unit notes:\nCode changed to 9753");
    await t.db.update(clientUnits).set({ notes: NOTES }).where(eq(clientUnits.unitId, unitId));
  });
});
