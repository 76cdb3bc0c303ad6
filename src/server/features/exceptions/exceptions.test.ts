// docs/decisions/040: the Exceptions screen lists what needs a human; a re-post gives a job nobody
// claimed a new window; admins are emailed about a no-show once per job.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { auditLog, notificationOutbox } from "../../db/schema/platform";
import { createTestApp, jsonOf, TEST_ORIGIN, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob, insertUnit, insertUnitCalendar } from "../../test/fixtures";
import { enqueueNoShowAlerts } from "./no-show-alerts";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Ada Admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Cleo Client" }));
});

const exceptions = async () => {
  const response = await admin.browser.api.admin.exceptions.$get();
  expect(response.status).toBe(200);
  return jsonOf(response);
};
const ids = (list: { rows: { jobId: string }[] }) => list.rows.map((row) => row.jobId);

describe("GET /api/admin/exceptions", () => {
  it("lists Problem and recently Canceled jobs, unclaimed Posted jobs past their window, no-shows, and recent failed payments", async () => {
    const cleaner = await insertCleaner(t, "Nora Noshow");
    const problem = await insertJob(t.db, { clientId, status: "Problem" });
    const canceledSoon = await insertJob(t.db, { clientId, status: "Canceled", scheduledStart: fromNow(2 * DAY) });
    const canceledLongAgo = await insertJob(t.db, { clientId, status: "Canceled", scheduledStart: fromNow(-30 * DAY) });
    const unclaimed = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(-HOUR), scheduledStart: fromNow(DAY) });
    const stillOpen = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(HOUR) });
    const noShow = await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: cleaner.cleanerId,
      scheduledStart: fromNow(-45 * MINUTE),
    });
    const notLateYet = await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: cleaner.cleanerId,
      scheduledStart: fromNow(-10 * MINUTE),
    });
    const started = await insertJob(t.db, {
      clientId,
      status: "In Progress",
      cleanerId: cleaner.cleanerId,
      scheduledStart: fromNow(-2 * HOUR),
    });
    const [failed] = await t.db
      .insert(payments)
      .values({ clientId, status: "failed", paymentType: "one_time", amountCents: 30_000, description: "Bi-Weekly plan" })
      .returning();
    await t.db
      .insert(payments)
      .values({ clientId, status: "failed", paymentType: "one_time", amountCents: 100, createdAt: fromNow(-60 * DAY) });
    await t.db.insert(payments).values({ clientId, status: "succeeded", paymentType: "one_time", amountCents: 100 });

    const body = await exceptions();
    expect(ids(body.problemJobs)).toEqual([problem.jobId, canceledSoon.jobId]);
    expect(body.problemJobs.total).toBe(2);
    expect(ids(body.unclaimedJobs)).toEqual([unclaimed.jobId]);
    expect(ids(body.noShows)).toEqual([noShow.jobId]);
    expect(body.noShows.rows[0]).toMatchObject({ cleaner: { name: "Nora Noshow" }, client: { name: "Cleo Client" } });
    expect(body.failedPayments.rows.map((row) => row.paymentId)).toEqual([failed!.id]);
    expect(body.failedPayments.rows[0]).toMatchObject({ amountCents: 30_000, clientName: "Cleo Client" });
    for (const job of [canceledLongAgo, stillOpen, notLateYet, started]) {
      expect([...ids(body.problemJobs), ...ids(body.unclaimedJobs), ...ids(body.noShows)]).not.toContain(job.jobId);
    }
  });
});

describe("POST /api/admin/exceptions/jobs/:jobId/repost", () => {
  const repost = (jobId: string) => admin.browser.api.admin.exceptions.jobs[":jobId"].repost.$post({ param: { jobId } });

  it("opens a new claim window (24 hours, never past the start) and writes the audit row", async () => {
    const start = fromNow(6 * HOUR);
    const job = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(-HOUR), scheduledStart: start });
    const response = await repost(job.jobId);
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(row!.claimWindowEnds!.getTime()).toBe(start.getTime());
    expect(row!.status).toBe("Posted");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.jobId), eq(auditLog.action, "job.reposted")));
    expect(audit).toMatchObject({ actorId: admin.userId, entityType: "job" });
    expect(audit!.after).toEqual({ claimWindowEnds: start.toISOString() });
    // It is on the board again, so no longer an exception.
    expect(ids((await exceptions()).unclaimedJobs)).not.toContain(job.jobId);
  });

  it("refuses a job whose window is still open, or one that is no longer Posted, and changes nothing", async () => {
    const open = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(HOUR) });
    const assigned = await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: (await insertCleaner(t)).cleanerId,
      claimWindowEnds: fromNow(-HOUR),
    });
    for (const job of [open, assigned]) {
      const response = await repost(job.jobId);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: "NOT_REPOSTABLE", message: "Only a Posted job whose claim window has closed can be re-posted." },
      });
    }
    const [row] = await t.db.select().from(jobs).where(eq(jobs.jobId, open.jobId));
    expect(row!.claimWindowEnds).toEqual(open.claimWindowEnds);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, assigned.jobId))).toEqual([]);
  });

  it("refuses a job whose start has passed", async () => {
    const job = await insertJob(t.db, { clientId, status: "Posted", claimWindowEnds: fromNow(-2 * HOUR), scheduledStart: fromNow(-HOUR) });
    const response = await repost(job.jobId);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("ALREADY_STARTED");
  });
});

describe("no-show alerts", () => {
  it("emails every admin once per late job, and not about jobs beyond the horizon", async () => {
    const fresh = await createTestApp();
    try {
      const admins = [await fresh.createAccount({ role: "admin" }), await fresh.createAccount({ role: "admin" })];
      const client = await clientIdOf(fresh, await fresh.createAccount({ role: "client" }));
      const cleaner = await insertCleaner(fresh, "Lenny Late");
      const late = await insertJob(fresh.db, {
        clientId: client,
        status: "Assigned",
        cleanerId: cleaner.cleanerId,
        scheduledStart: fromNow(-40 * MINUTE),
        address: "9 Elm St, Boston, MA 02108",
      });
      await insertJob(fresh.db, { clientId: client, status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: fromNow(-3 * DAY) });
      await insertJob(fresh.db, {
        clientId: client,
        status: "Assigned",
        cleanerId: cleaner.cleanerId,
        scheduledStart: fromNow(-20 * MINUTE),
      });

      const run = () => enqueueNoShowAlerts({ db: fresh.db, now: new Date(), publicUrl: TEST_ORIGIN });
      await run();
      await run();
      const sent = await fresh.db.select().from(notificationOutbox).where(eq(notificationOutbox.kind, "no-show"));
      expect(sent.map((email) => email.recipient).sort()).toEqual(admins.map((account) => account.email.toLowerCase()).sort());
      expect(sent.every((email) => email.dedupeKey.startsWith(`no-show:${late.jobId}:`))).toBe(true);
      expect(sent[0]!.body).toContain("9 Elm St, Boston, MA 02108");
      expect(sent[0]!.body).toContain("Lenny Late");
      expect(sent[0]!.body).toContain(`${TEST_ORIGIN}/admin/exceptions`);
    } finally {
      await fresh.close();
    }
  });
});

describe("turnovers canceled by their calendar (docs/decisions/066)", () => {
  it("are no problem; a turnover canceled by hand still is", async () => {
    const unit = await insertUnit(t.db, clientId);
    const { calendarId } = await insertUnitCalendar(t.db, { unitId: unit.unitId, clientId });
    const byCalendar = await insertJob(t.db, { clientId, unitId: unit.unitId, status: "Canceled", scheduledStart: fromNow(3 * DAY) });
    const byHand = await insertJob(t.db, { clientId, unitId: unit.unitId, status: "Canceled", scheduledStart: fromNow(3 * DAY) });
    await t.db.update(jobs).set({ calendarId, calendarLabel: "Airbnb" }).where(eq(jobs.jobId, byCalendar.jobId));
    await t.db.update(jobs).set({ calendarId, calendarLabel: "Airbnb", calendarOverridden: true }).where(eq(jobs.jobId, byHand.jobId));
    const listed = ids((await exceptions()).problemJobs);
    expect(listed).toContain(byHand.jobId);
    expect(listed).not.toContain(byCalendar.jobId);
  });
});
