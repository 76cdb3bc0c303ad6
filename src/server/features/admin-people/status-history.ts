// docs/decisions/043: an account's status changes as the audit log kept them (who, when, why), for
// the details dialogs: the reason given is what the next admin needs to know.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";

/** The newest changes shown; older ones stay in the audit log. */
export const STATUS_HISTORY_LIMIT = 20;

export interface StatusChange {
  action: string;
  summary: string | null;
  reason: string | null;
  actorName: string | null;
  /** ISO 8601. */
  at: string;
}

export async function statusHistory(db: Database, entityType: "client" | "cleaner", entityId: string): Promise<StatusChange[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      summary: auditLog.summary,
      reason: sql<string | null>`${auditLog.metadata} ->> 'reason'`,
      actorName: profiles.fullName,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(STATUS_HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
