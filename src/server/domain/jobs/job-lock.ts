// docs/decisions/030: the job's row as a move locks it (transitionJob), with what the move's emails
// need. A claim locks it in its own first statement with these columns (docs/decisions/053).
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { jobs } from "../../db/schema/jobs";
import { clients, clientUnits } from "../../db/schema/people";
import { declareLocks } from "../locks";

/**
 * The job as its lock reads it, with what its emails and notices need: `jobs` joined to `clients` and, left,
 * `client_units`. A caller that locks the job in its own first statement reads these (MoveOptions.locked).
 */
export const lockedJobColumns = {
  job: jobs,
  unitNotes: clientUnits.notes,
  clientName: clients.name,
  clientEmail: clients.email,
  /** Whose bell hears of the move (domain/notifications/job-notices.ts). */
  clientUserId: clients.userId,
};

/**
 * The job as its lock reads it. A named statement, one per shape (of any client's job, or of one
 * client's), so PostgreSQL parses and plans it once per connection instead of on every move:
 * planning it was a tenth of a claim's database time; and built once (docs/decisions/053).
 */
const jobLock = (ofClient: boolean) =>
  preparedOnce((db) =>
    db
      .select(lockedJobColumns)
      .from(jobs)
      .innerJoin(clients, eq(clients.clientId, jobs.clientId))
      .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
      .where(and(eq(jobs.jobId, sql.placeholder("jobId")), ofClient ? eq(jobs.clientId, sql.placeholder("clientId")) : undefined))
      .for("update", { of: jobs })
      .prepare(ofClient ? "job_lock_of_client" : "job_lock"),
  );
const lockAnyJob = jobLock(false);
const lockClientsJob = jobLock(true);

/** The job's row, FOR UPDATE, after any cleaner's row the move needs (docs/decisions/062). */
export async function lockJob(tx: Transaction, jobId: string, clientId: string | undefined) {
  declareLocks(tx, { kind: "job", ids: [jobId], mode: "update" });
  const [row] = clientId === undefined ? await lockAnyJob(tx).execute({ jobId }) : await lockClientsJob(tx).execute({ jobId, clientId });
  return row;
}

/** The job's row as a lock reads it (lockedJobColumns). */
export type LockedRow = NonNullable<Awaited<ReturnType<typeof lockJob>>>;
