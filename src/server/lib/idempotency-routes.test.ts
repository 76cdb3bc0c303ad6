// docs/decisions/025: every create that costs money or changes someone's day takes an
// Idempotency-Key. Per route: a repeat with the key answers the first answer byte for byte and
// makes no second row; a repeat with a new key is decided by the route's own rules.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers } from "../db/schema/auth";
import { payments, subscriptions } from "../db/schema/billing";
import { jobApplications, jobAssignments, jobs, messages } from "../db/schema/jobs";
import { payouts } from "../db/schema/payouts";
import { SERVER_FLAGS } from "../domain/flags/feature-flags";
import { ensurePlans } from "../domain/subscriptions/plan-catalogue";
import { auditRowsOf, insertCleanerDraft } from "../test/application-fixtures";
import { bookingBody, clientIdOf, clientWithUnit, insertCleaner, insertJob, insertPayout, setFeatureFlag } from "../test/fixtures";
import { createTestApp, type TestAccount } from "../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
let admin: TestAccount;
beforeAll(async () => {
  await ensurePlans(t.db);
  admin = await t.createAccount({ role: "admin" });
});

interface RouteCase {
  /** Sends the route's request with this key. */
  send(key: string): Promise<Response>;
  /** The rows the request makes or changes: one after any number of repeats with one key. */
  rows(): Promise<number>;
  /** What a second submission (a new key) gets from the route's own rules. */
  secondSubmission: number;
}

const withKey = (key: string) => ({ headers: { "Idempotency-Key": key } });

const routes: Record<string, () => Promise<RouteCase>> = {
  "booking (POST /api/client/jobs)": async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    return {
      send: (key) => account.browser.api.client.jobs.$post({ json: bookingBody(unitId) }, withKey(key)),
      rows: async () => (await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).length,
      secondSubmission: 201,
    };
  },
  "subscribing (POST /api/client/subscription)": async () => {
    const account = await t.createAccount({ role: "client" });
    const clientId = await clientIdOf(t, account);
    const { plans } = (await (await account.browser.api.client.plans.$get()).json()) as { plans: { id: string }[] };
    return {
      send: (key) => account.browser.api.client.subscription.$post({ json: { planId: plans[0]!.id } }, withKey(key)),
      rows: async () => {
        const plan = await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId));
        const charged = await t.db.select().from(payments).where(eq(payments.clientId, clientId));
        expect(charged).toHaveLength(plan.length);
        return plan.length;
      },
      secondSubmission: 409,
    };
  },
  "claiming (POST /api/cleaner/claims)": async () => {
    const cleaner = await insertCleaner(t, "Kit Claimer");
    const client = await t.createAccount({ role: "client" });
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), claimWindowEnds: new Date(Date.now() + 20 * HOUR) });
    return {
      send: (key) => cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } }, withKey(key)),
      rows: async () => (await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId))).length,
      secondSubmission: 409,
    };
  },
  "approving a cleaner (POST /api/admin/cleaners/:id/approve)": async () => {
    const cleaner = await insertCleaner(t, "Pat Pending", {}, "Pending");
    return {
      send: (key) =>
        admin.browser.api.admin.cleaners[":cleanerId"].approve.$post(
          { param: { cleanerId: cleaner.cleanerId }, json: { reason: "Documents checked" } },
          withKey(key),
        ),
      rows: async () => (await auditRowsOf(t.db, cleaner.cleanerId)).length,
      secondSubmission: 409,
    };
  },
  "marking payouts paid (POST /api/admin/payouts/:id/mark-paid)": async () => {
    const cleaner = await insertCleaner(t, "Pay Me");
    const client = await t.createAccount({ role: "client" });
    await insertPayout(t.db, {
      clientId: await clientIdOf(t, client),
      cleanerId: cleaner.cleanerId,
      completedAt: new Date("2025-03-10T15:00:00Z"),
    });
    return {
      send: (key) =>
        admin.browser.api.admin.payouts[":cleanerId"]["mark-paid"].$post(
          { param: { cleanerId: cleaner.cleanerId }, json: { month: "2025-03", timeZone: "America/New_York" } },
          withKey(key),
        ),
      rows: async () => (await auditRowsOf(t.db, cleaner.cleanerId)).length,
      // "Nothing to mark paid": an answer, not a change.
      secondSubmission: 200,
    };
  },
  "converting a draft (POST /api/admin/cleaner-drafts/:id/convert)": async () => {
    const email = `convert-${randomUUID().slice(0, 8)}@example.test`;
    const draft = await insertCleanerDraft(t.db, { email, status: "approved", backgroundCheckStatus: "verified" });
    return {
      send: (key) => admin.browser.api.admin["cleaner-drafts"][":id"].convert.$post({ param: { id: draft.id } }, withKey(key)),
      rows: async () => (await t.db.select().from(authUsers).where(eq(authUsers.email, email))).length,
      secondSubmission: 409,
    };
  },
  "sending a message (POST /api/messages/threads/:jobId)": async () => {
    const client = await t.createAccount({ role: "client" });
    const cleaner = await insertCleaner(t, "Mo Messenger");
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), status: "Assigned", cleanerId: cleaner.cleanerId });
    return {
      send: (key) =>
        client.browser.api.messages.threads[":jobId"].$post(
          { param: { jobId: job.jobId }, json: { content: "Gate code is 1234." } },
          withKey(key),
        ),
      rows: async () => (await t.db.select().from(messages).where(eq(messages.jobId, job.jobId))).length,
      secondSubmission: 201,
    };
  },
};

describe.each(Object.entries(routes))("%s", (_name, setup) => {
  it("answers a repeat with one key with the first answer and makes one row; a new key is decided by the rules", async () => {
    const route = await setup();
    const key = `route-${randomUUID()}`;
    const first = await route.send(key);
    const firstText = await first.text();
    expect(first.status, firstText).toBeLessThan(300);
    const repeats = await Promise.all([route.send(key), route.send(key)]);
    for (const repeat of repeats) {
      expect(repeat.status).toBe(first.status);
      expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await repeat.text()).toBe(firstText);
    }
    expect(await route.rows()).toBe(1);

    const second = await route.send(`route-${randomUUID()}`);
    expect(second.status, await second.clone().text()).toBe(route.secondSubmission);
    expect(second.headers.get("Idempotent-Replayed")).toBeNull();
  });
});

describe("marking payouts paid twice with one key", () => {
  it("pays each payout once and reports the first answer, not 'Nothing to mark paid'", async () => {
    const cleaner = await insertCleaner(t, "Twice Paid");
    const client = await t.createAccount({ role: "client" });
    const { payout } = await insertPayout(t.db, {
      clientId: await clientIdOf(t, client),
      cleanerId: cleaner.cleanerId,
      completedAt: new Date("2025-04-10T15:00:00Z"),
    });
    const send = () =>
      admin.browser.api.admin.payouts[":cleanerId"]["mark-paid"].$post(
        { param: { cleanerId: cleaner.cleanerId }, json: { month: "2025-04", timeZone: "America/New_York" } },
        withKey(`paid-${payout.payoutId}`),
      );
    const [first, second] = await Promise.all([send(), send()]);
    const bodies = [
      (await first.json()) as { count: number; message: string },
      (await second.json()) as { count: number; message: string },
    ];
    expect(bodies.map((body) => body.count)).toEqual([1, 1]);
    expect(bodies[1]?.message).toBe(bodies[0]?.message);
    const paid = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.payoutId, payout.payoutId), eq(payouts.status, "paid")));
    expect(paid).toHaveLength(1);
  });
});

describe("approving an application twice with one key (claim approval on)", () => {
  it("gives the job once and answers both presses alike; a new key is refused by the rules", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    try {
      const cleaner = await insertCleaner(t, "Abe Applicant");
      const client = await t.createAccount({ role: "client" });
      const job = await insertJob(t.db, {
        clientId: await clientIdOf(t, client),
        claimWindowEnds: new Date(Date.now() + 20 * HOUR),
        scheduledStart: new Date(Date.now() + 48 * HOUR),
      });
      const applied = await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } });
      expect(applied.status).toBe(201);
      const { applicationId } = ((await applied.json()) as { application: { applicationId: string } }).application;
      const send = (key: string) =>
        admin.browser.api.admin.jobs[":jobId"].applications[":applicationId"].approve.$post(
          { param: { jobId: job.jobId, applicationId } },
          withKey(key),
        );
      const key = `approve-${applicationId}`;
      const [first, second] = await Promise.all([send(key), send(key)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(await first.text());
      expect(await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId))).toHaveLength(1);
      const [application] = await t.db
        .select({ status: jobApplications.status })
        .from(jobApplications)
        .where(eq(jobApplications.applicationId, applicationId));
      expect(application?.status).toBe("approved");
      expect((await send(`approve-again-${applicationId}`)).status).toBe(409);
    } finally {
      await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    }
  });
});
