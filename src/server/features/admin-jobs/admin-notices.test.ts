// docs/decisions/026, 042 and 068: an admin's decisions tell the people they concern, once each and
// nobody else, each notice carrying the email that always went (left out for someone who turned
// email off for the group): an applicant approved or passed over (application.decided); a job
// canceled (its client and cleaner), a cleaner taken off or put on, a client left without a cleaner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import {
  applyForJob,
  approveApplication,
  clientIdOf,
  insertCleaner,
  insertJob,
  setFeatureFlag,
  type JobFixture,
} from "../../test/fixtures";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { emailsOfKind, jobNoticesOf, turnEmailOff } from "../../test/notice-fixtures";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
let client: TestAccount;
let clientId: string;
let bystander: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
  admin = await t.createAccount({ role: "admin" });
  client = await t.createAccount({ role: "client", fullName: "Jordan Notice" });
  clientId = await clientIdOf(t, client);
  bystander = await insertCleaner(t, "Bea Bystander");
});

let weeks = 0;
/** A Boston deep clean at 10:00 AM EST on a Friday of its own (from Jan 17, 2031, a week later each), unless said. */
const job = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, {
    clientId,
    type: "Deep Clean",
    address: "1 Harbor Way, Boston, MA 02110",
    scheduledStart: new Date(Date.parse("2031-01-17T15:00:00Z") + weeks++ * 7 * 24 * 3_600_000),
    claimWindowEnds: new Date("2031-01-01T00:00:00Z"),
    ...fixture,
  });
const setStatus = (jobId: string, json: object) =>
  admin.browser.api.admin.jobs[":jobId"].status.$patch({ param: { jobId }, json: unchecked({ reason: "Operations decision", ...json }) });
const apply = applyForJob;
const approve = (jobId: string, applicationId: string) => approveApplication(admin, jobId, applicationId);
/** A person's notices of one job by event, as [event, title]. */
const told = async (userId: string, jobId: string) =>
  (await jobNoticesOf(t.db, userId, jobId)).map((notice) => [notice.event, notice.title]);

describe("application.decided", () => {
  it("tells the approved applicant the job is theirs and the other that another was chosen, with their emails", async () => {
    const chosen = await insertCleaner(t, "Casey Chosen");
    const other = await insertCleaner(t, "Oli Other");
    const posted = await job({ scheduledStart: new Date("2031-01-10T15:00:00Z") });
    const chosenApplication = await apply(chosen.account, posted.jobId);
    const otherApplication = await apply(other.account, posted.jobId);
    expect((await approve(posted.jobId, chosenApplication)).status).toBe(200);

    const [yours] = await jobNoticesOf(t.db, chosen.userId, posted.jobId);
    expect(await told(chosen.userId, posted.jobId)).toEqual([["application.decided", "The deep clean is yours"]]);
    expect(yours).toMatchObject({
      body: "Your application for the deep clean on Fri, Jan 10, 10:00 AM EST was approved. It is in My Assignments.",
      link: `/cleaner/assignments?job=${posted.jobId}`,
    });
    expect(yours!.dedupeKey).toMatch(new RegExp(`^application\\.decided:${chosenApplication}:`));
    const [passed] = await jobNoticesOf(t.db, other.userId, posted.jobId);
    expect(await told(other.userId, posted.jobId)).toEqual([["application.decided", "Another cleaner was chosen"]]);
    expect(passed).toMatchObject({ link: "/cleaner/open-jobs" });
    expect(passed!.dedupeKey).toMatch(new RegExp(`^application\\.decided:${otherApplication}:`));
    expect(await told(bystander.userId, posted.jobId)).toEqual([]);
    expect((await jobNoticesOf(t.db, client.userId, posted.jobId)).filter((notice) => notice.event === "application.decided")).toEqual([]);

    expect((await emailsOfKind(t.db, chosen.email, "application-approved")).map((email) => email.notificationId)).toEqual([yours!.id]);
    expect((await emailsOfKind(t.db, other.email, "application-declined")).map((email) => email.notificationId)).toEqual([passed!.id]);
  });

  it("tells an applicant with email off for applications in the app alone", async () => {
    const chosen = await insertCleaner(t, "Casey Second");
    const quiet = await insertCleaner(t, "Quinn Quiet");
    await turnEmailOff(t.db, quiet.userId, "account");
    const posted = await job();
    const chosenApplication = await apply(chosen.account, posted.jobId);
    await apply(quiet.account, posted.jobId);
    expect((await approve(posted.jobId, chosenApplication)).status).toBe(200);
    expect(await told(quiet.userId, posted.jobId)).toEqual([["application.decided", "Another cleaner was chosen"]]);
    expect(await emailsOfKind(t.db, quiet.email, "application-declined")).toEqual([]);
  });
});

describe("an admin's change of a job", () => {
  it("a cancel tells the client and the cleaner on it, once each, with their emails", async () => {
    const cleaner = await insertCleaner(t, "Cody Canceled");
    const assigned = await job({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date("2031-06-06T14:00:00Z") });
    expect((await setStatus(assigned.jobId, { status: "Canceled" })).status).toBe(200);

    const [toClient] = await jobNoticesOf(t.db, client.userId, assigned.jobId);
    expect(await told(client.userId, assigned.jobId)).toEqual([["job.canceled", "Your deep clean is canceled"]]);
    expect(toClient).toMatchObject({
      body: "Deep clean on Fri, Jun 6, 10:00 AM EDT: canceled by Tidyline's team. No cleaner will come.",
      link: "/client/history?tab=canceled",
    });
    const [toCleaner] = await jobNoticesOf(t.db, cleaner.userId, assigned.jobId);
    expect(await told(cleaner.userId, assigned.jobId)).toEqual([["job.canceled", expect.stringMatching(/^Canceled: your deep clean on /)]]);
    expect(toCleaner).toMatchObject({
      body: "Tidyline's team canceled it. Please do not go.",
      link: `/cleaner/assignments?job=${assigned.jobId}`,
    });
    expect(await told(bystander.userId, assigned.jobId)).toEqual([]);
    expect(await told(admin.userId, assigned.jobId)).toEqual([]);

    expect((await emailsOfKind(t.db, client.email, "job-canceled-client")).map((email) => email.notificationId)).toContain(toClient!.id);
    expect((await emailsOfKind(t.db, cleaner.email, "job-canceled-cleaner")).map((email) => email.notificationId)).toEqual([toCleaner!.id]);
  });

  it("a new cleaner tells the one taken off and the one put on; taking them off tells the client", async () => {
    const first = await insertCleaner(t, "Fran First");
    const second = await insertCleaner(t, "Sol Second");
    const assigned = await job({ status: "Assigned", cleanerId: first.cleanerId });
    expect((await setStatus(assigned.jobId, { status: "Assigned", cleanerId: second.cleanerId })).status).toBe(200);

    expect(await told(first.userId, assigned.jobId)).toEqual([["job.canceled", expect.stringMatching(/^You are off the deep clean on /)]]);
    expect(await told(second.userId, assigned.jobId)).toEqual([["job.claimed", "A deep clean assigned to you"]]);
    const [off] = await jobNoticesOf(t.db, first.userId, assigned.jobId);
    const [on] = await jobNoticesOf(t.db, second.userId, assigned.jobId);
    expect((await emailsOfKind(t.db, first.email, "job-unassigned")).map((email) => email.notificationId)).toEqual([off!.id]);
    expect((await emailsOfKind(t.db, second.email, "admin-assigned")).map((email) => email.notificationId)).toEqual([on!.id]);

    // Back to Posted: nobody does it; the client hears a new cleaner is needed, the cleaner that they are off.
    expect((await setStatus(assigned.jobId, { status: "Posted" })).status).toBe(200);
    const needed = (await jobNoticesOf(t.db, client.userId, assigned.jobId)).filter((notice) =>
      notice.dedupeKey.includes(":cleaner-removed:"),
    );
    expect(needed.map((notice) => notice.title)).toEqual(["A new cleaner is needed for your deep clean"]);
    expect((await emailsOfKind(t.db, client.email, "job-cleaner-removed")).map((email) => email.notificationId)).toContain(needed[0]!.id);
    expect((await told(second.userId, assigned.jobId)).map(([event]) => event)).toEqual(["job.claimed", "job.canceled"]);
    expect(await told(bystander.userId, assigned.jobId)).toEqual([]);
  });

  it("tells a cleaner with email off for job updates in the app alone", async () => {
    const quiet = await insertCleaner(t, "Quinn Still");
    await turnEmailOff(t.db, quiet.userId, "jobUpdates");
    const assigned = await job({ status: "Assigned", cleanerId: quiet.cleanerId });
    expect((await setStatus(assigned.jobId, { status: "Canceled" })).status).toBe(200);
    expect((await told(quiet.userId, assigned.jobId)).map(([event]) => event)).toEqual(["job.canceled"]);
    expect(await emailsOfKind(t.db, quiet.email, "job-canceled-cleaner")).toEqual([]);
  });
});
