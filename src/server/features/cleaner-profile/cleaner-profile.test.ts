import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BIO_MAX_LENGTH, YEARS_EXPERIENCE_MAX } from "../../../shared/domain/cleaner";
import { cleanerProfileMessages } from "../../../shared/schemas/cleaner-profile";
import { cleaners, profiles } from "../../db/schema/people";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { cleanerRecordOf } from "../../test/fixtures";
import type { CleanerProfileView } from "./cleaner-profile.service";

const t = await createTestApp();
afterAll(() => t.close());

const VALID = {
  fullName: "  Robin Vega  ",
  phone: "(312) 555-0111",
  workAreas: ["Other", "Chicago"],
  services: ["Deep Clean", "Residential", "Deep Clean"],
  yearsExperience: 4,
  bio: "  Six years in hotels, four on my own.  ",
};

const save = (account: TestAccount, json: unknown) => account.browser.api.cleaner.profile.$put({ json: unchecked(json) });
const read = async (account: TestAccount) =>
  ((await (await account.browser.api.cleaner.profile.$get()).json()) as { profile: CleanerProfileView }).profile;
const recordOf = async (account: TestAccount) => (await t.db.select().from(cleaners).where(eq(cleaners.userId, account.userId)))[0];

describe("GET /api/cleaner/profile", () => {
  it("says there is no record yet after sign-up, with the account's name", async () => {
    const account = await t.createAccount({ role: "cleaner", fullName: "New Cleaner" });
    const response = await account.browser.api.cleaner.profile.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ profile: { fullName: "New Cleaner", phone: null, email: account.email, cleaner: null } });
    expect(await recordOf(account)).toBeUndefined();
  });
});

describe("PUT /api/cleaner/profile", () => {
  it("creates the record Pending on the first save, with the profile and the account's name and phone", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    const response = await save(account, VALID);
    expect(response.status).toBe(200);
    const expected = {
      fullName: "Robin Vega",
      phone: "(312) 555-0111",
      email: account.email,
      // Ticked lists are kept once each, in the list's own order.
      cleaner: {
        status: "Pending",
        workAreas: ["Chicago", "Other"],
        services: ["Residential", "Deep Clean"],
        yearsExperience: 4,
        bio: "Six years in hotels, four on my own.",
      },
    };
    expect(await response.json()).toEqual({ profile: expected });
    expect(await read(account)).toEqual(expected);
    expect(await recordOf(account)).toMatchObject({ name: "Robin Vega", phone: "(312) 555-0111", email: account.email, status: "Pending" });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, account.userId));
    expect(profile).toMatchObject({ fullName: "Robin Vega", phone: "(312) 555-0111" });
    expect(await account.browser.viewer()).toMatchObject({ fullName: "Robin Vega", phone: "(312) 555-0111" });
  });

  it("keeps the status on a later save (an Active cleaner stays Active) and changes the profile", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    const before = await cleanerRecordOf(t, account, "Active");
    const response = await save(account, { ...VALID, workAreas: ["Miami"], bio: "", phone: "" });
    expect(response.status).toBe(200);
    const after = await recordOf(account);
    expect(after).toMatchObject({ cleanerId: before.cleanerId, status: "Active", workAreas: ["Miami"], bio: null, phone: null });
  });

  it("refuses a body that sets the status, and changes nothing", async () => {
    const account = await t.createAccount({ role: "cleaner", fullName: "Kept Name" });
    const first = await save(account, { ...VALID, status: "Active" });
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ error: { code: "INVALID_INPUT", message: cleanerProfileMessages.status } });
    expect(await recordOf(account)).toBeUndefined();

    await cleanerRecordOf(t, account, "Pending");
    expect((await save(account, { ...VALID, status: "Active" })).status).toBe(400);
    expect(await recordOf(account)).toMatchObject({ status: "Pending", name: "Kept Name" });
  });

  it.each([
    ["no full name", { fullName: "   " }, "Full name is required."],
    ["no work area", { workAreas: [] }, cleanerProfileMessages.workAreas],
    ["an unknown work area", { workAreas: ["Boston", "Paris"] }, cleanerProfileMessages.unknownArea],
    ["no service", { services: [] }, cleanerProfileMessages.services],
    ["an unknown service", { services: ["Window Washing"] }, cleanerProfileMessages.unknownService],
    ["negative years", { yearsExperience: -1 }, cleanerProfileMessages.years],
    ["too many years", { yearsExperience: YEARS_EXPERIENCE_MAX + 1 }, cleanerProfileMessages.years],
    ["fractional years", { yearsExperience: 2.5 }, cleanerProfileMessages.years],
    ["years as text", { yearsExperience: "4" }, cleanerProfileMessages.years],
    ["a bio that is too long", { bio: "x".repeat(BIO_MAX_LENGTH + 1) }, cleanerProfileMessages.bio],
  ])("refuses %s with 400 and changes nothing", async (_, change, message) => {
    const account = await t.createAccount({ role: "cleaner", fullName: "Unchanged" });
    const response = await save(account, { ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await recordOf(account)).toBeUndefined();
    expect(await account.browser.viewer()).toMatchObject({ fullName: "Unchanged", phone: null });
  });

  it("accepts a bio of exactly the longest length", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    expect((await save(account, { ...VALID, bio: "x".repeat(BIO_MAX_LENGTH) })).status).toBe(200);
    expect((await recordOf(account))?.bio).toHaveLength(BIO_MAX_LENGTH);
  });

  it("saves only the signed-in cleaner's own record", async () => {
    const other = await t.createAccount({ role: "cleaner", fullName: "Other Cleaner" });
    const otherRecord = await cleanerRecordOf(t, other, "Active");
    const account = await t.createAccount({ role: "cleaner" });
    expect((await save(account, { ...VALID, userId: other.userId })).status).toBe(200);
    expect(await recordOf(other)).toEqual(otherRecord);
    expect((await recordOf(account))?.status).toBe("Pending");
  });
});
