// docs/decisions/048: feature flags are read by the server and change what it does. A flag that
// does not exist is off.
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { featureFlags } from "../../db/schema/platform";

/** The flags the server acts on. Admins may add others (for screens, or for later). */
export const SERVER_FLAGS = {
  /** On: a cleaner's claim is an application an admin approves (spec 4: "an application awaiting decision"). */
  claimApproval: "claim_approval",
  /** On: new jobs are offered to cleaners one at a time before the open board (docs/decisions/055). */
  autoAssign: "auto_assign",
} as const;

export async function isFlagEnabled(db: Database | Transaction, flagName: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.flagName, flagName), eq(featureFlags.enabled, true)));
  return Boolean(row);
}
