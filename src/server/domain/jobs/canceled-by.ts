// docs/decisions/066: who canceled a job and why, from its last cancel row in the audit log (the
// client's or the server's job.transitioned, an admin's job.status_changed): read per row of a page
// by one bounded probe of audit_log_entity_idx, so the client's Canceled tab and the admin's Jobs
// list say it without a second store or a query per row.
import { sql } from "drizzle-orm";
import { canceledReasonText, type CanceledBy } from "../../../shared/domain/job-history";
import { jobs } from "../../db/schema/jobs";

interface CancelRow {
  action: string;
  by: string | null;
  reason: string | null;
}

/** Read only for a Canceled job (a list's other rows make no probe). */
export const canceledByColumn = sql<CancelRow | null>`CASE WHEN ${jobs.status} = 'Canceled' THEN (SELECT jsonb_build_object('action', canceled.action,
    'by', canceled.metadata ->> 'by', 'reason', canceled.metadata ->> 'reason')
  FROM audit_log canceled
  WHERE canceled.entity_type = 'job' AND canceled.entity_id = ${jobs.jobId}::text
    AND canceled.action IN ('job.transitioned', 'job.status_changed') AND canceled.after ->> 'status' = 'Canceled'
  ORDER BY canceled.created_at DESC LIMIT 1) END`;

export interface CanceledView {
  /** null: canceled before its history was kept. */
  by: CanceledBy | null;
  /** The card's line: "Canceled by you", "Canceled by Tidyline: <reason>", "Canceled: the reservation was removed from the Airbnb calendar". */
  text: string;
}

export function canceledByOf(row: CancelRow | null): { by: CanceledBy | null; reason: string | null } {
  if (!row) return { by: null, reason: null };
  if (row.action === "job.status_changed") return { by: "admin", reason: row.reason };
  if (row.by === "client") return { by: "client", reason: null };
  if (row.by === "system" && row.reason === "reservation_removed") return { by: "calendar", reason: null };
  return { by: null, reason: null };
}

export function canceledJson(row: CancelRow | null, calendarLabel: string | null): CanceledView {
  const { by, reason } = canceledByOf(row);
  return { by, text: canceledReasonText(by, reason, calendarLabel) };
}
