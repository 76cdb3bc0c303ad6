import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Auth } from "../../auth/auth";
import { ensureVerifiedAccount } from "../../auth/accounts";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { cleaners, profiles } from "../../db/schema/people";
import { AppError, notFound } from "../../lib/errors";

// spec 2: the fixed sample accounts of /test-accounts.
export const TEST_ACCOUNTS = [
  { role: "client", email: "test-client@tidyline.test", password: "test-password", fullName: "Test Client" },
  { role: "cleaner", email: "test-cleaner@tidyline.test", password: "test-password", fullName: "Test Cleaner" },
] as const;

/**
 * The sample cleaner can work at once: unlike a sign-up (docs/decisions/031), it gets its record
 * Active, with a filled-in profile, as if an admin had vetted it.
 */
export const TEST_CLEANER_PROFILE = {
  phone: "(555) 555-0199",
  workAreas: ["Boston", "Manhattan", "Chicago"],
  services: ["Residential", "Airbnb", "Deep Clean"],
  yearsExperience: 3,
  bio: "A sample cleaner for trying the cleaner portal.",
};

async function ensureTestCleanerRecord(db: Database, userId: string, account: (typeof TEST_ACCOUNTS)[number]) {
  const { phone, ...profile } = TEST_CLEANER_PROFILE;
  await db
    .update(profiles)
    .set({ phone: sql`coalesce(${profiles.phone}, ${phone})` })
    .where(eq(profiles.userId, userId));
  await db
    .insert(cleaners)
    .values({ userId, name: account.fullName, email: account.email, phone, status: "Active", ...profile })
    .onConflictDoNothing({ target: cleaners.userId });
}

export function testAccountsRoutes({ auth, db, enabled }: { auth: Auth; db: Database; enabled: boolean }) {
  return new Hono<AppEnv>().post("/test-accounts", async (c) => {
    // Outside production, or when ENABLE_TEST_ACCOUNTS=true; otherwise the page does not exist.
    if (!enabled) throw notFound();
    const results = [];
    for (const account of TEST_ACCOUNTS) {
      const result = await ensureVerifiedAccount({ auth, db }, account);
      // Also for a sample cleaner made before records existed (ON CONFLICT keeps a record as it is).
      if (account.role === "cleaner") await ensureTestCleanerRecord(db, result.userId, account);
      results.push(result);
    }
    if (results.some((result) => !result.created)) {
      throw new AppError("ACCOUNT_EXISTS", 409, "Account already exists");
    }
    return c.json({ accounts: TEST_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) }, 201);
  });
}
