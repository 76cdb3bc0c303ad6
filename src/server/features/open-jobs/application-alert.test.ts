// docs/decisions/026 (issue 18): with claim_approval on, admins get one email per job when cleaners
// apply, however many apply; a direct claim (flag off) sends them none.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { clientIdOf, insertCleaner, insertJob, setFeatureFlag } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
let clientId: string;
let admins: TestAccount[];
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  admins = [await t.createAccount({ role: "admin" }), await t.createAccount({ role: "admin" })];
});

const openJob = () =>
  insertJob(t.db, {
    clientId,
    type: "Deep Clean",
    address: "9 Apply Ave, Boston, MA 02108",
    claimWindowEnds: new Date(Date.now() + 20 * HOUR),
    scheduledStart: new Date(Date.now() + 48 * HOUR),
  });
const claim = async (account: TestAccount, jobId: string) =>
  expect((await account.browser.api.cleaner.claims.$post({ json: { jobId } })).status).toBe(201);
const alertsOf = (jobId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.kind, "applications-waiting"), like(notificationOutbox.dedupeKey, `applications-waiting:${jobId}:%`)));

describe("admins' email about applications", () => {
  it("is one per job and admin, however many cleaners apply", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    const job = await openJob();
    const other = await openJob();
    for (const name of ["Ann Apply", "Ben Apply", "Cat Apply"]) await claim((await insertCleaner(t, name)).account, job.jobId);
    await claim((await insertCleaner(t, "Dan Apply")).account, other.jobId);

    const alerts = await alertsOf(job.jobId);
    expect(alerts.map((row) => row.recipient).sort()).toEqual(admins.map((admin) => admin.email.toLowerCase()).sort());
    expect(alerts[0]?.subject).toMatch(/^Cleaners are applying for the Deep Clean on /);
    expect(alerts[0]?.body).toContain("9 Apply Ave, Boston, MA 02108");
    expect(alerts[0]?.body).toContain(`/admin/jobs?search=${jobIdLabel(job.jobId)}`);
    expect(await alertsOf(other.jobId)).toHaveLength(2);
  });

  it("is not sent for a direct claim (flag off)", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    const job = await openJob();
    await claim((await insertCleaner(t, "Eve Direct")).account, job.jobId);
    expect(await alertsOf(job.jobId)).toEqual([]);
  });
});
