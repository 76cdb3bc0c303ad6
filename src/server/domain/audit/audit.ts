// docs/decisions/038: every admin change leaves one audit_log row, written in the change's own
// transaction: who, what, which entity, when, and the entity before and after. What each action
// writes is declared once in audit-actions.ts (docs/decisions/063).
import type { Database, Transaction } from "../../db/client";
import { auditLog } from "../../db/schema/platform";
import type { AuditEvent } from "./audit-actions";

/** An action (`<entity>.<verb>`: "job.status_changed", "review.hidden", "flag.created") with its entity and payload. */
export type AuditEntry = AuditEvent & {
  /** The admin's user id; null for the server's own events (a deploy). */
  actorId: string | null;
  entityId: string;
  /** One line for people: "Job 3f2a… set to Canceled". */
  summary: string;
  /** When it happened, when the writer has its own clock (a job's move at its `now`); else the transaction's. */
  at?: Date;
};

/** The row an entry is stored as: a part its action does not write is null (`{}` for metadata). */
export function auditRow(entry: AuditEntry) {
  // The parts are jsonb: each action's payload is a plain object of JSON values.
  const payload: { before?: object | null; after?: object | null; metadata?: object } = entry.payload;
  return {
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary,
    actorId: entry.actorId,
    before: (payload.before ?? null) as Record<string, unknown> | null,
    after: (payload.after ?? null) as Record<string, unknown> | null,
    metadata: (payload.metadata ?? {}) as Record<string, unknown>,
    ...(entry.at ? { createdAt: entry.at } : {}),
  };
}

/** Writes the row inside the caller's transaction: it exists only if the change commits. */
export async function recordAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}
