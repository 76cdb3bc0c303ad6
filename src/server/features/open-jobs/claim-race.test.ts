// spec 4 and architecture 6: however many cleaners claim one job at once, exactly one wins and the
// rest get a clean 409. Meaningful on PostgreSQL (CI runs it there too: scripts/with-test-postgres.sh),
// where the claims run on separate connections; on PGlite they queue on its one connection.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, profiles } from "../../db/schema/people";
import { notificationOutbox } from "../../db/schema/platform";
import { createTestApp, TEST_PASSWORD, uniqueEmail, type Browser } from "../../test/harness";
import { clientIdOf, insertJob } from "../../test/fixtures";
import { ALREADY_CLAIMED } from "./claim.service";

const t = await createTestApp();
afterAll(() => t.close());

const CLAIMERS = 100;
const HOUR = 3_600_000;

/**
 * `count` Active cleaners, each signed in through the real sign-in route from a browser of its
 * own. They share one password hash (Argon2 is ~40 ms a hash, by design), so setting them up costs
 * one hash and `count` sign-ins rather than twice as many hashes.
 */
async function signedInCleaners(count: number): Promise<{ cleanerId: string; browser: Browser }[]> {
  const context = await t.auth.$context;
  const hash = await context.password.hash(TEST_PASSWORD);
  const people = [];
  for (let index = 0; index < count; index++) {
    const email = uniqueEmail(`claimer-${index}`);
    const name = `Claimer ${index}`;
    const user = await context.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "admin" });
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
    people.push({ userId: user.id, email, name });
  }
  await t.db.insert(profiles).values(people.map(({ userId, name }) => ({ userId, fullName: name, role: "cleaner" as const })));
  const records = await t.db
    .insert(cleaners)
    .values(people.map(({ userId, email, name }) => ({ userId, email, name, status: "Active" as const, workAreas: ["Boston"] })))
    .returning({ cleanerId: cleaners.cleanerId, userId: cleaners.userId });
  const signedIn = [];
  // A few at a time: each sign-in verifies the password with Argon2.
  for (let start = 0; start < people.length; start += 10) {
    const batch = people.slice(start, start + 10);
    signedIn.push(
      ...(await Promise.all(
        batch.map(async ({ userId, email }) => {
          const browser = t.browser();
          await t.signIn(email, TEST_PASSWORD, browser);
          const record = records.find((row) => row.userId === userId);
          if (!record) throw new Error("cleaner record missing");
          return { cleanerId: record.cleanerId, browser };
        }),
      )),
    );
  }
  return signedIn;
}

let claimers: { cleanerId: string; browser: Browser }[];
beforeAll(async () => {
  claimers = await signedInCleaners(CLAIMERS);
}, 120_000);

describe("concurrent claims of one job", () => {
  it(`give exactly one winner and ${CLAIMERS - 1} clean 409s, one assignment and one email`, async () => {
    const client = await t.createAccount({ role: "client" });
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), claimWindowEnds: new Date(Date.now() + 20 * HOUR) });

    const responses = await Promise.all(claimers.map(({ browser }) => browser.request("/api/cleaner/claims", { json: { jobId: job.jobId } })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CLAIMERS - 1);
    const refusals = await Promise.all(responses.filter((response) => response.status === 409).map(async (response) => ((await response.json()) as { error: { message: string } }).error.message));
    expect(new Set(refusals)).toEqual(new Set([ALREADY_CLAIMED]));

    const winner = claimers[statuses.indexOf(201)];
    const assignments = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    expect(assignments.map((row) => row.cleanerId)).toEqual([winner?.cleanerId]);
    const [stored] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(stored?.status).toBe("Assigned");
    expect(await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, `job-claimed:${job.jobId}`))).toHaveLength(1);
  });
});
