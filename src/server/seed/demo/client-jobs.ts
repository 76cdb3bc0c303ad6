// Demo jobs of the demo client (Jordan Blake): one upcoming job in each open status, a canceled
// one, and completed cleans of the past weeks by the demo cleaner, each with real before/after
// photos put through the storage layer (the bucket when S3_BUCKET is set, so every server serves
// them: docs/decisions/049). Times are relative to when the demo data is loaded, on
// the booking slots of the demo's Boston time zone (the turnover under way aside, when no slot
// fits: underWayStart); prices and plan usage follow decision 010.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { slotStart, TIME_SLOTS, todayIn, type CleaningType, type TimeSlotId } from "../../../shared/domain/booking";
import type { JobStatus } from "../../../shared/domain/job-status";
import { earliestStart } from "../../../shared/domain/cleaner";
import { expectedPlanUsage, isRecordedAsExtraClean, planCoversUnit } from "../../../shared/domain/plan-usage";
import type { PlanUsage } from "../../../shared/domain/statuses";
import { addDays } from "../../../shared/schemas/booking";
import { projectRoot } from "../../lib/paths";
import type { Storage } from "../../lib/storage";
import { jobOnUnit } from "./demo-job";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { jobAssignments, jobCheckpoints, jobs } from "../../db/schema/jobs";
import { cleaners, clients, clientUnits } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { monthsBefore } from "./client-billing";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The demo units are in Boston: their jobs are booked on that zone's slots, as the booking form would. */
export const DEMO_TIME_ZONE = "America/New_York";
/** Committed pictures (assets/demo-photos/make-photos.sh); found from src/ and dist/ alike. */
export const DEMO_PHOTOS_FOLDER = join(projectRoot, "assets", "demo-photos");
const ROOMS = ["kitchen", "living", "bathroom"] as const;

interface DemoJob {
  status: JobStatus;
  type: CleaningType;
  unit: number;
  /** A booking slot, `days` from today (negative: in the past); or the job under way (underWayStart). */
  when: { days: number; slot: TimeSlotId } | "under way";
  durationHours: number;
  assigned?: boolean;
  bedrooms?: number;
  bathrooms?: number;
  sqFt?: number;
  specialInstructions?: string;
  /** Booked with the extra-clean option ticked. */
  extraClean?: boolean;
}

const DEMO_JOBS: DemoJob[] = [
  // Booked with the option ticked, keeping the plan's last included clean for later.
  {
    status: "Posted",
    type: "Standard Clean",
    unit: 1,
    when: { days: 2, slot: "10:00" },
    durationHours: 2,
    bedrooms: 0,
    bathrooms: 1,
    sqFt: 520,
    extraClean: true,
  },
  {
    status: "Assigned",
    type: "Deep Clean",
    unit: 0,
    when: { days: 4, slot: "14:00" },
    durationHours: 4,
    assigned: true,
    bedrooms: 2,
    bathrooms: 1.5,
    sqFt: 1100,
    specialInstructions: "Please focus on the kitchen and both bathrooms.",
  },
  // Started a quarter of an hour ago, ahead of its start as a cleaner may (underWayStart): upcoming
  // (spec 7), in progress.
  {
    status: "In Progress",
    type: "Airbnb Turnover",
    unit: 1,
    when: "under way",
    durationHours: 3,
    assigned: true,
    bedrooms: 0,
    bathrooms: 1,
    specialInstructions: "Guests check in at 4 PM: fresh linens are in the hall closet.",
  },
  { status: "Canceled", type: "Move-in/Move-out", unit: 2, when: { days: 6, slot: "12:00" }, durationHours: 6, bedrooms: 2, bathrooms: 2 },
  {
    status: "Completed",
    type: "Standard Clean",
    unit: 0,
    when: { days: -3, slot: "10:00" },
    durationHours: 2,
    assigned: true,
    bedrooms: 2,
    bathrooms: 1.5,
  },
  {
    status: "Completed",
    type: "Airbnb Turnover",
    unit: 1,
    when: { days: -8, slot: "12:00" },
    durationHours: 3,
    assigned: true,
    bathrooms: 1,
  },
  {
    status: "Completed",
    type: "Deep Clean",
    unit: 0,
    when: { days: -15, slot: "08:00" },
    durationHours: 4,
    assigned: true,
    bedrooms: 2,
    bathrooms: 1.5,
    sqFt: 1100,
  },
  {
    status: "Completed",
    type: "Move-in/Move-out",
    unit: 2,
    when: { days: -22, slot: "14:00" },
    durationHours: 6,
    assigned: true,
    bedrooms: 2,
    bathrooms: 2,
    sqFt: 1450,
  },
  { status: "Completed", type: "Standard Clean", unit: 1, when: { days: -29, slot: "10:00" }, durationHours: 2, assigned: true },
];

/** The first booking slot that begins after `now` in the demo's zone: later today, else tomorrow's first. */
function nextSlotStart(now: Date): Date {
  const today = todayIn(DEMO_TIME_ZONE, now);
  for (const date of [today, addDays(today, 1)]) {
    for (const slot of TIME_SLOTS) {
      const start = slotStart(date, slot.id, DEMO_TIME_ZONE);
      if (start > now) return start;
    }
  }
  throw new Error("no booking slot begins within two days");
}

/** The job under way began this long before loading. */
const STARTED_MINUTES_AGO = 15;
const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * Where the job under way starts: a cleaner may start at most START_EARLIEST_HOURS before a job
 * (docs/decisions/033), so it is the next slot only when that slot begins soon enough for its
 * cleaner to have started STARTED_MINUTES_AGO; otherwise (the evening, the night) a turnover
 * starting at its guests' check-out in the next quarter hour, as a calendar's turnover starts at the
 * unit's check-out time rather than on a booking slot (docs/decisions/054). Never hours ahead.
 */
export function underWayStart(now: Date): Date {
  const startedAt = new Date(now.getTime() - STARTED_MINUTES_AGO * 60_000);
  const next = nextSlotStart(now);
  if (earliestStart(next) <= startedAt) return next;
  return new Date(Math.ceil((now.getTime() + 1) / QUARTER_HOUR) * QUARTER_HOUR);
}

function startOf(demo: DemoJob, now: Date): Date {
  if (demo.when === "under way") return underWayStart(now);
  return slotStart(addDays(todayIn(DEMO_TIME_ZONE, now), demo.when.days), demo.when.slot, DEMO_TIME_ZONE);
}

/**
 * When the client booked it: cleans under way or done two weeks ahead, so before the plan's
 * current period (client-billing.ts); the waiting ones a little before now (a day for the one
 * already assigned).
 */
function bookedAt(demo: DemoJob, start: Date, now: Date): Date {
  if (demo.status === "In Progress" || demo.status === "Completed") return new Date(start.getTime() - 14 * DAY);
  return new Date(now.getTime() - (demo.assigned ? DAY : 2 * HOUR));
}

/** The plan's period `at` falls in: 0 the current one, 1 the one before, and so on. */
function periodIndex(currentPeriodStart: Date, at: Date): number {
  let index = 0;
  while (at < monthsBefore(currentPeriodStart, index)) index += 1;
  return index;
}

/**
 * Needs the demo client (with units) and the demo cleaner. With an Active plan of the client (the
 * billing demo makes one), each booking relates to it as createJob would have (docs/decisions/010),
 * replayed in booking order, and the plan's used_cleans is what this period's bookings took.
 */
export async function loadClientJobsDemo({
  db,
  storage,
  clientEmail,
  cleanerEmail,
  now = new Date(),
}: {
  db: Database;
  storage: Storage;
  clientEmail: string;
  cleanerEmail: string;
  now?: Date;
}) {
  const [client] = await db.select({ clientId: clients.clientId }).from(clients).where(eq(clients.email, clientEmail));
  const [cleaner] = await db.select({ cleanerId: cleaners.cleanerId }).from(cleaners).where(eq(cleaners.email, cleanerEmail));
  if (!client || !cleaner) throw new Error("The demo client and cleaner must exist before their jobs");
  const units = await db
    .select()
    .from(clientUnits)
    .where(eq(clientUnits.clientId, client.clientId))
    .orderBy(asc(clientUnits.createdAt), asc(clientUnits.label));
  if (units.length === 0) throw new Error("The demo client has no units");
  const [plan] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.clientId, client.clientId), eq(subscriptions.status, "Active")));

  const photos = await Promise.all(
    ROOMS.map(async (room) => ({
      before: await readFile(join(DEMO_PHOTOS_FOLDER, `${room}-before.jpg`)),
      after: await readFile(join(DEMO_PHOTOS_FOLDER, `${room}-after.jpg`)),
    })),
  );

  const bookings = DEMO_JOBS.map((demo) => {
    const start = startOf(demo, now);
    return { demo, start, createdAt: bookedAt(demo, start, now) };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  /** Included cleans taken, by plan period (see periodIndex). */
  const cleansTaken = new Map<number, number>();
  let completedCount = 0;
  for (const { demo, start, createdAt } of bookings) {
    const unit = units[demo.unit % units.length]!;
    const end = new Date(start.getTime() + demo.durationHours * HOUR);
    const covering = plan && createdAt >= plan.createdAt && planCoversUnit(plan, unit.unitId) ? plan : null;
    const period = covering ? periodIndex(covering.currentPeriodStart, createdAt) : -1;
    const isExtraClean = demo.extraClean === true;
    const planUsage: PlanUsage = expectedPlanUsage({
      plan: covering && { ...covering, usedCleans: cleansTaken.get(period) ?? 0 },
      isExtraClean,
    });
    // A canceled booking gave its included clean back (cancel.service.ts).
    if (planUsage === "included" && demo.status !== "Canceled") cleansTaken.set(period, (cleansTaken.get(period) ?? 0) + 1);
    const [job] = await db
      .insert(jobs)
      .values({
        clientId: client.clientId,
        ...jobOnUnit(unit, {
          type: demo.type,
          start,
          durationHours: demo.durationHours,
          planUsage,
          extraCleanFeeCents: covering?.extraCleanFeeCents ?? null,
        }),
        subscriptionId: covering?.subscriptionId ?? null,
        planUsage,
        isExtraClean: isRecordedAsExtraClean({ planUsage, isExtraClean }),
        bedrooms: demo.bedrooms ?? null,
        bathrooms: demo.bathrooms === undefined ? null : String(demo.bathrooms),
        sqFt: demo.sqFt ?? null,
        specialInstructions: demo.specialInstructions ?? null,
        claimWindowEnds: new Date(Math.min(createdAt.getTime() + DAY, start.getTime())),
        status: demo.status,
        completedAt: demo.status === "Completed" ? end : null,
        createdAt,
      })
      .returning({ jobId: jobs.jobId });
    if (!job) throw new Error("demo job insert returned no row");
    await plantHistory(db, { jobId: job.jobId, clientId: client.clientId, start, createdAt, canceled: demo.status === "Canceled" });

    if (demo.assigned) {
      const assignmentStatus = demo.status === "In Progress" || demo.status === "Completed" ? demo.status : "Assigned";
      // The job report's timeline (docs/decisions/033): the one under way began a quarter of an
      // hour ago, ahead of its start by no more than a cleaner may (underWayStart); the completed
      // ones on their slot, ending with it.
      const startedAt =
        demo.status === "In Progress" ? new Date(now.getTime() - STARTED_MINUTES_AGO * 60_000) : demo.status === "Completed" ? start : null;
      await db.insert(jobAssignments).values({
        jobId: job.jobId,
        cleanerId: cleaner.cleanerId,
        status: assignmentStatus,
        assignedAt: new Date(createdAt.getTime() + 2 * HOUR),
        startedAt,
        completedAt: demo.status === "Completed" ? end : null,
      });
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
        await db.insert(jobCheckpoints).values({ id, jobId: job.jobId, type, fileUrl: key, sizeBytes: data.length, createdAt: at });
      }
    }
  }
  if (plan)
    await db
      .update(subscriptions)
      .set({ usedCleans: cleansTaken.get(0) ?? 0 })
      .where(eq(subscriptions.subscriptionId, plan.subscriptionId));
}

/**
 * A demo job's history as its booking and a client's cancel would have written it (docs/decisions/066):
 * the rows planted in audit_log directly, at the job's own times (decision 063 lets the demo's
 * history do so), so the history and the Canceled tab read "Canceled by you" as they would.
 */
async function plantHistory(
  db: Database,
  { jobId, clientId, start, createdAt, canceled }: { jobId: string; clientId: string; start: Date; createdAt: Date; canceled: boolean },
) {
  const job = { entityType: "job", entityId: jobId } as const;
  await db.insert(auditLog).values([
    {
      ...job,
      action: "job.booked",
      summary: "Booked by the client",
      after: { status: "Posted", scheduledStart: start.toISOString() },
      metadata: { by: "client", clientId, calendarLabel: null },
      createdAt,
    },
    ...(canceled
      ? [
          {
            ...job,
            action: "job.transitioned",
            summary: "Canceled by the client",
            before: { status: "Posted", cleanerId: null },
            after: { status: "Canceled", cleanerId: null },
            metadata: { by: "client", actorRecordId: clientId, reason: null },
            createdAt: new Date(createdAt.getTime() + HOUR),
          },
        ]
      : []),
  ]);
}
