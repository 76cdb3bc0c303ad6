// docs/decisions/054: a stay gone from a rental calendar's successful, parsable feed cancels its
// turnover, unless the job has started or its client or an admin changed it by hand. The move is
// transitionJob's (decision 030: the plan clean comes back there); the client and the cleaner who had
// it are told (decision 068), the emails naming the calendar.
import { and, eq, gt, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { AppError } from "../../lib/errors";
import { jobCanceledFromCalendarForCleanerEmail, jobCanceledFromCalendarForClientEmail } from "../emails/calendar-emails";
import { jobCanceledFromCalendarForCleanerNotice, jobCanceledFromCalendarForClientNotice } from "../notifications/calendar-notices";
import { notify, type Notice } from "../notifications/notify";
import { transitionJob, type JobChange } from "./lifecycle";

/** A job a sync may not move now: its refusal is an answer (false or moved:false), not an error. */
export const isQuietRefusal = (error: unknown) =>
  error instanceof AppError && (error.code === "JOB_TRANSITION_NOT_ALLOWED" || error.code === "JOB_CHANGED" || error.code === "NOT_FOUND");

/** The stay is gone from a successful, parsable feed: cancel a not-started, not-overridden job. */
export async function cancelFromCalendar(
  tx: Transaction,
  jobId: string,
  o: { calendarLabel: string; now: Date; publicUrl: string },
): Promise<boolean> {
  const { now, publicUrl, calendarLabel } = o;
  let change: JobChange;
  try {
    change = await transitionJob(tx, jobId, "Canceled", {
      by: "system",
      reason: "reservation_removed",
      // Started, or changed by hand: the sync leaves it (the table refuses In Progress and later).
      guard: {
        where: and(eq(jobs.calendarOverridden, false), gt(jobs.scheduledStart, now)) as SQL,
        refusal: () => Promise.resolve(new AppError("JOB_CHANGED", 409, "The job has started or was changed by hand.")),
      },
      now,
      publicUrl,
    });
  } catch (error) {
    if (isQuietRefusal(error)) return false;
    throw error;
  }
  // The key is free again: a stay that comes back books a new turnover.
  await tx.update(jobs).set({ calendarEventKey: null }).where(eq(jobs.jobId, jobId));

  const { job } = change;
  const moment = now.toISOString();
  const notices: Notice[] = [];
  const [client] = await tx
    .select({ email: clients.email, userId: clients.userId })
    .from(clients)
    .where(eq(clients.clientId, job.clientId));
  if (client) {
    notices.push(
      jobCanceledFromCalendarForClientNotice({
        userId: client.userId,
        job,
        calendarLabel,
        at: now,
        email: {
          kind: "calendar-canceled-client",
          dedupeKey: `calendar-canceled-client:${jobId}:${moment}`,
          to: client.email,
          ...jobCanceledFromCalendarForClientEmail({ job, calendarLabel, planCleanReturned: change.planCleanReturned }),
        },
      }),
    );
  }
  // The cleaner stays on a Canceled job (decision 041): the one who had it is told not to go.
  if (change.previousCleanerId) {
    const [cleaner] = await tx
      .select({ email: cleaners.email, userId: cleaners.userId })
      .from(cleaners)
      .where(eq(cleaners.cleanerId, change.previousCleanerId));
    if (cleaner) {
      notices.push(
        jobCanceledFromCalendarForCleanerNotice({
          userId: cleaner.userId,
          job,
          at: now,
          email: {
            kind: "calendar-canceled-cleaner",
            dedupeKey: `calendar-canceled-cleaner:${jobId}:${moment}`,
            to: cleaner.email,
            ...jobCanceledFromCalendarForCleanerEmail({ job, calendarLabel, publicUrl }),
          },
        }),
      );
    }
  }
  // transitionJob announced the move to the job's screens; these tell its people.
  await notify(tx, notices, now);
  return true;
}
