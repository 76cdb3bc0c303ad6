// spec 4: an admin's status changes, kept consistent with the assignment, the plan clean and the
// payout, each with its audit row (docs/decisions/041).
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHOOSE_A_CLEANER } from "../../../shared/schemas/admin-jobs";
import { subscriptions } from "../../db/schema/billing";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { auditLog, notificationOutbox } from "../../db/schema/platform";
import { clientIdOf, insertCleaner, insertJob, insertSubscription, type JobFixture } from "../../test/fixtures";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { statusMessages } from "./admin-job-status.service";
import { assignmentMessages } from "./cleaner-for-job";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Morgan Reyes" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

const job = (fixture: Partial<JobFixture> = {}) => insertJob(t.db, { clientId, ...fixture });
// Cancelling or changing the cleaner needs a reason (docs/decisions/026, proven in admin-job-notices.test.ts); these tests give one.
const setStatus = (jobId: string, json: object) =>
  admin.browser.api.admin.jobs[":jobId"].status.$patch({ param: { jobId }, json: unchecked({ reason: "Operations decision", ...json }) });
const jobRow = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0];
const assignmentOf = async (jobId: string) => (await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId)))[0];
const auditOf = (jobId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, jobId)))
    .orderBy(desc(auditLog.createdAt));
const usedCleans = async (subscriptionId: string) =>
  (await t.db.select({ used: subscriptions.usedCleans }).from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0]
    ?.used;

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}

describe("PATCH /api/admin/jobs/:jobId/status", () => {
  it("assigns a Posted job to an Active cleaner: the assignment is made, the cleaner sees it, one audit row", async () => {
    const cleaner = await insertCleaner(t, "Casey Cleaner");
    const posted = await job();
    const response = await setStatus(posted.jobId, { status: "Assigned", cleanerId: cleaner.cleanerId });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ jobId: posted.jobId, status: "Assigned", cleanerId: cleaner.cleanerId, changed: true });
    expect((await jobRow(posted.jobId))?.status).toBe("Assigned");
    expect(await assignmentOf(posted.jobId)).toMatchObject({ cleanerId: cleaner.cleanerId, status: "Assigned", startedAt: null });

    const mine = (await (await cleaner.account.browser.api.cleaner.assignments.$get({ query: {} })).json()) as {
      rows: { jobId: string; status: string }[];
    };
    expect(mine.rows).toContainEqual(expect.objectContaining({ jobId: posted.jobId, status: "Assigned" }));

    const audit = await auditOf(posted.jobId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "job.status_changed",
      actorId: admin.userId,
      before: { status: "Posted", cleanerId: null, assignmentStatus: null },
      after: { status: "Assigned", cleanerId: cleaner.cleanerId, assignmentStatus: "Assigned" },
    });
  });

  it("emails a cleaner an admin puts on a job, once; not again when only the status moves on", async () => {
    const first = await insertCleaner(t, "Erin Email");
    const second = await insertCleaner(t, "Frank Follow");
    const posted = await job({ type: "Deep Clean", address: "12 Mail St, Boston, MA 02108" });
    const assignedEmails = (email: string) =>
      t.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.kind, "admin-assigned"), eq(notificationOutbox.recipient, email.toLowerCase())));

    expect((await setStatus(posted.jobId, { status: "Assigned", cleanerId: first.cleanerId })).status).toBe(200);
    const [toFirst] = await assignedEmails(first.account.email);
    expect(toFirst?.subject).toMatch(/^You have a new job: Deep Clean on /);
    expect(toFirst?.body).toContain("12 Mail St, Boston, MA 02108");
    expect(toFirst?.body).toContain(`/cleaner/assignments?job=${posted.jobId}`);

    // The same cleaner, now In Progress: nothing new to tell.
    expect((await setStatus(posted.jobId, { status: "In Progress", cleanerId: first.cleanerId })).status).toBe(200);
    expect(await assignedEmails(first.account.email)).toHaveLength(1);
    // Moved to another cleaner: they hear of it.
    expect((await setStatus(posted.jobId, { status: "Assigned", cleanerId: second.cleanerId })).status).toBe(200);
    expect(await assignedEmails(second.account.email)).toHaveLength(1);
  });

  it("requires an Active, free cleaner for Assigned and In Progress; a refusal changes nothing", async () => {
    const posted = await job({ scheduledStart: new Date(Date.now() + 100 * HOUR) });
    await expectRefused(await setStatus(posted.jobId, { status: "Assigned" }), 400, CHOOSE_A_CLEANER);
    await expectRefused(
      await setStatus(posted.jobId, { status: "In Progress", cleanerId: "00000000-0000-4000-8000-000000000000" }),
      400,
      CHOOSE_A_CLEANER,
    );
    const pending = await insertCleaner(t, "Pat Pending", {}, "Pending");
    await expectRefused(
      await setStatus(posted.jobId, { status: "Assigned", cleanerId: pending.cleanerId }),
      409,
      assignmentMessages.notActive("Pat Pending"),
    );
    const busy = await insertCleaner(t, "Bo Busy");
    await job({ status: "Assigned", cleanerId: busy.cleanerId, scheduledStart: new Date(posted.scheduledStart.getTime() - HOUR) });
    await expectRefused(
      await setStatus(posted.jobId, { status: "Assigned", cleanerId: busy.cleanerId }),
      409,
      assignmentMessages.overlaps("Bo Busy"),
    );
    expect((await jobRow(posted.jobId))?.status).toBe("Posted");
    expect(await assignmentOf(posted.jobId)).toBeUndefined();
    expect(await auditOf(posted.jobId)).toEqual([]);
  });

  it("moves the assignment to another cleaner and starts it for In Progress; back to Posted removes it and reopens the board", async () => {
    const first = await insertCleaner(t);
    const second = await insertCleaner(t);
    const assigned = await job({
      status: "Assigned",
      cleanerId: first.cleanerId,
      claimWindowEnds: new Date(Date.now() - HOUR),
      scheduledStart: new Date(Date.now() + 60 * HOUR),
    });
    expect((await setStatus(assigned.jobId, { status: "In Progress", cleanerId: second.cleanerId })).status).toBe(200);
    const moved = await assignmentOf(assigned.jobId);
    expect(moved).toMatchObject({ cleanerId: second.cleanerId, status: "In Progress" });
    expect(moved?.startedAt).toBeInstanceOf(Date);
    expect((await jobRow(assigned.jobId))?.status).toBe("In Progress");

    expect((await setStatus(assigned.jobId, { status: "Posted" })).status).toBe(200);
    expect(await assignmentOf(assigned.jobId)).toBeUndefined();
    const reposted = await jobRow(assigned.jobId);
    expect(reposted?.status).toBe("Posted");
    expect(reposted?.claimWindowEnds?.getTime()).toBeGreaterThan(Date.now());
    const board = (await (await first.account.browser.api.cleaner["open-jobs"].$get({ query: { inMyAreas: "false" } })).json()) as {
      rows: { jobId: string }[];
    };
    expect(board.rows.map((open) => open.jobId)).toContain(assigned.jobId);
    expect(await auditOf(assigned.jobId)).toHaveLength(2);
  });

  it("gives the plan clean back on Canceled, takes it again when the job is put back, and never twice", async () => {
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 4, usedCleans: 2 });
    const booked = await job({ planUsage: "included", subscriptionId: plan.subscriptionId });
    expect((await setStatus(booked.jobId, { status: "Canceled" })).status).toBe(200);
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
    const [canceled] = await auditOf(booked.jobId);
    expect(canceled).toMatchObject({ action: "job.status_changed", entityType: "job", summary: "Job set to Canceled (was Posted)" });
    expect(canceled?.before).toEqual({ status: "Posted", cleanerId: null, assignmentStatus: null, planUsage: "included" });
    expect(canceled?.after).toEqual({ status: "Canceled", cleanerId: null, assignmentStatus: null, planUsage: "included" });
    expect(canceled?.metadata).toEqual({ planCleanReturned: true, reason: "Operations decision", emailed: ["job-canceled-client"] });
    // Canceled again: nothing more to give back, nothing changes, no audit row.
    expect(await (await setStatus(booked.jobId, { status: "Canceled" })).json()).toMatchObject({ changed: false });
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
    expect(await auditOf(booked.jobId)).toHaveLength(1);
    expect((await setStatus(booked.jobId, { status: "Posted" })).status).toBe(200);
    expect(await usedCleans(plan.subscriptionId)).toBe(2);
    expect((await setStatus(booked.jobId, { status: "Canceled" })).status).toBe(200);
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
  });

  it("releases the plan clean of a job put back when its plan has none left: its row shows the job holds none", async () => {
    const otherClientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const plan = await insertSubscription(t.db, { clientId: otherClientId, includedCleans: 2, usedCleans: 2 });
    const canceled = await job({ clientId: otherClientId, status: "Canceled", planUsage: "included", subscriptionId: plan.subscriptionId });
    expect((await setStatus(canceled.jobId, { status: "Posted" })).status).toBe(200);
    expect(await usedCleans(plan.subscriptionId)).toBe(2);
    expect((await jobRow(canceled.jobId))?.planUsage).toBe("none");
    const [audit] = await auditOf(canceled.jobId);
    expect(audit?.before).toEqual({ status: "Canceled", cleanerId: null, assignmentStatus: null, planUsage: "included" });
    expect(audit?.after).toEqual({ status: "Posted", cleanerId: null, assignmentStatus: null, planUsage: "none" });
    expect(audit?.metadata).toEqual({ planClean: "released", reason: "Operations decision" });
  });

  it("keeps the cleaner on a job an admin cancels: their assignments show it Canceled", async () => {
    const cleaner = await insertCleaner(t);
    const assigned = await job({ status: "Assigned", cleanerId: cleaner.cleanerId });
    expect((await setStatus(assigned.jobId, { status: "Canceled" })).status).toBe(200);
    const mine = (await (await cleaner.account.browser.api.cleaner.assignments.$get({ query: { tab: "all" } })).json()) as {
      rows: { jobId: string; jobStatus: string }[];
    };
    expect(mine.rows).toContainEqual(expect.objectContaining({ jobId: assigned.jobId, jobStatus: "Canceled" }));
  });

  it("completes an assigned job: completion time, the assignment, the cleaner's payout (55 %) and earnings; Completed is final", async () => {
    const cleaner = await insertCleaner(t);
    const assigned = await job({ status: "In Progress", cleanerId: cleaner.cleanerId, clientPriceCents: 15_000 });
    const response = await setStatus(assigned.jobId, { status: "Completed" });
    expect(response.status).toBe(200);
    const completed = await jobRow(assigned.jobId);
    expect(completed?.status).toBe("Completed");
    expect(completed?.completedAt).toBeInstanceOf(Date);
    expect(await assignmentOf(assigned.jobId)).toMatchObject({ status: "Completed" });
    const payouts = (await (await cleaner.account.browser.api.cleaner.payouts.$get({ query: {} })).json()) as {
      rows: { jobId: string; amountCents: number; status: string }[];
    };
    expect(payouts.rows).toEqual([expect.objectContaining({ jobId: assigned.jobId, amountCents: 8_250, status: "pending" })]);
    const [earnings] = await t.db
      .select({ total: cleaners.totalEarningsCents })
      .from(cleaners)
      .where(eq(cleaners.cleanerId, cleaner.cleanerId));
    expect(earnings?.total).toBe(8_250);
    expect((await auditOf(assigned.jobId))[0]?.metadata).toMatchObject({ payoutCents: 8_250 });

    await expectRefused(await setStatus(assigned.jobId, { status: "Canceled" }), 409, statusMessages.completedIsFinal);
    expect((await jobRow(assigned.jobId))?.status).toBe("Completed");
    expect(await auditOf(assigned.jobId)).toHaveLength(1);
  });

  it("refuses Completed for a job nobody is assigned to, and statuses an admin cannot set", async () => {
    const posted = await job();
    await expectRefused(await setStatus(posted.jobId, { status: "Completed" }), 409, statusMessages.needsAssignment);
    const message = "Choose a status: Posted, Assigned, In Progress, Completed or Canceled.";
    await expectRefused(await setStatus(posted.jobId, { status: "Problem" }), 400, message);
    await expectRefused(await setStatus(posted.jobId, {}), 400, message);
    expect((await jobRow(posted.jobId))?.status).toBe("Posted");
    expect(await auditOf(posted.jobId)).toEqual([]);
  });
});
