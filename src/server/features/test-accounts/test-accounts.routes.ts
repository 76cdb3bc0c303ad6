import { Hono } from "hono";
import type { Auth } from "../../auth/auth";
import { ensureVerifiedAccount } from "../../auth/accounts";
import type { AppEnv } from "../../auth/session";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";

// spec 2: the fixed sample accounts of /test-accounts.
export const TEST_ACCOUNTS = [
  { role: "client", email: "test-client@tidyline.test", password: "test-password", fullName: "Test Client" },
  { role: "cleaner", email: "test-cleaner@tidyline.test", password: "test-password", fullName: "Test Cleaner" },
] as const;

export function testAccountsRoutes({ auth, db, enabled }: { auth: Auth; db: Database; enabled: boolean }) {
  return new Hono<AppEnv>().post("/test-accounts", async (c) => {
    // Outside production, or when ENABLE_TEST_ACCOUNTS=true; otherwise the page does not exist.
    if (!enabled) throw notFound();
    const results = [];
    for (const account of TEST_ACCOUNTS) results.push(await ensureVerifiedAccount({ auth, db }, account));
    if (results.some((result) => !result.created)) {
      throw new AppError("ACCOUNT_EXISTS", 409, "Account already exists");
    }
    return c.json({ accounts: TEST_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) }, 201);
  });
}
