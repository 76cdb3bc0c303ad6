// What the demo cleaner (Sam Rivera) has besides their jobs (client-jobs.ts): payouts for the
// completed ones (the older paid, the recent pending) with total_earnings matching them, weekly
// availability, a one-time block, time off, and job threads with the demo client where each
// side has messages they have not read yet. Times are relative to loading.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import { addDays } from "../../../shared/schemas/booking";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, messageReads, messages } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { cleanerAvailability, cleanerTimeOff } from "../../db/schema/schedule";
import { DEMO_TIME_ZONE } from "./client-jobs";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Payouts of jobs completed longer ago than this have been paid (an admin pays weekly). */
const PAID_AFTER_DAYS = 7;

/** One payout per completed job of the cleaner, and their sum as total_earnings (docs/decisions/035). */
export async function loadCleanerPayoutsDemo({ db, cleanerId, now = new Date() }: { db: Database; cleanerId: string; now?: Date }) {
  const completed = await db
    .select({ jobId: jobs.jobId, amountCents: jobs.cleanerPayoutCents, completedAt: jobs.completedAt })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(and(eq(jobAssignments.cleanerId, cleanerId), eq(jobAssignments.status, "Completed")));
  if (completed.length === 0) return;
  await db.insert(payouts).values(
    completed.map(({ jobId, amountCents, completedAt }) => {
      const earned = completedAt ?? now;
      const paid = now.getTime() - earned.getTime() > PAID_AFTER_DAYS * DAY;
      return {
        cleanerId,
        jobId,
        amountCents,
        createdAt: earned,
        status: paid ? ("paid" as const) : ("pending" as const),
        paidAt: paid ? new Date(earned.getTime() + 5 * DAY) : null,
      };
    }),
  );
  await db
    .update(cleaners)
    .set({
      totalEarningsCents: sql`(select coalesce(sum(${payouts.amountCents}), 0) from ${payouts} where ${payouts.cleanerId} = ${cleanerId})`,
    })
    .where(eq(cleaners.cleanerId, cleanerId));
}

/** Weekdays 8 to 5, Saturday mornings; an extra Sunday block; a long weekend off. */
export async function loadCleanerScheduleDemo({ db, cleanerId, now = new Date() }: { db: Database; cleanerId: string; now?: Date }) {
  await db
    .insert(cleanerAvailability)
    .values([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ cleanerId, type: "weekly_rule" as const, weekday, startTime: "08:00", endTime: "17:00" })),
      { cleanerId, type: "weekly_rule", weekday: 6, startTime: "09:00", endTime: "13:00", note: "Saturday mornings only" },
    ]);
  const today = todayIn(DEMO_TIME_ZONE, now);
  const daysToSunday = 7 - new Date(`${today}T12:00:00Z`).getUTCDay();
  const sunday = zonedTime(addDays(today, daysToSunday), 10, DEMO_TIME_ZONE);
  await db.insert(cleanerAvailability).values({
    cleanerId,
    type: "one_off_block",
    startTs: sunday,
    endTs: new Date(sunday.getTime() + 4 * HOUR),
    note: "Extra hours for weekend turnovers",
  });
  await db.insert(cleanerTimeOff).values({ cleanerId, startDate: addDays(today, 10), endDate: addDays(today, 12), reason: "Family visit" });
}

type Sender = "client" | "cleaner";
interface DemoThread {
  status: "Assigned" | "In Progress" | "Completed";
  /** Oldest first; `minutesAgo` before loading. */
  lines: { from: Sender; minutesAgo: number; text: string }[];
  /** How far each side has read, in minutes before loading. */
  readUpTo: Record<Sender, number>;
}

const THREADS: DemoThread[] = [
  {
    // The cleaner has not read the client's last message.
    status: "Assigned",
    lines: [
      { from: "client", minutesAgo: 600, text: "Hi Sam, the building door code is 4821. Could you also wipe the inside of the fridge?" },
      { from: "cleaner", minutesAgo: 540, text: "Got it, thanks Jordan. The fridge is no problem." },
      { from: "client", minutesAgo: 45, text: "Great! There is a free parking spot behind the building too." },
    ],
    readUpTo: { client: 45, cleaner: 540 },
  },
  {
    // The client has not read the cleaner's two latest.
    status: "In Progress",
    lines: [
      { from: "client", minutesAgo: 120, text: "Guests arrive at 4 PM sharp. Thanks for starting early!" },
      { from: "cleaner", minutesAgo: 12, text: "Started. The linens are in the wash; I'll send photos when I'm done." },
      { from: "cleaner", minutesAgo: 5, text: "The bathroom fan is quite noisy, you may want to have it checked." },
    ],
    readUpTo: { client: 120, cleaner: 5 },
  },
];

/** Threads on the cleaner's jobs with the demo client; the most recent completed one is all read. */
export async function loadCleanerThreadsDemo({
  db,
  cleanerId,
  cleanerUserId,
  clientUserId,
  now = new Date(),
}: {
  db: Database;
  cleanerId: string;
  cleanerUserId: string;
  clientUserId: string;
  now?: Date;
}) {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const userOf: Record<Sender, string> = { client: clientUserId, cleaner: cleanerUserId };
  const assigned = await db
    .select({ jobId: jobAssignments.jobId, status: jobAssignments.status, completedAt: jobAssignments.completedAt })
    .from(jobAssignments)
    .where(and(eq(jobAssignments.cleanerId, cleanerId), inArray(jobAssignments.status, ["Assigned", "In Progress", "Completed"])))
    .orderBy(asc(jobAssignments.assignedAt));
  const lastCompleted = assigned
    .filter((row) => row.status === "Completed")
    .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))[0];
  const threads: { jobId: string; thread: DemoThread }[] = [];
  for (const thread of THREADS) {
    const job = assigned.find((row) => row.status === thread.status);
    if (job) threads.push({ jobId: job.jobId, thread });
  }
  if (lastCompleted?.completedAt) {
    const doneMinutesAgo = Math.round((now.getTime() - lastCompleted.completedAt.getTime()) / MINUTE);
    threads.push({
      jobId: lastCompleted.jobId,
      thread: {
        status: "Completed",
        lines: [
          { from: "cleaner", minutesAgo: doneMinutesAgo - 5, text: "All done! Before and after photos are in the job report." },
          { from: "client", minutesAgo: doneMinutesAgo - 60, text: "Looks fantastic, thank you Sam." },
        ],
        readUpTo: { client: doneMinutesAgo - 60, cleaner: doneMinutesAgo - 90 },
      },
    });
  }
  for (const { jobId, thread } of threads) {
    await db.insert(messages).values(
      thread.lines.map((line) => ({
        jobId,
        senderId: userOf[line.from],
        senderType: line.from,
        content: line.text,
        createdAt: ago(line.minutesAgo),
      })),
    );
    await db
      .insert(messageReads)
      .values((["client", "cleaner"] as const).map((side) => ({ jobId, readerId: userOf[side], lastReadAt: ago(thread.readUpTo[side]) })));
  }
}
