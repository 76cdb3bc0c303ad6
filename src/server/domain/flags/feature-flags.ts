// docs/decisions/048: feature flags are read by the server and change what it does. A flag that
// does not exist is off.
import { and, eq, exists, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { featureFlags } from "../../db/schema/platform";

/** The flags the server acts on. Admins may add others (for screens, or for later). */
export const SERVER_FLAGS = {
  /** On: a cleaner's claim is an application an admin approves (spec 4: "an application awaiting decision"). */
  claimApproval: "claim_approval",
  /** On: new jobs are offered to cleaners one at a time before the open board (docs/decisions/055). */
  autoAssign: "auto_assign",
} as const;

const isOn = (flagName: string) => and(eq(featureFlags.flagName, flagName), eq(featureFlags.enabled, true));

export async function isFlagEnabled(db: Database | Transaction, flagName: string): Promise<boolean> {
  const [row] = await db.select({ enabled: featureFlags.enabled }).from(featureFlags).where(isOn(flagName));
  return Boolean(row);
}

/** isFlagEnabled as a column of the caller's own statement: the same answer without a round trip of its own. */
export const flagEnabled = (db: Database | Transaction, flagName: string) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(featureFlags)
      .where(isOn(flagName)),
  )}`;
