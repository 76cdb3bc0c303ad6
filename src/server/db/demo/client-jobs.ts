// Demo jobs of the demo client (Jordan Blake): one upcoming job in each open status, a canceled
// one, and completed cleans of the past weeks by the demo cleaner, each with real before/after
// photos put through the storage layer. Times are relative to when the demo data is loaded.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { basePriceCents, cleanerPayoutCents, type CleaningType } from "../../../shared/domain/booking";
import type { JobStatus } from "../../../shared/domain/job-status";
import { projectRoot } from "../../lib/paths";
import type { Storage } from "../../lib/storage";
import type { Database } from "../client";
import { subscriptions } from "../schema/billing";
import { jobAssignments, jobCheckpoints, jobs } from "../schema/jobs";
import { cleaners, clients, clientUnits } from "../schema/people";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Committed pictures (assets/demo-photos/make-photos.sh); found from src/ and dist/ alike. */
export const DEMO_PHOTOS_FOLDER = join(projectRoot, "assets", "demo-photos");
const ROOMS = ["kitchen", "living", "bathroom"] as const;

interface DemoJob {
  status: JobStatus;
  type: CleaningType;
  unit: number;
  /** Start, in days from now (negative: in the past), at a whole hour. */
  days: number;
  hour: number;
  durationHours: number;
  assigned?: boolean;
  bedrooms?: number;
  bathrooms?: number;
  sqFt?: number;
  specialInstructions?: string;
  /** Takes one of the included cleans of the demo plan (the period's one used clean). */
  includedInPlan?: boolean;
}

const DEMO_JOBS: DemoJob[] = [
  { status: "Posted", type: "Standard Clean", unit: 1, days: 2, hour: 10, durationHours: 2, bedrooms: 0, bathrooms: 1, sqFt: 520 },
  { status: "Assigned", type: "Deep Clean", unit: 0, days: 4, hour: 14, durationHours: 4, assigned: true, bedrooms: 2, bathrooms: 1.5, sqFt: 1100, specialInstructions: "Please focus on the kitchen and both bathrooms.", includedInPlan: true },
  { status: "In Progress", type: "Airbnb Turnover", unit: 1, days: 0, hour: -1, durationHours: 3, assigned: true, bedrooms: 0, bathrooms: 1, specialInstructions: "Guests check in at 4 PM: fresh linens are in the hall closet." },
  { status: "Canceled", type: "Move-in/Move-out", unit: 2, days: 6, hour: 12, durationHours: 6, bedrooms: 2, bathrooms: 2 },
  { status: "Completed", type: "Standard Clean", unit: 0, days: -3, hour: 10, durationHours: 2, assigned: true, bedrooms: 2, bathrooms: 1.5 },
  { status: "Completed", type: "Airbnb Turnover", unit: 1, days: -8, hour: 12, durationHours: 3, assigned: true, bathrooms: 1 },
  { status: "Completed", type: "Deep Clean", unit: 0, days: -15, hour: 8, durationHours: 4, assigned: true, bedrooms: 2, bathrooms: 1.5, sqFt: 1100 },
  { status: "Completed", type: "Move-in/Move-out", unit: 2, days: -22, hour: 14, durationHours: 6, assigned: true, bedrooms: 2, bathrooms: 2, sqFt: 1450 },
  { status: "Completed", type: "Standard Clean", unit: 1, days: -29, hour: 10, durationHours: 2, assigned: true },
];

/**
 * Needs the demo client (with units) and the demo cleaner; an Active plan of the client, when the
 * billing demo made one, is linked to the job that used its clean this period.
 */
export async function loadClientJobsDemo({ db, storage, clientEmail, cleanerEmail, now = new Date() }: { db: Database; storage: Storage; clientEmail: string; cleanerEmail: string; now?: Date }) {
  const [client] = await db.select({ clientId: clients.clientId }).from(clients).where(eq(clients.email, clientEmail));
  const [cleaner] = await db.select({ cleanerId: cleaners.cleanerId }).from(cleaners).where(eq(cleaners.email, cleanerEmail));
  if (!client || !cleaner) throw new Error("The demo client and cleaner must exist before their jobs");
  const units = await db.select().from(clientUnits).where(eq(clientUnits.clientId, client.clientId)).orderBy(asc(clientUnits.createdAt), asc(clientUnits.label));
  if (units.length === 0) throw new Error("The demo client has no units");
  const [plan] = await db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.clientId, client.clientId), eq(subscriptions.status, "Active")));

  const photos = await Promise.all(
    ROOMS.map(async (room) => ({
      before: await readFile(join(DEMO_PHOTOS_FOLDER, `${room}-before.jpg`)),
      after: await readFile(join(DEMO_PHOTOS_FOLDER, `${room}-after.jpg`)),
    })),
  );

  const today = new Date(now);
  today.setUTCMinutes(0, 0, 0);
  let completedCount = 0;
  for (const demo of DEMO_JOBS) {
    const unit = units[demo.unit % units.length]!;
    // Upcoming jobs at a whole hour a few days out; the job in progress started an hour ago.
    const start = new Date(today.getTime() + demo.days * DAY + (demo.status === "In Progress" ? demo.hour * HOUR : 0));
    if (demo.status !== "In Progress") start.setUTCHours(demo.hour + 4); // morning-to-afternoon on US Eastern time
    const end = new Date(start.getTime() + demo.durationHours * HOUR);
    const price = basePriceCents(demo.type);
    const usesPlan = demo.includedInPlan === true && plan !== undefined;
    // Booked a little before now (a day for the one already assigned), past ones 3 days ahead of time.
    const createdAt = new Date(start > now ? now.getTime() - (demo.assigned ? DAY : 2 * HOUR) : start.getTime() - 3 * DAY);
    const [job] = await db
      .insert(jobs)
      .values({
        clientId: client.clientId,
        unitId: unit.unitId,
        subscriptionId: usesPlan ? plan.subscriptionId : null,
        planUsage: usesPlan ? "included" : "none",
        type: demo.type,
        address: unit.fullAddress,
        requestedStart: start,
        scheduledStart: start,
        scheduledEnd: end,
        durationHours: String(demo.durationHours),
        bedrooms: demo.bedrooms ?? null,
        bathrooms: demo.bathrooms === undefined ? null : String(demo.bathrooms),
        sqFt: demo.sqFt ?? null,
        specialInstructions: demo.specialInstructions ?? null,
        basePriceCents: price,
        clientPriceCents: price,
        cleanerPayoutCents: cleanerPayoutCents(price),
        claimWindowEnds: new Date(Math.min(createdAt.getTime() + DAY, start.getTime())),
        status: demo.status,
        completedAt: demo.status === "Completed" ? end : null,
        createdAt,
      })
      .returning({ jobId: jobs.jobId });
    if (!job) throw new Error("demo job insert returned no row");

    if (demo.assigned) {
      const assignmentStatus = demo.status === "In Progress" || demo.status === "Completed" ? demo.status : "Assigned";
      await db.insert(jobAssignments).values({ jobId: job.jobId, cleanerId: cleaner.cleanerId, status: assignmentStatus, assignedAt: new Date(createdAt.getTime() + 2 * HOUR) });
    }
    if (demo.status === "Completed") {
      const pair = photos[completedCount % photos.length]!;
      completedCount += 1;
      for (const [type, data, at] of [
        ["photo_before", pair.before, start],
        ["photo_after", pair.after, new Date(end.getTime() - 10 * 60 * 1000)],
      ] as const) {
        const id = randomUUID();
        const key = `job-photos/${job.jobId}/${id}.jpg`;
        await storage.put(key, data);
        await db.insert(jobCheckpoints).values({ id, jobId: job.jobId, type, fileUrl: key, createdAt: at });
      }
    }
  }
}
