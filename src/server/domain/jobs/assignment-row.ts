// docs/decisions/030: a job's assignment row follows its status. Written only by transitionJob,
// under the job's row lock, so the row read there is the row written here; On my way's columns by
// its own service under the same lock (docs/decisions/071).
import { eq, sql } from "drizzle-orm";
import { jobAssignments } from "../../db/schema/jobs";
import type { Transaction } from "../../db/client";
import { placeholderFor, preparedOnce } from "../../db/prepared";

export type AssignmentRow = typeof jobAssignments.$inferSelect;

export async function readAssignment(tx: Transaction, jobId: string): Promise<AssignmentRow | null> {
  const [row] = await tx.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId));
  return row ?? null;
}

/** Every claim's: built once (docs/decisions/053). */
const insertAssignment = preparedOnce((db) =>
  db
    .insert(jobAssignments)
    .values({
      jobId: sql.placeholder("jobId"),
      cleanerId: sql.placeholder("cleanerId"),
      status: sql.placeholder("status"),
      assignedAt: sql.placeholder("assignedAt"),
      startedAt: placeholderFor("startedAt", jobAssignments.startedAt),
    })
    .returning()
    .prepare("assignment_insert"),
);

/**
 * The job is Assigned or In Progress with this cleaner: its assignment is created, or moved to the
 * new cleaner (assigned now), or kept (same cleaner) with its status following. In Progress keeps
 * the start already recorded, else starts now; Assigned has not started.
 */
export async function putCleanerOn(
  tx: Transaction,
  jobId: string,
  current: AssignmentRow | null,
  { cleanerId, status, now }: { cleanerId: string; status: "Assigned" | "In Progress"; now: Date },
): Promise<AssignmentRow> {
  const sameCleaner = current?.cleanerId === cleanerId;
  const startedAt = status === "In Progress" ? ((sameCleaner ? current?.startedAt : null) ?? now) : null;
  const [row] = current
    ? await tx
        .update(jobAssignments)
        // Another cleaner's On my way is not this one's (docs/decisions/071).
        .set({
          cleanerId,
          status,
          startedAt,
          completedAt: null,
          ...(sameCleaner ? {} : { assignedAt: now, onMyWayAt: null, onMyWayEta: null }),
        })
        .where(eq(jobAssignments.jobId, jobId))
        .returning()
    : // job_assignments_job_id_key is the backstop: a stale assignment on a Posted job fails here (409 upstream).
      await insertAssignment(tx).execute({ jobId, cleanerId, status, assignedAt: now, startedAt });
  if (!row) throw new Error("assignment write returned no row");
  return row;
}

/** Completed: the cleaner's work recorded as done now. */
export async function completeAssignment(tx: Transaction, jobId: string, now: Date): Promise<AssignmentRow | null> {
  const [row] = await tx
    .update(jobAssignments)
    .set({ status: "Completed", completedAt: now })
    .where(eq(jobAssignments.jobId, jobId))
    .returning();
  return row ?? null;
}

/** Back to Posted: nobody does the job any more. */
export async function takeCleanerOff(tx: Transaction, jobId: string): Promise<void> {
  await tx.delete(jobAssignments).where(eq(jobAssignments.jobId, jobId));
}

/**
 * docs/decisions/071: the assigned cleaner said they are on the way, arriving at `eta`. The caller
 * holds the job's lock and checked the assignment is theirs and not started.
 */
export async function recordOnMyWay(tx: Transaction, jobId: string, { at, eta }: { at: Date; eta: Date }): Promise<void> {
  await tx.update(jobAssignments).set({ onMyWayAt: at, onMyWayEta: eta }).where(eq(jobAssignments.jobId, jobId));
}
