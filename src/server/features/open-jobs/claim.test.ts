// spec 4: claiming a job, and every refusal with its reason (docs/decisions/032).
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../../shared/domain/booking";
import { addDays } from "../../../shared/schemas/booking";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { cleanerTimeOff } from "../../db/schema/schedule";
import { CLEANER_NOT_ACTIVE, NO_CLEANER_PROFILE } from "../../auth/cleaner-record";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob, type JobFixture } from "../../test/fixtures";
import { lockCleanerForRating } from "../../domain/cleaners/rating";
import {
  ALREADY_CLAIMED,
  CLAIM_JOB_NOT_FOUND,
  CLAIM_WINDOW_CLOSED,
  CLAIMED_BY_YOU,
  FALLS_ON_TIME_OFF,
  JOB_CANCELED,
  JOB_STARTED,
  OVERLAPS_ASSIGNMENT,
} from "./claim.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let client: TestAccount;
let clientId: string;
beforeAll(async () => {
  client = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  clientId = await clientIdOf(t, client);
});

const openJob = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(48), ...fixture });
const claim = (account: TestAccount, jobId: string) => account.browser.api.cleaner.claims.$post({ json: { jobId } });

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}
const jobStatus = async (jobId: string) => (await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, jobId)))[0]?.status;
const assignmentsOf = (jobId: string) => t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId));
const outboxOf = (jobId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(like(notificationOutbox.dedupeKey, `job-claimed:${jobId}:%`));

/** A job that is not claimable stays as it was: no assignment, no email. */
async function expectUntouched(jobId: string, status = "Posted") {
  expect(await jobStatus(jobId)).toBe(status);
  expect(await outboxOf(jobId)).toEqual([]);
}

describe("POST /api/cleaner/claims", () => {
  it("assigns the job to the cleaner, records the assignment and queues the client's email", async () => {
    const cleaner = await insertCleaner(t, "Casey Cleaner", { ratingAvg: "4.75", ratingCount: 12 });
    const job = await openJob({
      type: "Deep Clean",
      address: "12 Beacon St, Boston, MA",
      scheduledStart: new Date("2031-03-04T15:00:00Z"),
    });
    const response = await claim(cleaner.account, job.jobId);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; message: string; assignment: { jobId: string; assignmentId: string } };
    expect(body).toMatchObject({ status: "assigned", message: "Job Claimed!", assignment: { jobId: job.jobId } });

    expect(await jobStatus(job.jobId)).toBe("Assigned");
    const [assignment] = await assignmentsOf(job.jobId);
    expect(assignment).toMatchObject({ assignmentId: body.assignment.assignmentId, cleanerId: cleaner.cleanerId, status: "Assigned" });

    const [email] = await outboxOf(job.jobId);
    expect(email).toMatchObject({ kind: "job-claimed", recipient: client.email.toLowerCase() });
    expect(email?.subject).toBe("Casey Cleaner will clean on Tuesday, March 4, 2031 at 10:00 AM EST");
    expect(email?.body).toContain("a cleaner has claimed your Deep Clean");
    expect(email?.body).toContain("Cleaner: Casey Cleaner");
    expect(email?.body).toContain("Rating: 4.8 out of 5 (12 reviews)");
    expect(email?.body).toContain("When: Tuesday, March 4, 2031 at 10:00 AM EST");
    expect(email?.body).toContain("Where: 12 Beacon St, Boston, MA");

    // Off the board for everyone.
    const board = (await (await cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: { inMyAreas: "false" } })).json()) as {
      rows: { jobId: string }[];
    };
    expect(board.rows.map((open) => open.jobId)).not.toContain(job.jobId);
  });

  it("tells the client again when a job put back on the board is claimed again", async () => {
    const first = await insertCleaner(t, "First Claimer");
    const second = await insertCleaner(t, "Second Claimer");
    const job = await openJob();
    expect((await claim(first.account, job.jobId)).status).toBe(201);
    // What an admin's "back to Posted" leaves: the job open, its assignment gone.
    await t.db.delete(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    await t.db.update(jobs).set({ status: "Posted" }).where(eq(jobs.jobId, job.jobId));
    expect((await claim(second.account, job.jobId)).status).toBe(201);
    const emails = await outboxOf(job.jobId);
    expect(emails.map((email) => email.subject).sort()).toEqual([
      expect.stringMatching(/^First Claimer will clean/),
      expect.stringMatching(/^Second Claimer will clean/),
    ]);
  });

  it("tells the client when the cleaner has no reviews yet, in the job city's time", async () => {
    const cleaner = await insertCleaner(t, "Nova Newcomer");
    const job = await openJob({ address: "9 Lake Shore Dr, Chicago, IL", scheduledStart: new Date("2031-07-01T15:00:00Z") });
    expect((await claim(cleaner.account, job.jobId)).status).toBe(201);
    const [email] = await outboxOf(job.jobId);
    expect(email?.body).toContain("Rating: no reviews yet");
    expect(email?.body).toContain("When: Tuesday, July 1, 2031 at 10:00 AM CDT");
  });

  it("refuses a job another cleaner has claimed (409), and a second claim by the same cleaner", async () => {
    const first = await insertCleaner(t, "First Cleaner");
    const second = await insertCleaner(t, "Second Cleaner");
    const job = await openJob();
    expect((await claim(first.account, job.jobId)).status).toBe(201);
    await expectRefusal(await claim(second.account, job.jobId), 409, ALREADY_CLAIMED);
    await expectRefusal(await claim(first.account, job.jobId), 409, CLAIMED_BY_YOU);
    const assignments = await assignmentsOf(job.jobId);
    expect(assignments.map((row) => row.cleanerId)).toEqual([first.cleanerId]);
    expect(await outboxOf(job.jobId)).toHaveLength(1);
  });

  it("refuses a job whose claim window has closed, one that has started and one that was canceled", async () => {
    const cleaner = await insertCleaner(t);
    const closed = await openJob({ claimWindowEnds: inHours(-1) });
    await expectRefusal(await claim(cleaner.account, closed.jobId), 409, CLAIM_WINDOW_CLOSED);
    await expectUntouched(closed.jobId);
    const started = await openJob({ scheduledStart: inHours(-1), claimWindowEnds: inHours(1) });
    await expectRefusal(await claim(cleaner.account, started.jobId), 409, JOB_STARTED);
    await expectUntouched(started.jobId);
    const canceled = await openJob({ status: "Canceled" });
    await expectRefusal(await claim(cleaner.account, canceled.jobId), 409, JOB_CANCELED);
    await expectUntouched(canceled.jobId, "Canceled");
    expect(await t.db.select().from(jobAssignments).where(eq(jobAssignments.cleanerId, cleaner.cleanerId))).toEqual([]);
  });

  it("refuses a job that overlaps one of the cleaner's own assignments; back to back is fine", async () => {
    const cleaner = await insertCleaner(t);
    const start = inHours(72);
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: start, durationHours: 3 });
    const overlapping = await openJob({ scheduledStart: new Date(start.getTime() + 2 * HOUR) });
    await expectRefusal(await claim(cleaner.account, overlapping.jobId), 409, OVERLAPS_ASSIGNMENT);
    await expectUntouched(overlapping.jobId);
    // Another cleaner is free then.
    expect((await claim((await insertCleaner(t)).account, overlapping.jobId)).status).toBe(201);
    const afterwards = await openJob({ scheduledStart: new Date(start.getTime() + 3 * HOUR) });
    expect((await claim(cleaner.account, afterwards.jobId)).status).toBe(201);
    // A job in progress counts too; a completed or canceled one does not.
    const busy = await insertCleaner(t);
    await insertJob(t.db, { clientId, status: "In Progress", cleanerId: busy.cleanerId, scheduledStart: inHours(100) });
    await insertJob(t.db, { clientId, status: "Canceled", cleanerId: busy.cleanerId, scheduledStart: inHours(120) });
    await expectRefusal(await claim(busy.account, (await openJob({ scheduledStart: inHours(101) })).jobId), 409, OVERLAPS_ASSIGNMENT);
    expect((await claim(busy.account, (await openJob({ scheduledStart: inHours(120.5) })).jobId)).status).toBe(201);
  });

  it("checks a held job where it is now: moved (as a calendar's reschedule moves it), it clashes at its new time, not its old", async () => {
    const cleaner = await insertCleaner(t);
    const held = await openJob({ scheduledStart: inHours(200) });
    expect((await claim(cleaner.account, held.jobId)).status).toBe(201);
    await t.db
      .update(jobs)
      .set({ scheduledStart: inHours(300), scheduledEnd: inHours(302) })
      .where(eq(jobs.jobId, held.jobId));
    await expectRefusal(await claim(cleaner.account, (await openJob({ scheduledStart: inHours(301) })).jobId), 409, OVERLAPS_ASSIGNMENT);
    expect((await claim(cleaner.account, (await openJob({ scheduledStart: inHours(200) })).jobId)).status).toBe(201);
  });

  it("refuses a job on a day of the cleaner's time off, read in the job city's zone", async () => {
    const cleaner = await insertCleaner(t);
    // 21:00-23:00 in Boston on `day`, which is already the next day in UTC.
    const day = addDays(todayIn("America/New_York"), 5);
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    const evening = new Date(Date.UTC(year, month - 1, date + 1, 2));
    const job = await openJob({ address: "1 Main St, Boston, MA", scheduledStart: evening, claimWindowEnds: inHours(20) });
    await t.db.insert(cleanerTimeOff).values({ cleanerId: cleaner.cleanerId, startDate: addDays(day, 1), endDate: addDays(day, 3) });
    // Off from the next day: this evening is still a working day.
    expect((await claim(cleaner.account, job.jobId)).status).toBe(201);

    const other = await insertCleaner(t);
    const second = await openJob({ address: "1 Main St, Boston, MA", scheduledStart: evening });
    await t.db.insert(cleanerTimeOff).values({ cleanerId: other.cleanerId, startDate: addDays(day, -2), endDate: day });
    await expectRefusal(await claim(other.account, second.jobId), 409, FALLS_ON_TIME_OFF);
    await expectUntouched(second.jobId);
  });

  it("refuses a cleaner who is not Active (403) and one without a record (404)", async () => {
    const job = await openJob();
    const pending = await insertCleaner(t, "Pat Pending", {}, "Pending");
    await expectRefusal(await claim(pending.account, job.jobId), 403, CLEANER_NOT_ACTIVE);
    const inactive = await insertCleaner(t, "Ivy Inactive", {}, "Inactive");
    await expectRefusal(await claim(inactive.account, job.jobId), 403, CLEANER_NOT_ACTIVE);
    const newcomer = await t.createAccount({ role: "cleaner" });
    await expectRefusal(await claim(newcomer, job.jobId), 404, NO_CLEANER_PROFILE);
    await expectUntouched(job.jobId);
  });

  it("answers 404 for a job that does not exist and 400 for a body without a job id", async () => {
    const cleaner = await insertCleaner(t);
    await expectRefusal(await claim(cleaner.account, "00000000-0000-4000-8000-000000000000"), 404, CLAIM_JOB_NOT_FOUND);
    await expectRefusal(await claim(cleaner.account, "not-a-job"), 400, "Choose a job to claim.");
    await expectRefusal(await cleaner.account.browser.api.cleaner.claims.$post({ json: unchecked({}) }), 400, "Choose a job to claim.");
  });

  it("lets one cleaner claiming two overlapping jobs at once get only one of them", async () => {
    const cleaner = await insertCleaner(t);
    const start = inHours(200);
    const one = await openJob({ scheduledStart: start });
    const two = await openJob({ scheduledStart: new Date(start.getTime() + HOUR) });
    const responses = await Promise.all([claim(cleaner.account, one.jobId), claim(cleaner.account, two.jobId)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect(((await refused?.json()) as { error: { message: string } }).error.message).toBe(OVERLAPS_ASSIGNMENT);
    const claimed = await t.db.select().from(jobAssignments).where(eq(jobAssignments.cleanerId, cleaner.cleanerId));
    expect(claimed).toHaveLength(1);
  });

  // The claim locks the cleaner's row, then the job's, and only a job it can move: a delete holds a
  // finished job's row and then takes its cleaner's (their rating, their earnings), so a claim waiting
  // on that job while holding the cleaner would deadlock with it. On PostgreSQL, where they run at once.
  it.skipIf(!process.env.TEST_DATABASE_URL)("does not wait for the row of a job it cannot claim, which another change holds", async () => {
    const cleaner = await insertCleaner(t);
    const job = await openJob({ status: "Completed", scheduledStart: inHours(-30) });
    await t.db.transaction(async (tx) => {
      await tx.select({ jobId: jobs.jobId }).from(jobs).where(eq(jobs.jobId, job.jobId)).for("update");
      // Were the claim waiting for the job's row, this would wait for the transaction around it: the test's time-out.
      await expectRefusal(await claim(cleaner.account, job.jobId), 409, ALREADY_CLAIMED);
      await lockCleanerForRating(tx, cleaner.cleanerId);
    });
  });
});
