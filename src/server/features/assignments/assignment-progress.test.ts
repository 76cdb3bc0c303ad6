import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { CleanerStatus } from "../../../shared/domain/statuses";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { notificationOutbox } from "../../db/schema/platform";
import { CLEANER_NOT_ACTIVE } from "../../auth/cleaner-record";
import { createTestApp, type Browser } from "../../test/harness";
import { clientWithUnit, insertCleaner, insertJob, insertPhoto } from "../../test/fixtures";
import { progressMessages } from "./assignment-progress.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Any string (a generated id or time). */
const ANY_TEXT: unknown = expect.any(String);

/** A client's job assigned to a fresh cleaner (Active unless said), starting `startsInHours` from now. */
async function assignedJob({
  status = "Assigned",
  startsInHours = 1,
  cleanerStatus = "Active",
}: { status?: JobStatus; startsInHours?: number; cleanerStatus?: CleanerStatus } = {}) {
  const client = await clientWithUnit(t);
  const cleaner = await insertCleaner(t, "Casey Cleaner", {}, cleanerStatus);
  const job = await insertJob(t.db, {
    clientId: client.clientId,
    status,
    cleanerId: cleaner.cleanerId,
    scheduledStart: new Date(Date.now() + startsInHours * HOUR),
    clientPriceCents: 15_000,
  });
  return { client, cleaner, job };
}

const start = (browser: Browser, jobId: string) => browser.api.cleaner.assignments[":jobId"].start.$post({ param: { jobId } });
const complete = (browser: Browser, jobId: string) => browser.api.cleaner.assignments[":jobId"].complete.$post({ param: { jobId } });

async function state(jobId: string) {
  const [row] = await t.db
    .select({
      job: jobs.status,
      completedAt: jobs.completedAt,
      assignment: jobAssignments.status,
      startedAt: jobAssignments.startedAt,
      assignmentCompletedAt: jobAssignments.completedAt,
    })
    .from(jobs)
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(eq(jobs.jobId, jobId));
  return row!;
}
const earningsOf = async (cleanerId: string) =>
  (await t.db.select({ total: cleaners.totalEarningsCents }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId)))[0]?.total;
const payoutsOf = (jobId: string) => t.db.select().from(payouts).where(eq(payouts.jobId, jobId));
const outboxFor = (jobId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.kind, "job-completed"), eq(notificationOutbox.dedupeKey, `job-completed:${jobId}`)));

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe("POST /api/cleaner/assignments/:jobId/start", () => {
  it("moves the job and the assignment to In Progress together, with the start time", async () => {
    const { cleaner, job } = await assignedJob({ startsInHours: 1.5 });
    const response = await start(cleaner.account.browser, job.jobId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ assignment: { jobId: job.jobId, status: "In Progress", startedAt: ANY_TEXT } });
    const after = await state(job.jobId);
    expect(after).toMatchObject({ job: "In Progress", assignment: "In Progress" });
    expect(Math.abs(after.startedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses a start more than 2 hours before the scheduled start, and says so", async () => {
    const { cleaner, job } = await assignedJob({ startsInHours: 3 });
    const response = await start(cleaner.account.browser, job.jobId);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "JOB_TOO_EARLY",
      message: "You can start a job from 2 hours before its scheduled start.",
    });
    expect(await state(job.jobId)).toMatchObject({ job: "Assigned", assignment: "Assigned", startedAt: null });
  });

  it("refuses a second start and a start of a completed or canceled job", async () => {
    const started = await assignedJob({ status: "In Progress" });
    const again = await start(started.cleaner.account.browser, started.job.jobId);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(progressMessages.alreadyStarted);

    const done = await assignedJob({ status: "Completed" });
    expect((await start(done.cleaner.account.browser, done.job.jobId)).status).toBe(409);
    expect(await state(done.job.jobId)).toMatchObject({ job: "Completed", assignment: "Completed" });

    const canceled = await assignedJob({ status: "Canceled" });
    const response = await start(canceled.cleaner.account.browser, canceled.job.jobId);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(progressMessages.notStartable);
    expect(await state(canceled.job.jobId)).toMatchObject({ job: "Canceled", assignment: "Assigned" });
  });

  it("answers 404 to another cleaner, as for a job that does not exist", async () => {
    const { job } = await assignedJob();
    const other = await insertCleaner(t, "Other Cleaner");
    const response = await start(other.account.browser, job.jobId);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("Assignment not found.");
    expect((await start(other.account.browser, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await state(job.jobId)).toMatchObject({ job: "Assigned", assignment: "Assigned" });
  });

  it.each(["Pending", "Inactive"] as const)("refuses a %s cleaner (403) and changes nothing", async (cleanerStatus) => {
    const { cleaner, job } = await assignedJob({ cleanerStatus });
    const response = await start(cleaner.account.browser, job.jobId);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: "CLEANER_NOT_ACTIVE", message: CLEANER_NOT_ACTIVE });
    expect(await state(job.jobId)).toMatchObject({ job: "Assigned", assignment: "Assigned" });
  });
});

describe("POST /api/cleaner/assignments/:jobId/complete", () => {
  it("refuses without an after photo, says so, and changes nothing (a before photo is not enough)", async () => {
    const { cleaner, job } = await assignedJob({ status: "In Progress", startsInHours: -1 });
    await insertPhoto(t.db, job.jobId, "photo_before", `job-photos/${job.jobId}/before.jpg`);
    const response = await complete(cleaner.account.browser, job.jobId);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "AFTER_PHOTO_REQUIRED",
      message: "Add at least one after photo before marking this job complete.",
    });
    expect(await state(job.jobId)).toMatchObject({ job: "In Progress", assignment: "In Progress", completedAt: null });
    expect(await payoutsOf(job.jobId)).toEqual([]);
  });

  it("completes job and assignment, records the payout and the earnings, and queues the client's email", async () => {
    const { client, cleaner, job } = await assignedJob({ status: "In Progress", startsInHours: -1 });
    await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    const response = await complete(cleaner.account.browser, job.jobId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      assignment: {
        jobId: job.jobId,
        status: "Completed",
        completedAt: ANY_TEXT,
        payout: { payoutId: ANY_TEXT, amountCents: 8250, status: "pending" },
      },
    });

    const after = await state(job.jobId);
    expect(after).toMatchObject({ job: "Completed", assignment: "Completed" });
    expect(after.completedAt).not.toBeNull();
    expect(after.assignmentCompletedAt?.getTime()).toBe(after.completedAt?.getTime());
    expect(await payoutsOf(job.jobId)).toEqual([
      expect.objectContaining({ cleanerId: cleaner.cleanerId, amountCents: job.cleanerPayoutCents, status: "pending", paidAt: null }),
    ]);
    expect(job.cleanerPayoutCents).toBe(8250);
    expect(await earningsOf(cleaner.cleanerId)).toBe(8250);

    const [email] = await outboxFor(job.jobId);
    expect(email).toMatchObject({ recipient: client.account.email.toLowerCase(), sentAt: null });
    expect(email?.subject).toContain("complete");
    expect(email?.body).toContain(`http://localhost:3000/client/history?job=${job.jobId}`);
  });

  it("answers a second completion 409 and pays nothing twice", async () => {
    const { cleaner, job } = await assignedJob({ status: "In Progress", startsInHours: -1 });
    await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    expect((await complete(cleaner.account.browser, job.jobId)).status).toBe(200);
    const first = await state(job.jobId);

    const again = await complete(cleaner.account.browser, job.jobId);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "JOB_TRANSITION_NOT_ALLOWED", message: "This job is already completed." });
    expect(await state(job.jobId)).toEqual(first);
    expect(await payoutsOf(job.jobId)).toHaveLength(1);
    expect(await earningsOf(cleaner.cleanerId)).toBe(job.cleanerPayoutCents);
    expect(await outboxFor(job.jobId)).toHaveLength(1);
  });

  it("refuses a job not started yet, another cleaner's job (404) and a cleaner who is not Active (403)", async () => {
    const assigned = await assignedJob();
    await insertPhoto(t.db, assigned.job.jobId, "photo_after", `job-photos/${assigned.job.jobId}/after.jpg`);
    const early = await complete(assigned.cleaner.account.browser, assigned.job.jobId);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(progressMessages.notStarted);

    const theirs = await assignedJob({ status: "In Progress", startsInHours: -1 });
    await insertPhoto(t.db, theirs.job.jobId, "photo_after", `job-photos/${theirs.job.jobId}/after.jpg`);
    expect((await complete(assigned.cleaner.account.browser, theirs.job.jobId)).status).toBe(404);

    await t.db.update(cleaners).set({ status: "Inactive" }).where(eq(cleaners.cleanerId, theirs.cleaner.cleanerId));
    expect((await complete(theirs.cleaner.account.browser, theirs.job.jobId)).status).toBe(403);
    for (const { job } of [assigned, theirs]) expect((await state(job.jobId)).job).not.toBe("Completed");
    expect(await payoutsOf(theirs.job.jobId)).toEqual([]);
  });

  it("refuses a job before its scheduled start (docs/decisions/027), says so, and changes nothing", async () => {
    // Started early (from 2 hours before), photos in, but not yet due: not done yet.
    const { cleaner, job } = await assignedJob({ status: "In Progress", startsInHours: 0.5 });
    await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    const response = await complete(cleaner.account.browser, job.jobId);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "JOB_BEFORE_START",
      message: "A job cannot be marked complete before its scheduled start.",
    });
    expect(await state(job.jobId)).toMatchObject({
      job: "In Progress",
      assignment: "In Progress",
      completedAt: null,
      assignmentCompletedAt: null,
    });
    expect(await payoutsOf(job.jobId)).toEqual([]);
    expect(await outboxFor(job.jobId)).toEqual([]);

    // Once the start has passed, the same job completes.
    await t.db
      .update(jobs)
      .set({ scheduledStart: new Date(Date.now() - 60_000) })
      .where(eq(jobs.jobId, job.jobId));
    expect((await complete(cleaner.account.browser, job.jobId)).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const { job } = await assignedJob({ status: "In Progress", startsInHours: -1 });
    const response = await complete(t.browser(), job.jobId);
    expect(response.status).toBe(401);
  });
});
