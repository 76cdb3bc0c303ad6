// docs/decisions/027: two more lists on the Exceptions screen, of jobs an admin should look at:
// cleans finished in under half their booked time (a quality check), and, with `claim_approval`
// on, Posted jobs whose applicants wait for a decision, the claim window closing soonest first.
import { and, asc, count, desc, eq, exists, gte, sql } from "drizzle-orm";
import { EXCEPTION_LIST_LIMIT, QUICK_FINISH_DAYS, QUICK_FINISH_SHARE } from "../../../shared/domain/exceptions";
import type { Database } from "../../db/client";
import { jobApplications, jobAssignments, jobs } from "../../db/schema/jobs";
import { isFlagEnabled, SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { adminJobJson, isoOrNull } from "../../domain/jobs/job-json";
import { selectJobJson, type JobJsonRow } from "../../domain/jobs/job-json-select";
import { withFields } from "../../lib/with-fields";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Completed in the last QUICK_FINISH_DAYS, in under QUICK_FINISH_SHARE of the booked duration, start to finish as recorded. */
function quickFinishCondition(now: Date) {
  return and(
    eq(jobs.status, "Completed"),
    gte(jobs.completedAt, new Date(now.getTime() - QUICK_FINISH_DAYS * DAY_MS)),
    sql`extract(epoch from (${jobAssignments.completedAt} - ${jobAssignments.startedAt})) < ${jobs.durationHours} * ${3600 * QUICK_FINISH_SHARE}`,
  );
}

export async function quickFinishes(db: Database, now: Date) {
  const where = quickFinishCondition(now);
  const [rows, [total]] = await Promise.all([
    selectJobJson(db).where(where).orderBy(desc(jobs.completedAt)).limit(EXCEPTION_LIST_LIMIT),
    db.select({ value: count() }).from(jobs).innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId)).where(where),
  ]);
  // Start to finish as the cleaner recorded them (the job's own completion may be an admin's).
  const recorded = (row: JobJsonRow) => ({ startedAt: isoOrNull(row.startedAt), finishedAt: isoOrNull(row.assignmentCompletedAt) });
  return { rows: rows.map((row) => ({ ...adminJobJson(row), ...recorded(row) })), total: total?.value ?? 0 };
}

/** Applications waiting for an admin's decision on this job (tables named in full: Drizzle leaves a one-table select's columns unqualified). */
const pendingApplicants = sql<number>`(SELECT count(*)::int FROM ${jobApplications} WHERE ${jobApplications}.job_id = ${jobs}.job_id AND ${jobApplications}.status = 'pending')`;

/** With `claim_approval` off there is nothing to approve: a claim assigns at once (null: the screen leaves the list out). */
export async function awaitingApproval(db: Database) {
  if (!(await isFlagEnabled(db, SERVER_FLAGS.claimApproval))) return null;
  const where = and(
    eq(jobs.status, "Posted"),
    exists(
      db
        .select({ one: sql`1` })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobs.jobId), eq(jobApplications.status, "pending"))),
    ),
  );
  const [rows, [total]] = await Promise.all([
    selectJobJson(db, { applicants: pendingApplicants })
      .where(where)
      // Urgent first: the claim window closing soonest (spec 9's Urgent and Soon), then the start.
      .orderBy(sql`${jobs.claimWindowEnds} ASC NULLS LAST`, asc(jobs.scheduledStart))
      .limit(EXCEPTION_LIST_LIMIT),
    db.select({ value: count() }).from(jobs).where(where),
  ]);
  return { rows: rows.map((row) => withFields(adminJobJson(row), { applicants: row.applicants })), total: total?.value ?? 0 };
}
