import { desc, eq, sql } from "drizzle-orm";
import { DEPLOY_EVENT } from "../../../shared/schemas/admin-settings";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";

/** Servers starting together on one PostgreSQL record a new build once: they take turns here. */
const DEPLOY_LOCK_KEY = 72_657_303;

export interface Deployment {
  at: Date;
  commitSha: string;
}

const shaOf = (metadata: Record<string, unknown>) => (typeof metadata.commit_sha === "string" ? metadata.commit_sha : null);

/** spec 7: the latest `deploy` audit event (Settings' Deployment Status); null before the first. */
export async function latestDeployment(db: Database): Promise<Deployment | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt, metadata: auditLog.metadata })
    .from(auditLog)
    .where(eq(auditLog.action, DEPLOY_EVENT.action))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const commitSha = row ? shaOf(row.metadata) : null;
  return row && commitSha ? { at: row.at, commitSha } : null;
}

/**
 * At start (index.ts): a `deploy` audit row when this build's SHA (BUILD_SHA) is not the one the
 * latest deploy row names, so a restart of the same build records nothing and a rollback records
 * the build it went back to. The server's own event: no actor. True when a row was written.
 */
export async function recordDeployment({ db, buildSha }: { db: Database; buildSha: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEPLOY_LOCK_KEY})`);
    const [latest] = await tx
      .select({ metadata: auditLog.metadata })
      .from(auditLog)
      .where(eq(auditLog.action, DEPLOY_EVENT.action))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    if (latest && shaOf(latest.metadata) === buildSha) return false;
    await recordAudit(tx, {
      actorId: null,
      ...DEPLOY_EVENT,
      summary: `Build ${buildSha.slice(0, 7)} deployed`,
      payload: { metadata: { commit_sha: buildSha } },
    });
    return true;
  });
}
