// docs/decisions/068: a job's moves tell the people they concern, one notification per person per
// event, through the real routes: a claim, an accepted offer, a start, a completion and an admin's cancel.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notificationPreferences, notifications } from "../../db/schema/notifications";
import { notificationOutbox } from "../../db/schema/platform";
import { createTestApp, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob, insertJobOffer, insertPhoto } from "../../test/fixtures";
import { readEvents } from "../../test/sse-test-reader";
import { whenAndWhere } from "./job-notices";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Phoenix keeps no daylight saving: 16:00 UTC is 9:00 AM MST on any day of the year. */
const PHOENIX = { address: "12 Oak St, Phoenix, AZ 85004", timeZone: "America/Phoenix" };
const NINE_AM_AT_OAK_ST = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 9:00 AM MST at 12 Oak St\.$/;

/** 16:00 UTC, `days` from today. */
function startInDays(days: number): Date {
  const day = new Date(Date.now() + days * 24 * HOUR);
  day.setUTCHours(16, 0, 0, 0);
  return day;
}

async function jordan() {
  const account = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  return { account, clientId: await clientIdOf(t, account) };
}

const bellRows = (account: TestAccount) =>
  t.db
    .select({
      event: notifications.event,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      jobId: notifications.jobId,
    })
    .from(notifications)
    .where(eq(notifications.userId, account.userId));

/** The account's live stream, as their open portal holds it. */
async function streamOf(account: TestAccount) {
  const response = await account.browser.api.messages.stream.$get();
  expect(response.status).toBe(200);
  return readEvents(response.body as ReadableStream<Uint8Array>);
}

describe("the words of a job's notices", () => {
  it("name the job's day and time on its place's clock, with the zone, and its street only", () => {
    const job = {
      jobId: "j",
      type: "Airbnb Turnover",
      address: "12 Oak St, Chicago, IL 60601",
      timeZone: "America/Chicago",
      scheduledStart: new Date("2026-12-18T16:00:00Z"),
    };
    expect(whenAndWhere(job)).toBe("Fri, Dec 18, 10:00 AM CST at 12 Oak St.");
    expect(whenAndWhere({ ...job, address: "7 Elm Ave." })).toBe("Fri, Dec 18, 10:00 AM CST at 7 Elm Ave.");
  });
});

describe("a job's moves tell the client", () => {
  it("a claim from the board: one notice to the client, with the claim's email, and none to the cleaner", async () => {
    const client = await jordan();
    const sam = await insertCleaner(t, "Sam Rivera");
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      type: "Airbnb Turnover",
      ...PHOENIX,
      scheduledStart: startInDays(5),
      claimWindowEnds: startInDays(4),
    });

    const response = await sam.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } });
    expect(response.status, await response.clone().text()).toBe(201);

    const rows = await bellRows(client.account);
    expect(rows).toEqual([
      {
        event: "job.claimed",
        title: "Sam claimed your turnover",
        body: expect.stringMatching(NINE_AM_AT_OAK_ST) as string,
        link: "/client/upcoming",
        jobId: job.jobId,
      },
    ]);
    expect(await bellRows(sam.account)).toEqual([]);
    const [notice] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, client.account.userId));
    const emails = await t.db
      .select({ kind: notificationOutbox.kind, recipient: notificationOutbox.recipient, notificationId: notificationOutbox.notificationId })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, client.account.email));
    expect(emails).toEqual([{ kind: "job-claimed", recipient: client.account.email, notificationId: notice!.id }]);
  });

  it("an accepted offer: the client hears that the cleaner accepted it; their screens and the admins' are told live", async () => {
    const client = await jordan();
    const sam = await insertCleaner(t, "Sam Rivera");
    const admin = await t.createAccount({ role: "admin" });
    const bystander = await insertCleaner(t, "Jamie Lee");
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      ...PHOENIX,
      scheduledStart: startInDays(6),
      claimWindowEnds: startInDays(5),
    });
    const offer = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId });
    const [clientScreen, adminScreen, bystanderScreen] = await Promise.all([
      streamOf(client.account),
      streamOf(admin),
      streamOf(bystander.account),
    ]);

    const response = await sam.account.browser.api.cleaner.offers[":offerId"].accept.$post({ param: { offerId: offer.offerId } });
    expect(response.status, await response.clone().text()).toBe(201);

    expect(await clientScreen.next((event) => event.event === "notification")).toEqual({ event: "notification", data: "" });
    expect(await clientScreen.next((event) => event.event === "job")).toEqual({ event: "job", data: job.jobId });
    expect(await adminScreen.next((event) => event.event === "job")).toEqual({ event: "job", data: job.jobId });
    await expect(bystanderScreen.next((event) => event.event === "job" || event.event === "notification", 300)).rejects.toThrow();
    await Promise.all([clientScreen.close(), adminScreen.close(), bystanderScreen.close()]);

    expect(await bellRows(client.account)).toEqual([
      {
        event: "job.accepted",
        title: "Sam accepted your cleaning",
        body: expect.stringMatching(NINE_AM_AT_OAK_ST) as string,
        link: "/client/upcoming",
        jobId: job.jobId,
      },
    ]);
  });

  it("a start and a completion: one notice each, a second press adding none; the completion opens its photos and review", async () => {
    const client = await jordan();
    const sam = await insertCleaner(t, "Sam Rivera");
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      type: "Deep Clean",
      ...PHOENIX,
      scheduledStart: startInDays(-1),
      status: "Assigned",
      cleanerId: sam.cleanerId,
    });
    const assignment = sam.account.browser.api.cleaner.assignments[":jobId"];

    expect((await assignment.start.$post({ param: { jobId: job.jobId } })).status).toBe(200);
    expect((await assignment.start.$post({ param: { jobId: job.jobId } })).status).toBe(409);
    await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    expect((await assignment.complete.$post({ param: { jobId: job.jobId } })).status).toBe(200);
    expect((await assignment.complete.$post({ param: { jobId: job.jobId } })).status).toBe(409);

    const rows = await bellRows(client.account);
    expect(rows.map(({ event, title, link }) => ({ event, title, link })).sort((a, b) => a.event.localeCompare(b.event))).toEqual([
      { event: "job.completed", title: "Sam finished your deep clean", link: `/client/history?job=${job.jobId}` },
      { event: "job.started", title: "Sam started your deep clean", link: "/client/upcoming" },
    ]);
    expect(await bellRows(sam.account)).toEqual([]);
  });

  it("keeps the claim's notice but sends no email to a client who turned email off for job updates", async () => {
    const client = await jordan();
    await t.db.insert(notificationPreferences).values({ userId: client.account.userId, channels: { jobUpdates: { email: false } } });
    const sam = await insertCleaner(t, "Sam Rivera");
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      ...PHOENIX,
      scheduledStart: startInDays(7),
      claimWindowEnds: startInDays(6),
    });

    expect((await sam.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(201);

    expect((await bellRows(client.account)).map((row) => row.title)).toEqual(["Sam claimed your cleaning"]);
    expect(await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, client.account.email))).toEqual([]);
  });
});

describe("a canceled job", () => {
  it("a client's cancel of a job nobody took tells nobody", async () => {
    const client = await jordan();
    const job = await insertJob(t.db, { clientId: client.clientId, ...PHOENIX, scheduledStart: startInDays(4) });
    expect((await client.account.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId: job.jobId } })).status).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.jobId, job.jobId))).toEqual([]);
  });
});
