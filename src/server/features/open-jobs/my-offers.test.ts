// docs/decisions/067: GET /api/cleaner/offers, the offers waiting on the viewer's answer (their
// dashboard, the count on Open Jobs): only their own open offers, soonest lapsing first, each job as
// the board shows it (no street, docs/decisions/026).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAndTwoCleaners, insertCleaner, insertJob, insertJobOffer } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

interface Offers {
  offers: { jobId: string; type: string; area: { locality: string }; offer: { offerId: string; expiresAt: string } }[];
}

let clientId: string;
let sam: Awaited<ReturnType<typeof insertCleaner>>;
let jamie: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  ({ clientId, sam, jamie } = await clientAndTwoCleaners(t));
});

async function offersOf(account: TestAccount) {
  const response = await account.browser.request("/api/cleaner/offers");
  expect(response.status).toBe(200);
  return (await response.json()) as Offers;
}

describe("GET /api/cleaner/offers", () => {
  it("lists the viewer's open offers, soonest lapsing first, as the board shows each job", async () => {
    const later = await insertJob(t.db, { clientId, type: "Deep Clean", address: "12 Beacon St, Boston, MA 02108" });
    const laterOffer = await insertJobOffer(t.db, { jobId: later.jobId, cleanerId: sam.cleanerId, expiresAt: inHours(2) });
    const sooner = await insertJob(t.db, { clientId, type: "Standard Clean" });
    const soonerOffer = await insertJobOffer(t.db, { jobId: sooner.jobId, cleanerId: sam.cleanerId, expiresAt: inHours(0.5) });
    // Jamie's offer, a declined one and a plain open job are not Sam's offers.
    const theirs = await insertJob(t.db, { clientId });
    await insertJobOffer(t.db, { jobId: theirs.jobId, cleanerId: jamie.cleanerId });
    const declined = await insertJob(t.db, { clientId });
    await insertJobOffer(t.db, { jobId: declined.jobId, cleanerId: sam.cleanerId, status: "declined" });
    await insertJob(t.db, { clientId });

    const { offers } = await offersOf(sam.account);
    expect(offers.map((offer) => [offer.jobId, offer.offer])).toEqual([
      [sooner.jobId, { offerId: soonerOffer.offerId, expiresAt: soonerOffer.expiresAt!.toISOString() }],
      [later.jobId, { offerId: laterOffer.offerId, expiresAt: laterOffer.expiresAt!.toISOString() }],
    ]);
    expect(offers[1]).toMatchObject({ type: "Deep Clean", area: { locality: "Boston" } });
    expect(JSON.stringify(offers)).not.toContain("Beacon St");
    expect((await offersOf(jamie.account)).offers.map((offer) => offer.jobId)).toEqual([theirs.jobId]);
  });

  it("is empty for a cleaner without a record", async () => {
    const newcomer = await t.createAccount({ role: "cleaner", fullName: "Nora Newcomer" });
    expect(await offersOf(newcomer)).toEqual({ offers: [] });
  });
});
