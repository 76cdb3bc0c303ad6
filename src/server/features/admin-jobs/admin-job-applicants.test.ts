// issue 18: with `claim_approval` on, the admin Jobs list says how many applications await a
// decision on each job, counted in the list's own page query (docs/decisions/029).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "../../db/schema/jobs";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { clientIdOf, insertCleaner, insertJob, setFeatureFlag } from "../../test/fixtures";
import { createTestApp, jsonOf, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
let applied: string;
let quiet: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  applied = (await insertJob(t.db, { clientId, claimWindowEnds: new Date(Date.now() + 3_600_000) })).jobId;
  quiet = (await insertJob(t.db, { clientId, claimWindowEnds: new Date(Date.now() + 3_600_000) })).jobId;
  const [first, second, declined] = [
    await insertCleaner(t, "Ana Applicant"),
    await insertCleaner(t, "Ben Applicant"),
    await insertCleaner(t, "Cy Declined"),
  ];
  await t.db.insert(jobApplications).values([
    { jobId: applied, cleanerId: first.cleanerId },
    { jobId: applied, cleanerId: second.cleanerId },
    { jobId: applied, cleanerId: declined.cleanerId, status: "declined", decidedAt: new Date() },
  ]);
});

const applicantsById = async () => {
  const response = await admin.browser.api.admin.jobs.$get({ query: {} });
  expect(response.status).toBe(200);
  const { rows } = await jsonOf(response);
  return Object.fromEntries(rows.map((row) => [row.jobId, row.pendingApplicants]));
};

describe("GET /api/admin/jobs: pending applicants", () => {
  it("counts each job's pending applications (not the declined) while claim_approval is on", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    expect(await applicantsById()).toMatchObject({ [applied]: 2, [quiet]: 0 });
  });

  it("says 0 everywhere while claim_approval is off: claims are direct then", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    expect(await applicantsById()).toMatchObject({ [applied]: 0, [quiet]: 0 });
  });
});
