// The admin's jobs screen (docs/decisions/041): the other demo loaders already give a job in every
// status (a Problem one too). This adds applicants to one Posted job, as cleaners applying while
// the `claim_approval` flag is on leave them, so its details show Approve.
import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import { clashOf } from "../../domain/cleaners/clashes";
import type { Database } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";

const MINUTE = 60_000;

/** The latest-starting open Posted job the demo cleaner (and one other Active cleaner, if any) could take, with their applications. */
export async function loadAdminJobsDemo({ db, cleanerId, now = new Date() }: { db: Database; cleanerId: string; now?: Date }) {
  await db.transaction(async (tx) => {
    const open = await tx
      .select({ jobId: jobs.jobId, timeZone: jobs.timeZone, scheduledStart: jobs.scheduledStart, scheduledEnd: jobs.scheduledEnd })
      .from(jobs)
      .where(and(eq(jobs.status, "Posted"), gt(jobs.claimWindowEnds, now), gt(jobs.scheduledStart, now)))
      .orderBy(desc(jobs.scheduledStart));
    const others = await tx
      .select({ cleanerId: cleaners.cleanerId })
      .from(cleaners)
      .where(and(eq(cleaners.status, "Active"), ne(cleaners.cleanerId, cleanerId)))
      .orderBy(asc(cleaners.createdAt))
      .limit(1);
    for (const job of open) {
      if (await clashOf(tx, cleanerId, job)) continue;
      const applicants = [cleanerId];
      for (const other of others) if (!(await clashOf(tx, other.cleanerId, job))) applicants.push(other.cleanerId);
      await tx.insert(jobApplications).values(
        applicants.map((applicant, index) => ({
          jobId: job.jobId,
          cleanerId: applicant,
          createdAt: new Date(now.getTime() - (45 - index * 20) * MINUTE),
        })),
      );
      return;
    }
  });
}
