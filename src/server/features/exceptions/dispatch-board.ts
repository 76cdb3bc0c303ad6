// docs/decisions/055: Posted jobs dispatch left to the board (nobody it offered them to accepted in
// time, or nobody was eligible), still ahead, soonest first: an admin may assign someone in Jobs
// before the claim window closes. Each carries dispatch's reason (the job's dispatch_note).
import { and, asc, count, eq, gt } from "drizzle-orm";
import { EXCEPTION_LIST_LIMIT } from "../../../shared/domain/exceptions";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { adminJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";
import { withFields } from "../../lib/with-fields";

// The partial index jobs_dispatch_board_idx holds exactly these jobs, by start.
const boardCondition = (now: Date) => and(eq(jobs.dispatchState, "board"), eq(jobs.status, "Posted"), gt(jobs.scheduledStart, now));

export async function leftToBoard(db: Database, now: Date) {
  const where = boardCondition(now);
  const [rows, [total]] = await Promise.all([
    selectJobJson(db, { dispatchNote: jobs.dispatchNote })
      .where(where)
      .orderBy(asc(jobs.scheduledStart), asc(jobs.jobId))
      .limit(EXCEPTION_LIST_LIMIT),
    db.select({ value: count() }).from(jobs).where(where),
  ]);
  return { rows: rows.map((row) => withFields(adminJobJson(row), { dispatchNote: row.dispatchNote })), total: total?.value ?? 0 };
}
