// Rows the API tests set up directly: states a client cannot reach through their own routes
// (a plan, an assigned or completed job, photos). Not a test file; imported by them.
import type { JobStatus } from "../../../shared/domain/job-status";
import type { PlanUsage } from "../../../shared/domain/statuses";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { jobAssignments, jobCheckpoints, jobs, reviews } from "../../db/schema/jobs";
import { cleaners, clientUnits } from "../../db/schema/people";
import type { TestApp } from "../../test/harness";

export { clientIdOf } from "../../test/job-fixtures";

const HOUR = 60 * 60 * 1000;

export async function insertUnit(db: Database, clientId: string, values: Partial<typeof clientUnits.$inferInsert> = {}) {
  const [unit] = await db.insert(clientUnits).values({ clientId, label: "Test Unit", fullAddress: "5 Test St, Boston, MA 02108", ...values }).returning();
  if (!unit) throw new Error("unit insert");
  return unit;
}

export async function insertSubscription(
  db: Database,
  values: { clientId: string } & Partial<typeof subscriptions.$inferInsert>,
) {
  const now = Date.now();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      plan: "Bi-Weekly",
      includedCleans: 2,
      usedCleans: 0,
      monthlyPriceCents: 30_000,
      extraCleanFeeCents: 10_000,
      currentPeriodStart: new Date(now - 5 * 24 * HOUR),
      currentPeriodEnd: new Date(now + 25 * 24 * HOUR),
      ...values,
    })
    .returning();
  if (!subscription) throw new Error("subscription insert");
  return subscription;
}

export async function insertCleaner(t: TestApp, name = "Casey Cleaner", rating: { ratingAvg?: string; ratingCount?: number } = {}) {
  const account = await t.createAccount({ role: "cleaner", fullName: name });
  const [cleaner] = await t.db
    .insert(cleaners)
    .values({ userId: account.userId, name, email: account.email, status: "Active", ...rating })
    .returning();
  if (!cleaner) throw new Error("cleaner insert");
  return cleaner;
}

export interface JobFixture {
  clientId: string;
  unitId?: string | null;
  status?: JobStatus;
  type?: string;
  scheduledStart?: Date;
  completedAt?: Date | null;
  cleanerId?: string;
  planUsage?: PlanUsage;
  subscriptionId?: string | null;
  clientPriceCents?: number;
}

/** A job as the booking flow would leave it, in any state; with cleanerId it is also assigned. */
export async function insertJob(db: Database, fixture: JobFixture) {
  const start = fixture.scheduledStart ?? new Date(Date.now() + 48 * HOUR);
  const status = fixture.status ?? "Posted";
  const price = fixture.clientPriceCents ?? 10_000;
  const [job] = await db
    .insert(jobs)
    .values({
      clientId: fixture.clientId,
      unitId: fixture.unitId ?? null,
      subscriptionId: fixture.subscriptionId ?? null,
      planUsage: fixture.planUsage ?? "none",
      type: fixture.type ?? "Standard Clean",
      address: "5 Test St, Boston, MA 02108",
      requestedStart: start,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 2 * HOUR),
      durationHours: "2",
      basePriceCents: 10_000,
      clientPriceCents: price,
      cleanerPayoutCents: Math.round(price * 0.55),
      status,
      completedAt: fixture.completedAt ?? (status === "Completed" ? new Date(start.getTime() + 2 * HOUR) : null),
    })
    .returning();
  if (!job) throw new Error("job insert");
  if (fixture.cleanerId) {
    const assignmentStatus = status === "In Progress" || status === "Completed" ? status : "Assigned";
    await db.insert(jobAssignments).values({ jobId: job.jobId, cleanerId: fixture.cleanerId, status: assignmentStatus });
  }
  return job;
}

export async function insertPhoto(db: Database, jobId: string, type: "photo_before" | "photo_after", fileUrl: string, createdAt = new Date()) {
  const [photo] = await db.insert(jobCheckpoints).values({ jobId, type, fileUrl, createdAt }).returning();
  if (!photo) throw new Error("checkpoint insert");
  return photo;
}

export async function insertReview(db: Database, values: { jobId: string; cleanerId: string; clientId: string; rating: number; comment?: string | null }) {
  const [review] = await db.insert(reviews).values(values).returning();
  if (!review) throw new Error("review insert");
  return review;
}
