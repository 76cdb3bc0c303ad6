// spec 4 and docs/architecture.md section 6: however many cleaners claim one job at once, exactly one wins and the
// rest get a clean 409. Meaningful on PostgreSQL (CI runs it there too: scripts/with-test-postgres.sh),
// where the claims run on separate connections; on PGlite they queue on its one connection.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { createTestApp, type Browser } from "../../test/harness";
import { clientIdOf, insertJob, signedInCleaners } from "../../test/fixtures";
import { ALREADY_CLAIMED } from "./claim.service";

const t = await createTestApp();
afterAll(() => t.close());

const CLAIMERS = 100;
const HOUR = 3_600_000;

let claimers: { cleanerId: string; browser: Browser }[];
beforeAll(async () => {
  claimers = await signedInCleaners(t, CLAIMERS);
}, 120_000);

describe("concurrent claims of one job", () => {
  it(`give exactly one winner and ${CLAIMERS - 1} clean 409s, one assignment and one email`, async () => {
    const client = await t.createAccount({ role: "client" });
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), claimWindowEnds: new Date(Date.now() + 20 * HOUR) });

    const responses = await Promise.all(claimers.map(({ browser }) => browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CLAIMERS - 1);
    const refusals = await Promise.all(
      responses
        .filter((response) => response.status === 409)
        .map(async (response) => ((await response.json()) as { error: { message: string } }).error.message),
    );
    expect(new Set(refusals)).toEqual(new Set([ALREADY_CLAIMED]));

    const winner = claimers[statuses.indexOf(201)];
    const assignments = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    expect(assignments.map((row) => row.cleanerId)).toEqual([winner?.cleanerId]);
    const [stored] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(stored?.status).toBe("Assigned");
    expect(
      await t.db
        .select()
        .from(notificationOutbox)
        .where(like(notificationOutbox.dedupeKey, `job-claimed:${job.jobId}:%`)),
    ).toHaveLength(1);
  });
});
