// decision 028: what a new password takes away, whichever way it was set (a reset or set-password
// link, or a signed-in change). Sessions are Better Auth's to revoke (revokeSessionsOnPasswordReset);
// this is the rest.
import { and, eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { authVerifications } from "../db/schema/auth";
import { cleaners } from "../db/schema/people";

/**
 * Every outstanding reset and set-password link of the account stops working (both are Better
 * Auth `reset-password:<token>` rows whose value is the user id, set-password-link.ts), and the
 * cleaner's calendar feed secret is cleared: whoever had the old password may have taken the link.
 */
export async function voidPasswordLinks(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(authVerifications)
      .where(and(like(authVerifications.identifier, "reset-password:%"), eq(authVerifications.value, userId)));
    await tx.update(cleaners).set({ calendarTokenHash: null }).where(eq(cleaners.userId, userId));
  });
}
