// docs/decisions/042: with claim approval, a card says "Application submitted" only on the jobs
// this cleaner applied for. A pending application on one job must not mark every other job.
import { afterAll, describe, expect, it } from "vitest";
import { jobApplications } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, jsonOf } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

describe("GET /api/cleaner/open-jobs: applied", () => {
  it("marks only the jobs the cleaner has a pending application on", async () => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const cleaner = await insertCleaner(t, "Abe Applicant");
    const other = await insertCleaner(t, "Oda Other");
    const [appliedFor, notApplied, othersOnly] = [
      await insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(40) }),
      await insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(50) }),
      await insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(60) }),
    ];
    await t.db.insert(jobApplications).values([
      { jobId: appliedFor.jobId, cleanerId: cleaner.cleanerId },
      { jobId: othersOnly.jobId, cleanerId: other.cleanerId },
    ]);
    const response = await cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: { pageSize: "50" } });
    expect(response.status).toBe(200);
    const { rows } = await jsonOf(response);
    const appliedOf = (jobId: string) => rows.find((job) => job.jobId === jobId)?.applied;
    expect([appliedOf(appliedFor.jobId), appliedOf(notApplied.jobId), appliedOf(othersOnly.jobId)]).toEqual([true, false, false]);
  });
});
