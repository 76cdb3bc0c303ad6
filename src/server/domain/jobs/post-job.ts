// docs/decisions/030: a job comes into being Posted, through here, whoever creates it (a client's
// booking, a calendar's import). Its later moves go through transitionJob. A new job is dispatched
// at once (docs/decisions/055: offered to one cleaner at a time while the auto_assign flag is on).
import type { Transaction } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { recordAudit } from "../audit/audit";
import { startDispatch } from "../dispatch/dispatch-job";
import { planJobReminders } from "../notifications/job-reminders";
import { announceBoardChange } from "../notifications/live";
import type { DispatchContext } from "../dispatch/types";

/** The zone is never left to the column's default: it is the unit's (docs/decisions/064). */
export type NewJob = Omit<typeof jobs.$inferInsert, "jobId" | "status" | "completedAt" | "createdAt"> & { timeZone: string };

export async function postJob(tx: Transaction, values: NewJob, dispatch: DispatchContext) {
  const [job] = await tx
    .insert(jobs)
    .values({ ...values, status: "Posted" })
    .returning();
  if (!job) throw new Error("job insert returned no row");
  // docs/decisions/066: the job's history starts with who booked it, before its first offer.
  const fromCalendar = job.calendarId !== null;
  await recordAudit(tx, {
    action: "job.booked",
    entityType: "job",
    entityId: job.jobId,
    actorId: null,
    at: dispatch.now,
    summary: `Job ${job.jobId} booked ${fromCalendar ? `from ${job.calendarLabel ?? "a calendar"}` : "by its client"}`,
    payload: {
      after: { status: "Posted", scheduledStart: job.scheduledStart.toISOString() },
      metadata: { by: fromCalendar ? "calendar" : "client", clientId: job.clientId, calendarLabel: job.calendarLabel },
    },
  });
  await startDispatch(tx, job.jobId, dispatch);
  // docs/decisions/068: a job not offered first is on the board now (cleaners' boards refresh).
  await announceBoardChange(tx);
  // docs/decisions/071: the client's reminder of the day before, from the booking on.
  await planJobReminders(tx, job.jobId, dispatch.now);
  return job;
}
