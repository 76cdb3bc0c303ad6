import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/people";
import { createTestApp, uniqueEmail } from "../test/harness";
import { ensureVerifiedAccount, makeAdmin } from "./accounts";

const t = await createTestApp();
afterAll(() => t.close());

// What `npm run admin:create` does (src/server/cli/admin-create.ts), on the test database.
async function adminCreate(email: string, password: string, name: string) {
  const { userId, created } = await ensureVerifiedAccount(t, { email, password, fullName: name, role: "admin" });
  if (!created) await makeAdmin(t.db, userId, name);
  return { userId, created };
}

describe("ensureVerifiedAccount", () => {
  it("creates a verified account that signs in straight away", async () => {
    const email = uniqueEmail("verified");
    const { created } = await ensureVerifiedAccount(t, { email, password: "secret-1", fullName: "Vera Fied", role: "cleaner" });
    expect(created).toBe(true);
    const browser = t.browser();
    await t.signIn(email, "secret-1", browser);
    expect(await browser.viewer()).toMatchObject({ email, fullName: "Vera Fied", role: "cleaner" });
  });

  it("normalises the email and leaves an existing account as it is", async () => {
    const email = uniqueEmail("existing");
    const first = await ensureVerifiedAccount(t, { email, password: "secret-1", fullName: "First", role: "client" });
    const again = await ensureVerifiedAccount(t, {
      email: ` ${email.toUpperCase()} `,
      password: "other-pass",
      fullName: "Second",
      role: "cleaner",
    });
    expect(again).toEqual({ userId: first.userId, created: false });
    await t.signIn(email, "secret-1");
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, first.userId));
    expect(profile).toMatchObject({ fullName: "First", role: "client" });
  });
});

describe("admin:create", () => {
  it("creates a new admin who can sign in and is shown as admin", async () => {
    const email = uniqueEmail("admin");
    expect((await adminCreate(email, "admin-secret", "Ada Admin")).created).toBe(true);
    const browser = t.browser();
    await t.signIn(email, "admin-secret", browser);
    expect(await browser.viewer()).toMatchObject({ email, fullName: "Ada Admin", role: "admin" });
  });

  it("makes an existing client an admin, keeping the password and a single profile", async () => {
    const client = await t.createAccount({ role: "client" });
    const { created } = await adminCreate(client.email, "ignored-password", "Promoted Person");
    expect(created).toBe(false);

    // The client's open session now sees the admin role; the old password still works.
    expect((await client.browser.viewer())?.role).toBe("admin");
    await t.signIn(client.email, client.password);
    const [rows] = await t.db.select({ n: count() }).from(profiles).where(eq(profiles.userId, client.userId));
    expect(rows?.n).toBe(1);
  });

  it("does not hand admin to someone who signed up first with the admin's email but never verified it", async () => {
    const email = uniqueEmail("boss");
    await t.signUp({ email, password: "squatter-pass", name: "Squatter" });
    await adminCreate(email, "operator-pass", "Real Admin");

    const operator = t.browser();
    await t.signIn(email, "operator-pass", operator);
    expect(await operator.viewer()).toMatchObject({ email, fullName: "Real Admin", role: "admin" });

    // Even if the real owner later opens the old verification link, the squatter's password is gone.
    await t.verifyFromMailbox(email);
    expect((await t.browser().signIn(email, "squatter-pass")).status).toBe(401);
  });

  it("gives an account without a profile an admin profile", async () => {
    const email = uniqueEmail("bare");
    const { userId } = await ensureVerifiedAccount(t, { email, password: "secret-1", fullName: "Bare", role: "client" });
    await t.db.delete(profiles).where(eq(profiles.userId, userId));
    await makeAdmin(t.db, userId, "Bare Admin");
    const browser = t.browser();
    await t.signIn(email, "secret-1", browser);
    expect(await browser.viewer()).toMatchObject({ fullName: "Bare Admin", role: "admin" });
  });
});
