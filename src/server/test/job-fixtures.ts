// Rows the API tests need but no client route creates: cleaners, and jobs in a given state.
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { JobStatus } from "../../shared/domain/job-status";
import type { Database } from "../db/client";
import { jobAssignments, jobs } from "../db/schema/jobs";
import { cleaners } from "../db/schema/people";
import { ensureClientRecord } from "../lib/client-record";
import type { TestAccount, TestApp } from "./harness";

/** The client record of a test account (created as on a first visit). */
export async function clientIdOf(t: TestApp, account: TestAccount): Promise<string> {
  const record = await ensureClientRecord({ db: t.db, viewer: { userId: account.userId, email: account.email, fullName: account.fullName, phone: null, role: "client" } });
  return record.clientId;
}

/** An Active cleaner record for a fresh cleaner account. */
export async function createCleaner(t: TestApp, name = "Casey Cleaner"): Promise<{ cleanerId: string; account: TestAccount }> {
  const account = await t.createAccount({ role: "cleaner", fullName: name });
  const [row] = await t.db.insert(cleaners).values({ userId: account.userId, name, email: account.email, status: "Active" }).returning();
  return { cleanerId: row!.cleanerId, account };
}

/** A job of `clientId` in `status`, assigned to `cleanerId` when given; Completed jobs have completed_at. */
export async function createJob(
  db: Database,
  { clientId, status = "Posted", cleanerId, daysFromNow = -3 }: { clientId: string; status?: JobStatus; cleanerId?: string; daysFromNow?: number },
): Promise<string> {
  const start = new Date(Date.now() + daysFromNow * 86_400_000);
  const [job] = await db
    .insert(jobs)
    .values({
      clientId,
      type: "Standard Clean",
      address: `${randomUUID().slice(0, 4)} Test St, Boston, MA`,
      requestedStart: start,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 2 * 3_600_000),
      durationHours: "2",
      basePriceCents: 10_000,
      clientPriceCents: 10_000,
      cleanerPayoutCents: 5_500,
      status,
      completedAt: status === "Completed" ? new Date(start.getTime() + 2 * 3_600_000) : null,
    })
    .returning({ jobId: jobs.jobId });
  if (cleanerId) {
    const assignmentStatus = status === "In Progress" || status === "Completed" ? status : "Assigned";
    await db.insert(jobAssignments).values({ jobId: job!.jobId, cleanerId, status: assignmentStatus });
  }
  return job!.jobId;
}

export async function cleanerRating(db: Database, cleanerId: string) {
  const [row] = await db.select({ ratingAvg: cleaners.ratingAvg, ratingCount: cleaners.ratingCount }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId));
  return row;
}
