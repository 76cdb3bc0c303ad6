import type { Database } from "../../db/client";
import { auditLog, featureFlags } from "../../db/schema/platform";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/decisions/048: the flags Settings and Feature Flags show. claim_approval and auto_assign are the
 * ones the server acts on (domain/flags/feature-flags.ts): claim_approval off, so cleaners claim as
 * usual; auto_assign on, so new jobs are offered to the unit's preferred cleaners first
 * (docs/decisions/055). The others say they do nothing yet.
 */
const DEMO_FLAGS = [
  {
    flagName: "auto_assign",
    description:
      "New jobs are offered to one cleaner at a time (the unit's preferred cleaners, backups, then the best match) before the open board.",
    enabled: true,
    daysAgo: 14,
  },
  {
    flagName: "claim_approval",
    description: "Cleaners apply for a job instead of claiming it; an admin approves one applicant from the job's details.",
    enabled: false,
    daysAgo: 21,
  },
  {
    flagName: "beta_reports",
    description: "Planned: monthly PDF reports for property managers. Not read by the server yet.",
    enabled: true,
    daysAgo: 9,
  },
  {
    flagName: "instant_payouts",
    description: "Planned: cleaners cash out a completed job at once. Not read by the server yet.",
    enabled: false,
    daysAgo: 3,
  },
] as const;

/** The demo flags, each with the admin's `flag.created` audit row, and a cache purge yesterday. */
export async function loadAdminSettingsDemo({ db, adminUserId, now = new Date() }: { db: Database; adminUserId: string; now?: Date }) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const flags = await db
    .insert(featureFlags)
    .values(DEMO_FLAGS.map(({ flagName, description, enabled, daysAgo }) => ({ flagName, description, enabled, createdAt: at(daysAgo) })))
    .onConflictDoNothing({ target: featureFlags.flagName })
    .returning();
  await db.insert(auditLog).values([
    ...flags.map((flag) => ({
      actorId: adminUserId,
      action: "flag.created",
      entityType: "feature_flag",
      entityId: flag.id,
      summary: `Feature flag ${flag.flagName} created ${flag.enabled ? "on" : "off"}`,
      after: { flagName: flag.flagName, description: flag.description, enabled: flag.enabled },
      createdAt: flag.createdAt,
    })),
    {
      actorId: adminUserId,
      action: "cache_purge",
      entityType: "system",
      entityId: "site_cache",
      summary: "Site cache cleared (health report, built pages)",
      metadata: { cleared: ["health report", "built pages"] },
      createdAt: at(1),
    },
  ]);
}
