// docs/decisions/066: a job moved by its calendar or its turnover settings says "Moved from Dec 16"
// on its cards for a week. The former start is the job's last job.rescheduled row within the week,
// read per row of a page by one bounded probe of audit_log_entity_idx (never a query per row), with
// the week written into the statement so a prepared list keeps its one plan (docs/decisions/053).
import { sql } from "drizzle-orm";
import { MOVED_MARK_DAYS } from "../../../shared/domain/job-history";
import { jobs } from "../../db/schema/jobs";

export const movedFromColumn = sql<string | null>`(SELECT moved.before ->> 'scheduledStart' FROM audit_log moved
  WHERE moved.entity_type = 'job' AND moved.entity_id = ${jobs.jobId}::text AND moved.action = 'job.rescheduled'
    AND moved.created_at > now() - ${sql.raw(`interval '${MOVED_MARK_DAYS} days'`)}
  ORDER BY moved.created_at DESC LIMIT 1)`;

/** The mark's former start as the JSON carries it (ISO), or null: not moved this week, or no longer ahead. */
export const movedFromJson = (row: { movedFrom: string | null; status: string }): string | null =>
  row.movedFrom !== null && (row.status === "Posted" || row.status === "Assigned") ? new Date(row.movedFrom).toISOString() : null;
