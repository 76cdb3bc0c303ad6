// The admin's Reviews Moderation demo (docs/decisions/046): a second Active cleaner, Jamie Ortiz,
// with three completed cleans for a Chicago client, Harper Lin, each reviewed; the one-star review
// (it names the cleaner a thief and gives a phone number) was hidden by the demo admin, so Jamie's
// rating counts the two visible ones (4.5 from 2). Sam's and the demo client's reviews are left as
// client-reviews.ts made them. Payouts and earnings match the jobs, as for Sam.
import { zoneOfAddress } from "../../../shared/domain/address-zone";
import { eq, sql } from "drizzle-orm";
import { basePriceCents, cleanerPayoutCents, clientPriceCents, type CleaningType } from "../../../shared/domain/booking";
import { cityOfAddress } from "../../../shared/domain/cities";
import { recordAudit } from "../../domain/audit/audit";
import { refreshCleanerRating } from "../../domain/cleaners/rating";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners, clients, clientUnits, profiles } from "../../db/schema/people";
import type { EnsureAccount } from "../demo-account";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** As cleaner-activity.ts: payouts of jobs done more than a week ago are paid. */
const PAID_AFTER_DAYS = 7;

export const REVIEWS_DEMO_ACCOUNTS = {
  cleaner: { role: "cleaner", email: "jamie.ortiz@tidyline.test", fullName: "Jamie Ortiz", phone: "(312) 555-0175" },
  client: { role: "client", email: "harper.lin@tidyline.test", fullName: "Harper Lin", phone: "(312) 555-0114" },
} as const;

const UNIT = { label: "Lincoln Park Walk-up", fullAddress: "2240 N Lincoln Ave, Apt 2F, Chicago, IL 60614" };

const REVIEWED_CLEANS: { type: CleaningType; daysAgo: number; rating: number; comment: string | null; hidden?: true }[] = [
  { type: "Deep Clean", daysAgo: 24, rating: 5, comment: "Jamie was quick and careful, and the oven looks new." },
  {
    type: "Standard Clean",
    daysAgo: 15,
    rating: 1,
    comment: "This cleaner is a thief, do not let them in. Text me at 312-555-0188 and I will tell you everything.",
    hidden: true,
  },
  { type: "Standard Clean", daysAgo: 6, rating: 4, comment: null },
];

export async function loadAdminReviewsDemo({
  ensureAccount,
  db,
  adminUserId,
  password,
  now = new Date(),
}: {
  ensureAccount: EnsureAccount;
  db: Database;
  adminUserId: string;
  password: string;
  now?: Date;
}) {
  const ids = {} as Record<keyof typeof REVIEWS_DEMO_ACCOUNTS, string>;
  for (const key of ["cleaner", "client"] as const) {
    const account = REVIEWS_DEMO_ACCOUNTS[key];
    ids[key] = (await ensureAccount({ ...account, password })).userId;
    await db.update(profiles).set({ phone: account.phone }).where(eq(profiles.userId, ids[key]));
  }
  const { cleaner: cleanerAccount, client: clientAccount } = REVIEWS_DEMO_ACCOUNTS;
  const [cleaner] = await db
    .insert(cleaners)
    .values({
      userId: ids.cleaner,
      name: cleanerAccount.fullName,
      email: cleanerAccount.email,
      phone: cleanerAccount.phone,
      status: "Active",
      workAreas: ["Chicago"],
      services: ["Residential", "Deep Clean"],
      yearsExperience: 3,
      bio: "Chicago apartments and walk-ups, weekday mornings.",
    })
    .returning({ cleanerId: cleaners.cleanerId });
  const [client] = await db
    .insert(clients)
    .values({
      userId: ids.client,
      name: clientAccount.fullName,
      email: clientAccount.email,
      phone: clientAccount.phone,
      defaultAddress: UNIT.fullAddress,
    })
    .returning({ clientId: clients.clientId });
  if (!cleaner || !client) throw new Error("reviews demo: cleaner or client insert returned no row");
  const [unit] = await db
    .insert(clientUnits)
    .values({ clientId: client.clientId, ...UNIT })
    .returning({ unitId: clientUnits.unitId });

  for (const demo of REVIEWED_CLEANS) {
    const start = new Date(Math.floor((now.getTime() - demo.daysAgo * DAY) / HOUR) * HOUR);
    const end = new Date(start.getTime() + 3 * HOUR);
    const price = clientPriceCents({ type: demo.type, planUsage: "none", extraCleanFeeCents: null });
    const [job] = await db
      .insert(jobs)
      .values({
        clientId: client.clientId,
        unitId: unit?.unitId ?? null,
        type: demo.type,
        address: UNIT.fullAddress,
        city: cityOfAddress(UNIT.fullAddress),
        timeZone: zoneOfAddress(UNIT.fullAddress),
        requestedStart: start,
        scheduledStart: start,
        scheduledEnd: end,
        durationHours: "3",
        basePriceCents: basePriceCents(demo.type),
        clientPriceCents: price,
        cleanerPayoutCents: cleanerPayoutCents(price),
        status: "Completed",
        completedAt: end,
        createdAt: new Date(start.getTime() - 3 * DAY),
      })
      .returning({ jobId: jobs.jobId, payoutCents: jobs.cleanerPayoutCents });
    if (!job) throw new Error("reviews demo: job insert returned no row");
    await db.insert(jobAssignments).values({
      jobId: job.jobId,
      cleanerId: cleaner.cleanerId,
      status: "Completed",
      assignedAt: new Date(start.getTime() - 2 * DAY),
      startedAt: start,
      completedAt: end,
    });
    const paid = now.getTime() - end.getTime() > PAID_AFTER_DAYS * DAY;
    await db.insert(payouts).values({
      cleanerId: cleaner.cleanerId,
      jobId: job.jobId,
      amountCents: job.payoutCents,
      createdAt: end,
      status: paid ? "paid" : "pending",
      paidAt: paid ? new Date(end.getTime() + 5 * DAY) : null,
    });
    const reviewedAt = new Date(end.getTime() + 5 * HOUR);
    const [review] = await db
      .insert(reviews)
      .values({
        jobId: job.jobId,
        cleanerId: cleaner.cleanerId,
        clientId: client.clientId,
        rating: demo.rating,
        comment: demo.comment,
        isVisible: !demo.hidden,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      })
      .returning({ reviewId: reviews.reviewId });
    if (demo.hidden && review) {
      await recordAudit(db, {
        actorId: adminUserId,
        action: "review.hidden",
        entityType: "review",
        entityId: review.reviewId,
        summary: `Review ${review.reviewId.slice(0, 8)}… hidden`,
        payload: {
          before: { isVisible: true, cleanerRatingAvg: 3.33, cleanerRatingCount: 3 },
          after: { isVisible: false, cleanerRatingAvg: 4.5, cleanerRatingCount: 2 },
          metadata: { cleanerId: cleaner.cleanerId, rating: demo.rating },
        },
      });
    }
  }
  await refreshCleanerRating(db, cleaner.cleanerId);
  await db
    .update(cleaners)
    .set({
      totalEarningsCents: sql`(select coalesce(sum(${payouts.amountCents}), 0) from ${payouts} where ${payouts.cleanerId} = ${cleaner.cleanerId})`,
    })
    .where(eq(cleaners.cleanerId, cleaner.cleanerId));
}
