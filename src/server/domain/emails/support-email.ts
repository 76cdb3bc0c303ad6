// docs/decisions/026 (issue 18): emails that ask for an answer carry a Reply-To someone reads:
// SUPPORT_EMAIL when set, else the first admin's address, read when the email is queued (an admin
// created after the server started counts; no restart needed).
import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";

/** The Reply-To address; null only when there is neither a setting nor an admin. */
export async function supportAddress(db: Transaction | Database, configured: string | undefined): Promise<string | null> {
  if (configured) return configured;
  const [admin] = await db
    .select({ email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(profiles.createdAt), asc(profiles.userId))
    .limit(1);
  return admin?.email ?? null;
}
