// docs/decisions/055 and 068: an offer tells its cleaner, and nobody else, once per offer, with the
// offer's email unless they turned email off for offers; a quarter of an hour before it ends they
// are reminded, once, unless it was answered or lasted too little to need it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { notifications } from "../../db/schema/notifications";
import { closeOffer, lockOffer } from "../../domain/dispatch/close-offer";
import { startDispatch } from "../../domain/dispatch/dispatch-job";
import { clientWithUnit, dispatchOnlyTo, insertCleaner, insertJob, unitWithSamAndJamie } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { emailsOfKind, noticesOf, turnEmailOff } from "../../test/notice-fixtures";
import { remindExpiringOffers } from "./expire-offers";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;
let client: Awaited<ReturnType<typeof clientWithUnit>>;
let sam: Awaited<ReturnType<typeof insertCleaner>>;
let jamie: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  ({ client, sam, jamie } = await unitWithSamAndJamie(t));
  await t.db.update(cleaners).set({ services: ["Residential", "Airbnb"] });
});
beforeEach(async () => {
  // Sam and Jamie alone may be offered these jobs.
  await dispatchOnlyTo(t.db, [sam.cleanerId, jamie.cleanerId]);
  await t.db.delete(jobs);
  await t.db.delete(notifications);
  await t.db.update(clients).set({ offerMinutes: 120 }).where(eq(clients.clientId, client.clientId));
});

/** A turnover posted at `now` in Boston, three days ahead at 10:00 AM EST, offered to Sam for the client's offer time. */
async function offeredJob(now: Date) {
  const job = await insertJob(t.db, {
    clientId: client.clientId,
    unitId: client.unitId,
    type: "Airbnb Turnover",
    address: "1 Harbor Way, Boston, MA 02110",
    scheduledStart: new Date("2031-01-10T15:00:00Z"),
    claimWindowEnds: new Date(now.getTime() + 24 * HOUR),
  });
  await t.db.transaction((tx) => startDispatch(tx, job.jobId, { publicUrl: t.env.publicUrl, now }));
  return job;
}
const openOffer = async (jobId: string) =>
  (await t.db.select().from(jobOffers).where(eq(jobOffers.jobId, jobId))).find((offer) => offer.status === "open")!;
/** The cleaner's Decline, as the board's button answers. */
const decline = (offerId: string, now: Date) =>
  t.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    await closeOffer(tx, offer!, "declined", { publicUrl: t.env.publicUrl, now });
  });
const remind = (now: Date) => remindExpiringOffers({ db: t.db, now, publicUrl: t.env.publicUrl });

describe("offer.made", () => {
  it("tells the offered cleaner once, with a link to the offer, the job's time in its zone and the email; nobody else", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    const offer = await openOffer(job.jobId);
    expect(offer.cleanerId).toBe(sam.cleanerId);

    const [notice, ...more] = await noticesOf(t.db, sam.userId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      event: "offer.made",
      title: "A turnover offered to you",
      link: `/cleaner/open-jobs?offer=${offer.offerId}`,
      jobId: job.jobId,
      dedupeKey: `offer.made:${offer.offerId}`,
      inApp: true,
    });
    // The job's place's clock, the zone named, the area (never the street) and the pay.
    expect(notice!.body).toMatch(/^Fri, Jan 10, 10:00 AM EST in Boston, MA 02110, pay \$\d+\.\d\d\. Answer by /);
    expect(notice!.body).not.toContain("Harbor Way");
    expect(await noticesOf(t.db, jamie.userId)).toEqual([]);
    expect(await noticesOf(t.db, client.account.userId)).toEqual([]);
    const [email] = await emailsOfKind(t.db, sam.email, "job-offer");
    expect(email?.notificationId).toBe(notice!.id);
  });

  it("still tells a cleaner who turned email off for offers, without the email", async () => {
    await turnEmailOff(t.db, jamie.userId, "offers");
    const now = new Date();
    const job = await offeredJob(now);
    // Sam declines: the job is offered to Jamie.
    await decline((await openOffer(job.jobId)).offerId, now);
    const offer = await openOffer(job.jobId);
    expect(offer.cleanerId).toBe(jamie.cleanerId);
    const notices = await noticesOf(t.db, jamie.userId);
    expect(notices.map((notice) => notice.dedupeKey)).toEqual([`offer.made:${offer.offerId}`]);
    expect(await emailsOfKind(t.db, jamie.email, "job-offer")).toEqual([]);
    // Sam was told of his own offer only, once.
    expect((await noticesOf(t.db, sam.userId)).map((notice) => notice.event)).toEqual(["offer.made"]);
  });
});

describe("offer.expiring", () => {
  it("reminds the cleaner once, 15 minutes before the offer ends", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    const offer = await openOffer(job.jobId);
    const ends = offer.expiresAt!.getTime();
    expect(ends - now.getTime()).toBe(2 * HOUR);

    expect(await remind(new Date(ends - 16 * MINUTE))).toBe(0);
    expect(await remind(new Date(ends - 15 * MINUTE))).toBe(1);
    // The next runs, up to the end, find it told.
    expect(await remind(new Date(ends - 14 * MINUTE))).toBe(0);
    expect(await remind(new Date(ends - MINUTE))).toBe(0);

    const expiring = (await noticesOf(t.db, sam.userId)).filter((notice) => notice.event === "offer.expiring");
    expect(expiring).toHaveLength(1);
    expect(expiring[0]).toMatchObject({
      title: "Your turnover offer ends soon",
      link: `/cleaner/open-jobs?offer=${offer.offerId}`,
      dedupeKey: `offer.expiring:${offer.offerId}`,
    });
    expect(expiring[0]!.body).toContain("Fri, Jan 10, 10:00 AM EST");
    expect(await noticesOf(t.db, jamie.userId)).toEqual([]);
  });

  it("reminds nobody of an offer answered meanwhile, or of one that lasts under half an hour", async () => {
    const now = new Date();
    const declined = await offeredJob(now);
    const first = await openOffer(declined.jobId);
    await decline(first.offerId, now);
    // Jamie's offer, made at `now`, ends when Sam's would have: that one is reminded of; Sam's is not.
    expect(await remind(new Date(first.expiresAt!.getTime() - 10 * MINUTE))).toBe(1);
    expect((await noticesOf(t.db, sam.userId)).filter((notice) => notice.event === "offer.expiring")).toEqual([]);
    expect((await noticesOf(t.db, jamie.userId)).map((notice) => notice.event)).toEqual(["offer.made", "offer.expiring"]);

    await t.db.update(clients).set({ offerMinutes: 20 }).where(eq(clients.clientId, client.clientId));
    const short = await offeredJob(now);
    const offer = await openOffer(short.jobId);
    expect(offer.expiresAt!.getTime() - now.getTime()).toBe(20 * MINUTE);
    expect(await remind(new Date(now.getTime() + 10 * MINUTE))).toBe(0);
  });
});
