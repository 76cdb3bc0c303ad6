// docs/decisions/068: what a job's move tells its client, from transitionJob (domain/jobs/lifecycle.ts)
// in the move's transaction: a cleaner claimed the job, accepted its offer (docs/decisions/055), was
// put on it by an admin, started it or completed it. The emails those moves always sent
// (docs/decisions/032, 033, 042) travel with their notice, so the client's choices apply to them.
// An admin's cancel or change of cleaner is told by features/admin-jobs (admin-change-notices.ts);
// a client cancels only a job nobody has taken, so nobody else hears of it.
import { eq } from "drizzle-orm";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { Transaction } from "../../db/client";
import { cleaners } from "../../db/schema/people";
import { claimedEmailKey, jobClaimedEmail, jobCompletedEmail } from "../emails/client-job-emails";
import type { LockedRow } from "../jobs/job-lock";
import type { JobActor } from "../jobs/transitions";
import { announceBoardChange, announceJobChange } from "./live";
import { firstName, jobMergeLabel, jobWhen, typeWord, type NoticeJob } from "./notice-words";
import { notify, type Notice } from "./notify";

/** Where the client's notice of a job opens: Upcoming; a completed job its photos and review, as the completion email does. */
export const CLIENT_JOB_LINK = "/client/upcoming";
export const completedJobLink = (jobId: string) => `/client/history?job=${encodeURIComponent(jobId)}`;

/** A notice's body: "Fri, Dec 18, 10:00 AM CST at 12 Oak St." (the street only: no city or ZIP on a lock screen). */
export function whenAndWhere(job: NoticeJob & { address: string }): string {
  const street = (job.address.split(",")[0] ?? job.address).trim().replace(/\.$/, "");
  return `${jobWhen(job)} at ${street}.`;
}

/** A job's move as transitionJob made it. */
export interface MovedJob {
  /** The job as the move locked it (before the move), with its client. */
  locked: LockedRow;
  from: JobStatus;
  to: JobStatus;
  by: JobActor;
  previousCleanerId: string | null;
  nextCleanerId: string | null;
  /** The cleaner the move put on the job, as the caller read them. */
  cleaner?: { name: string; ratingAvg: string | null; ratingCount: number };
  publicUrl: () => string;
  now: Date;
}

/**
 * Tells the client of the move, and announces it to every screen of the job (its client, its
 * cleaners, the admins). Returns the kinds of email the notices carry (each sent if the client keeps
 * email on for job updates).
 */
export async function tellOfMove(tx: Transaction, move: MovedJob): Promise<string[]> {
  const notices = await clientNotices(tx, move);
  if (notices.length > 0) await notify(tx, notices, move.now);
  await announceJobChange(tx, move.locked.job.jobId);
  // A job leaving the board (claimed, assigned, canceled) or back on it: every cleaner's board.
  if (move.from === "Posted" || move.to === "Posted") await announceBoardChange(tx);
  return notices.flatMap((notice) => (notice.email ? [notice.email.kind] : []));
}

async function cleanerName(tx: Transaction, cleanerId: string) {
  const [cleaner] = await tx.select({ name: cleaners.name }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId));
  if (!cleaner) throw new Error(`the job's cleaner ${cleanerId} has no record`);
  return firstName(cleaner.name);
}

async function clientNotices(tx: Transaction, move: MovedJob): Promise<Notice[]> {
  const { locked, from, to, by, previousCleanerId, nextCleanerId, now } = move;
  const { job } = locked;
  const word = typeWord(job.type);
  const toClient = {
    userId: locked.clientUserId,
    jobId: job.jobId,
    body: whenAndWhere(job),
    mergeLabel: jobMergeLabel(job),
    link: CLIENT_JOB_LINK,
  };
  const notices: Notice[] = [];

  // The client hears of each cleaner who takes the job, once each time (claimedEmailKey).
  if (nextCleanerId !== null && nextCleanerId !== previousCleanerId) {
    if (!move.cleaner) throw new Error("a cleaner put on a job is named to its client: options.cleaner is needed");
    const name = firstName(move.cleaner.name);
    const accepted = from === "Posted" && by === "cleaner" && job.offeredTo === nextCleanerId;
    notices.push({
      ...toClient,
      event: accepted ? "job.accepted" : "job.claimed",
      title: accepted
        ? `${name} accepted your ${word}`
        : by === "cleaner"
          ? `${name} claimed your ${word}`
          : `${name} will clean your ${word}`,
      dedupeKey: `job.claimed:${job.jobId}:${nextCleanerId}:${now.toISOString()}`,
      email: {
        kind: "job-claimed",
        to: locked.clientEmail,
        dedupeKey: claimedEmailKey(job.jobId, nextCleanerId, now),
        ...jobClaimedEmail({ job, cleaner: move.cleaner }),
      },
    });
  }
  if (to === "In Progress" && from === "Assigned" && by === "cleaner" && nextCleanerId !== null) {
    const name = await cleanerName(tx, nextCleanerId);
    notices.push({
      ...toClient,
      event: "job.started",
      title: `${name} started your ${word}`,
      dedupeKey: `job.started:${job.jobId}:${now.toISOString()}`,
    });
  }
  // docs/decisions/033: the cleaner's completion tells the client; an admin's does not (041).
  if (to === "Completed" && by === "cleaner" && previousCleanerId !== null) {
    const name = await cleanerName(tx, previousCleanerId);
    notices.push({
      ...toClient,
      event: "job.completed",
      title: `${name} finished your ${word}`,
      link: completedJobLink(job.jobId),
      dedupeKey: `job.completed:${job.jobId}`,
      email: {
        kind: "job-completed",
        to: locked.clientEmail,
        dedupeKey: `job-completed:${job.jobId}`,
        ...jobCompletedEmail({ jobId: job.jobId, clientName: locked.clientName, job, publicUrl: move.publicUrl() }),
      },
    });
  }
  return notices;
}
