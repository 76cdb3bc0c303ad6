import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const patchProfile = (account: TestAccount, json: unknown) => account.browser.api.profile.$patch({ json: unchecked(json) });

async function storedProfile(userId: string) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

describe("PATCH /api/profile", () => {
  it("updates the signed-in person's full name and phone, trimmed", async () => {
    const account = await t.createAccount({ role: "client", fullName: "Old Name" });
    const response = await patchProfile(account, { fullName: "  New Name  ", phone: " (617) 555-0199 " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profile: { fullName: "New Name", phone: "(617) 555-0199" } });
    expect(await account.browser.viewer()).toMatchObject({ fullName: "New Name", phone: "(617) 555-0199" });
  });

  it("stores an empty phone as no phone", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    await patchProfile(account, { fullName: account.fullName, phone: "617-555-0100" });
    const response = await patchProfile(account, { fullName: account.fullName, phone: "   " });
    expect(response.status).toBe(200);
    expect((await storedProfile(account.userId))?.phone).toBeNull();
  });

  it("refuses an empty full name with 400 and changes nothing", async () => {
    const account = await t.createAccount({ role: "client", fullName: "Kept Name" });
    await patchProfile(account, { fullName: "Kept Name", phone: "111" });
    const response = await patchProfile(account, { fullName: "   ", phone: "222" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Full name is required." } });
    expect(await storedProfile(account.userId)).toMatchObject({ fullName: "Kept Name", phone: "111" });
  });

  it("ignores attempts to change the role or the email", async () => {
    const account = await t.createAccount({ role: "client" });
    const response = await patchProfile(account, {
      fullName: "Sneaky",
      phone: "",
      role: "admin",
      email: "boss@tidyline.test",
      userId: "someone-else",
    });
    expect(response.status).toBe(200);
    expect(await account.browser.viewer()).toMatchObject({
      userId: account.userId,
      email: account.email,
      role: "client",
      fullName: "Sneaky",
    });
    const [user] = await t.db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, account.userId));
    expect(user?.email).toBe(account.email);
  });

  it("changes only the caller's own profile", async () => {
    const me = await t.createAccount({ role: "client", fullName: "Me" });
    const other = await t.createAccount({ role: "client", fullName: "Someone Else" });
    await patchProfile(me, { fullName: "Me Again", phone: "" });
    expect((await storedProfile(other.userId))?.fullName).toBe("Someone Else");
  });

  it("answers 401 when signed out", async () => {
    const response = await t.api.profile.$patch({ json: { fullName: "Nobody", phone: "" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Please sign in to continue." } });
  });

  it("cannot be sidestepped through Better Auth's own user endpoints, which are closed", async () => {
    const account = await t.createAccount({ role: "client", fullName: "Kept Name" });
    const attempts = [
      ["/api/auth/update-user", { name: "Changed", role: "admin" }],
      ["/api/auth/change-email", { newEmail: "new@example.test" }],
      ["/api/auth/delete-user", {}],
    ] as const;
    for (const [path, json] of attempts) {
      // Raw requests: Better Auth's own routes (/api/auth) are outside the typed API.
      expect((await account.browser.request(path, { json })).status, path).toBe(404);
    }
    expect(await account.browser.viewer()).toMatchObject({ email: account.email, fullName: "Kept Name", role: "client" });
  });
});

describe("GET /api/me", () => {
  it("describes the signed-in person and is never cached", async () => {
    const account = await t.createAccount({ role: "cleaner", fullName: "Sam Cleaner" });
    const response = await account.browser.api.me.$get();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      viewer: { userId: account.userId, email: account.email, fullName: "Sam Cleaner", phone: null, role: "cleaner" },
    });
  });

  it("answers { viewer: null } after sign-out", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect(await account.browser.viewer()).toBeNull();
  });
});
