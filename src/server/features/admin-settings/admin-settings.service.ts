import { asc, count, desc, eq, notInArray } from "drizzle-orm";
import { ACTIVITY_PAGE_SIZE, CACHE_PURGE_EVENT } from "../../../shared/schemas/admin-settings";
import type { Page } from "../../../shared/schemas/page";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema/people";
import { auditLog, featureFlags } from "../../db/schema/platform";
import type { Env } from "../../env";
import { recordAudit } from "../../domain/audit/audit";
import { JOB_HISTORY_ACTIONS } from "../../domain/audit/audit-actions";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { logger } from "../../lib/logger";
import type { SiteCache } from "../../lib/site-cache";
import { describeActivity, type ActivitySentence } from "./activity-sentence";
import { loadActivitySubjects } from "./activity-subjects";
import { latestDeployment } from "./deployment.service";
import { environmentReport } from "./environment-checklist";
import { pageOf, pageWindow } from "../../lib/page";

/** spec 2 Settings: Deployment Status, Production Feature Flags and Environment Configuration in one read. */
export async function settingsOverview({ db, env }: { db: Database; env: Env }) {
  const [deployment, enabled] = await Promise.all([
    latestDeployment(db),
    // spec 7: feature_flags, the enabled ones.
    db
      .select({ flagName: featureFlags.flagName })
      .from(featureFlags)
      .where(eq(featureFlags.enabled, true))
      .orderBy(asc(featureFlags.flagName)),
  ]);
  const enabledFlags = enabled.map((row) => row.flagName);
  return {
    deployment,
    enabledFlags,
    environment: environmentReport(env),
    // docs/decisions/055: the Dispatch card; its offer times, limits and weights are the shared module's.
    dispatch: { flagName: SERVER_FLAGS.autoAssign, autoAssign: enabledFlags.includes(SERVER_FLAGS.autoAssign) },
  };
}

export interface ActivityRow extends ActivitySentence {
  id: string;
  at: Date;
  action: string;
  /** The one line stored when the change happened (the sentence is built anew from the row). */
  summary: string | null;
  /** The admin's name; null for the server's own events (a deploy) or a deleted account. */
  actorName: string | null;
}

/**
 * docs/decisions/066: the activity list is the admins' log. A job's history rows (its booking, the
 * moves of its client, cleaners and calendars) stay with the job, read in its details.
 */
const adminActions = notInArray(auditLog.action, [...JOB_HISTORY_ACTIONS]);

/**
 * Recent admin activity: the audit log, newest first, paged in SQL; each row as a sentence naming
 * what changed, with a link to it (activity-sentence.ts), dates in the admin's zone.
 */
export async function listAdminActivity({
  db,
  page,
  timeZone,
}: {
  db: Database;
  page: number;
  timeZone: string;
}): Promise<Page<ActivityRow>> {
  const query = { page, pageSize: ACTIVITY_PAGE_SIZE };
  const { limit, offset } = pageWindow(query);
  const [records, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        summary: auditLog.summary,
        before: auditLog.before,
        after: auditLog.after,
        metadata: auditLog.metadata,
        actorName: profiles.fullName,
      })
      .from(auditLog)
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      .where(adminActions)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(adminActions),
  ]);
  const subjects = await loadActivitySubjects(db, records);
  const rows = records.map(({ id, at, action, summary, actorName, ...record }) => ({
    id,
    at,
    action,
    summary,
    actorName,
    ...describeActivity({ action, summary, ...record }, subjects, timeZone),
  }));
  return pageOf(rows, total?.n ?? 0, query);
}

/**
 * spec 2, 7 Clear Site Cache: empties every in-memory copy of content this server keeps
 * (lib/site-cache.ts) and records the `cache_purge` event with what was emptied, in one
 * transaction: no event without the purge. Then every other server on the database empties its
 * own (docs/decisions/050); the event names this server's caches, which are the same everywhere.
 */
export async function purgeSiteCache({ db, siteCache, actorId }: { db: Database; siteCache: SiteCache; actorId: string }) {
  const purged = await db.transaction(async (tx) => {
    const cleared = siteCache.clear();
    await recordAudit(tx, {
      actorId,
      ...CACHE_PURGE_EVENT,
      summary: `Site cache cleared (${cleared.join(", ") || "nothing cached"})`,
      payload: { metadata: { cleared } },
    });
    return { cleared };
  });
  // The purge is done and recorded here; a server that misses the notice (its bus reconnecting)
  // empties its caches when it listens again (features/messages/message-bus.ts).
  await siteCache.announce().catch((error: unknown) => logger.warn("could not announce the cache purge", { error: String(error) }));
  return purged;
}
