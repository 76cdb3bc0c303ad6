// docs/decisions/071: On my way. The assigned cleaner of a job not yet started says, on the day
// (from 12 hours before the start), that they are coming and about when; the client is told, and
// told again only when a later tap moves the arrival by 10 minutes or more. Every open screen of the
// job shows it at once (announceJobChange).
import { eq } from "drizzle-orm";
import {
  arrivalShown,
  etaMovedEnough,
  ON_MY_WAY_NOT_ASSIGNED,
  ON_MY_WAY_STARTED,
  ON_MY_WAY_TOO_EARLY,
  onMyWayOpen,
} from "../../../shared/domain/reminders";
import type { Database } from "../../db/client";
import { notificationPreferences } from "../../db/schema/notifications";
import { cleaners, clients } from "../../db/schema/people";
import { lockActiveCleaner } from "../../auth/cleaner-record";
import { readAssignment, recordOnMyWay } from "../../domain/jobs/assignment-row";
import { lockJob } from "../../domain/jobs/job-lock";
import { announceJobChange } from "../../domain/notifications/live";
import { notify } from "../../domain/notifications/notify";
import { onMyWayNotice } from "../../domain/notifications/reminder-notices";
import { AppError, notFound } from "../../lib/errors";
import { ASSIGNMENT_NOT_FOUND } from "./assignment-progress.service";

export interface OnMyWayAnswer {
  jobId: string;
  onMyWayAt: string;
  arrivingAt: string;
  /** Whether the client was told this time (a small change of the arrival tells no one). */
  clientTold: boolean;
}

export async function sayOnMyWay({
  db,
  cleanerId,
  jobId,
  etaMinutes,
  now = new Date(),
}: {
  db: Database;
  cleanerId: string;
  jobId: string;
  etaMinutes: number;
  now?: Date;
}): Promise<OnMyWayAnswer> {
  return db.transaction(async (tx) => {
    await lockActiveCleaner(tx, cleanerId);
    // The job's row, so a start, a cancel or a move waits for this (and this for them).
    const locked = await lockJob(tx, jobId, undefined);
    const assignment = locked ? await readAssignment(tx, jobId) : null;
    if (!locked || assignment?.cleanerId !== cleanerId) throw notFound(ASSIGNMENT_NOT_FOUND);
    const { job } = locked;
    if (job.status === "In Progress" || job.status === "Completed") throw new AppError("JOB_ALREADY_STARTED", 409, ON_MY_WAY_STARTED);
    if (job.status !== "Assigned") throw new AppError("JOB_TRANSITION_NOT_ALLOWED", 409, ON_MY_WAY_NOT_ASSIGNED);
    if (!onMyWayOpen(job.scheduledStart, now)) throw new AppError("JOB_TOO_EARLY", 409, ON_MY_WAY_TOO_EARLY);

    // To the minute: the arrival is said "about 10:40 AM".
    const eta = new Date(Math.round((now.getTime() + etaMinutes * 60_000) / 60_000) * 60_000);
    const previous = arrivalShown({ status: job.status, start: job.scheduledStart }, assignment.onMyWayAt, assignment.onMyWayEta);
    await recordOnMyWay(tx, jobId, { at: now, eta });
    const clientTold = etaMovedEnough(previous, eta);
    if (clientTold) {
      const [client] = await tx
        .select({ userId: clients.userId, timeZone: notificationPreferences.timeZone })
        .from(clients)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, clients.userId))
        .where(eq(clients.clientId, job.clientId));
      const [cleaner] = await tx.select({ name: cleaners.name }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId));
      if (client && cleaner) {
        const notice = onMyWayNotice({
          clientUserId: client.userId,
          clientZone: client.timeZone,
          cleanerName: cleaner.name,
          job,
          arrivingAt: eta,
        });
        await notify(tx, notice, now);
      }
    }
    await announceJobChange(tx, jobId);
    return { jobId, onMyWayAt: now.toISOString(), arrivingAt: eta.toISOString(), clientTold };
  });
}
