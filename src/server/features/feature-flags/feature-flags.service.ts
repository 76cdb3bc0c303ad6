import { and, asc, eq, ne } from "drizzle-orm";
import { featureFlagMessages, type CreateFeatureFlagValues } from "../../../shared/schemas/feature-flags";
import type { Database } from "../../db/client";
import { featureFlags } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";
import { AppError, notFound } from "../../lib/errors";

const flagColumns = {
  id: featureFlags.id,
  flagName: featureFlags.flagName,
  description: featureFlags.description,
  enabled: featureFlags.enabled,
  createdAt: featureFlags.createdAt,
};

export type FeatureFlag = { id: string; flagName: string; description: string | null; enabled: boolean; createdAt: Date };

const auditView = (flag: FeatureFlag) => ({ flagName: flag.flagName, description: flag.description, enabled: flag.enabled });

/** spec 7: all flags ordered by flag_name. A handful of rows, so no paging. */
export function listFeatureFlags({ db }: { db: Database }): Promise<FeatureFlag[]> {
  return db.select(flagColumns).from(featureFlags).orderBy(asc(featureFlags.flagName));
}

/** spec 7: the names of the flags that are on (Settings' Production Feature Flags). */
export async function enabledFlagNames({ db }: { db: Database }): Promise<string[]> {
  const rows = await db
    .select({ flagName: featureFlags.flagName })
    .from(featureFlags)
    .where(eq(featureFlags.enabled, true))
    .orderBy(asc(featureFlags.flagName));
  return rows.map((row) => row.flagName);
}

/**
 * spec 2, 5, 7: a new flag under its normalised name (the schema normalised it). The unique name
 * is the rule: a name taken (by any spelling that normalises the same) is a 409, and nothing changes.
 */
export async function createFeatureFlag({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: CreateFeatureFlagValues;
}): Promise<FeatureFlag> {
  return db.transaction(async (tx) => {
    const [flag] = await tx
      .insert(featureFlags)
      .values({ flagName: input.name, description: input.description, enabled: input.enabled })
      .onConflictDoNothing({ target: featureFlags.flagName })
      .returning(flagColumns);
    if (!flag) throw new AppError("FLAG_NAME_TAKEN", 409, featureFlagMessages.nameTaken(input.name));
    await recordAudit(tx, {
      actorId,
      action: "flag.created",
      entityType: "feature_flag",
      entityId: flag.id,
      summary: `Feature flag ${flag.flagName} created ${flag.enabled ? "on" : "off"}`,
      payload: { before: null, after: auditView(flag) },
    });
    return flag;
  });
}

/**
 * spec 7: update enabled by id. One conditional UPDATE: only a flag in the other state changes
 * (and leaves an audit row). Asking for the state it is already in changes nothing and succeeds:
 * two admins switching it on both get what they asked for (docs/decisions/048).
 */
export async function setFeatureFlagEnabled({
  db,
  actorId,
  flagId,
  enabled,
}: {
  db: Database;
  actorId: string;
  flagId: string;
  enabled: boolean;
}): Promise<{ flag: FeatureFlag; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [flag] = await tx
      .update(featureFlags)
      .set({ enabled })
      .where(and(eq(featureFlags.id, flagId), ne(featureFlags.enabled, enabled)))
      .returning(flagColumns);
    if (!flag) {
      const [current] = await tx.select(flagColumns).from(featureFlags).where(eq(featureFlags.id, flagId));
      if (!current) throw notFound(featureFlagMessages.notFound);
      return { flag: current, changed: false };
    }
    await recordAudit(tx, {
      actorId,
      action: enabled ? "flag.enabled" : "flag.disabled",
      entityType: "feature_flag",
      entityId: flag.id,
      summary: `Feature flag ${flag.flagName} turned ${enabled ? "on" : "off"}`,
      payload: { before: auditView({ ...flag, enabled: !enabled }), after: auditView(flag) },
    });
    return { flag, changed: true };
  });
}
