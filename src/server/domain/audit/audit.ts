// docs/decisions/038: every admin change leaves one audit_log row, written in the change's own
// transaction: who, what, which entity, when, and the entity before and after.
import type { Database, Transaction } from "../../db/client";
import { auditLog } from "../../db/schema/platform";

export interface AuditEntry {
  /** The admin's user id; null for the server's own events (a deploy). */
  actorId: string | null;
  /** What happened, as `<entity>.<verb>`: "job.status_changed", "review.hidden", "flag.created". */
  action: string;
  entityType: string;
  entityId: string;
  /** One line for people: "Job 3f2a… set to Canceled". */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping: a reason, a commit SHA. */
  metadata?: Record<string, unknown>;
}

/** Writes the row inside the caller's transaction: it exists only if the change commits. */
export async function recordAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary,
    actorId: entry.actorId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    metadata: entry.metadata ?? {},
  });
}
