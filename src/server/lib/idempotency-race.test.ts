// docs/decisions/025: identical requests sent at once with one Idempotency-Key make one row, and
// every one of them gets the first answer. Meaningful on PostgreSQL (CI runs it there too:
// scripts/with-test-postgres.sh), where the requests run on separate connections.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobAssignments, jobs } from "../db/schema/jobs";
import { bookingBody, clientIdOf, clientWithUnit, insertJob, signedInCleaners } from "../test/fixtures";
import { createTestApp } from "../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const AT_ONCE = 12;
const HOUR = 3_600_000;

async function answersOf(responses: Response[]) {
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
      replayed: response.headers.get("Idempotent-Replayed"),
    })),
  );
}

describe(`${AT_ONCE} identical requests at once with one key`, () => {
  it("book one job, and all answer with it", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const headers = { "Idempotency-Key": `race-booking-${Date.now()}` };
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => account.browser.api.client.jobs.$post({ json: bookingBody(unitId) }, { headers: headers })),
    );
    const answers = await answersOf(responses);
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
    expect(await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).toHaveLength(1);
  });

  it("claim the job once: no second click's refusal, one assignment", async () => {
    const [cleaner] = await signedInCleaners(t, 1);
    if (!cleaner) throw new Error("no cleaner");
    const client = await t.createAccount({ role: "client" });
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), claimWindowEnds: new Date(Date.now() + 20 * HOUR) });
    const headers = { "Idempotency-Key": `race-claim-${Date.now()}` };
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => cleaner.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } }, { headers: headers })),
    );
    const answers = await answersOf(responses);
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const assignments = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    expect(assignments.map((row) => row.cleanerId)).toEqual([cleaner.cleanerId]);
  });
});
