// Rows the API tests set up directly: states a client cannot reach through their own routes
// (a cleaner, a plan, an assigned or completed job, photos, reviews), and a booked job through the
// real route. The one fixture module of the server tests; not a test file, imported by them.
import { zoneOfAddress } from "../../shared/domain/address-zone";
import { cityOfAddress } from "../../shared/domain/cities";
import { eq, inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import { todayIn } from "../../shared/domain/booking";
import type { JobStatus } from "../../shared/domain/job-status";
import type { CleanerStatus, PaymentStatus, PlanUsage } from "../../shared/domain/statuses";
import { addDays } from "../../shared/schemas/booking";
import type { Database } from "../db/client";
import { payments, subscriptions } from "../db/schema/billing";
import { unitCalendars } from "../db/schema/calendars";
import { jobOffers, unitCleaners } from "../db/schema/dispatch";
import { jobAssignments, jobCheckpoints, jobs, reviews } from "../db/schema/jobs";
import { payouts } from "../db/schema/payouts";
import { cleaners, clientUnits, profiles } from "../db/schema/people";
import { featureFlags } from "../db/schema/platform";
import { SERVER_FLAGS } from "../domain/flags/feature-flags";
import { ensureClientRecord } from "../auth/client-record";
import { TEST_PASSWORD, unchecked, uniqueEmail, type Browser, type TestAccount, type TestApp } from "./harness";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The client record of a test account (created as on a first visit). */
export async function clientIdOf(t: TestApp, account: TestAccount): Promise<string> {
  const record = await ensureClientRecord({
    db: t.db,
    viewer: { userId: account.userId, email: account.email, fullName: account.fullName, phone: null, role: "client" },
  });
  return record.clientId;
}

export async function insertUnit(db: Database, clientId: string, values: Partial<typeof clientUnits.$inferInsert> = {}) {
  const [unit] = await db
    .insert(clientUnits)
    .values({ clientId, label: "Test Unit", fullAddress: "5 Test St, Boston, MA 02108", ...values })
    .returning();
  if (!unit) throw new Error("unit insert");
  return unit;
}

/** A rental calendar on the unit (docs/decisions/054), due now as a new one is. */
export async function insertUnitCalendar(
  db: Database,
  values: { unitId: string; clientId: string } & Partial<typeof unitCalendars.$inferInsert>,
) {
  const [calendar] = await db
    .insert(unitCalendars)
    .values({ label: "Airbnb", url: `https://www.airbnb.com/calendar/ical/${crypto.randomUUID()}.ics`, ...values })
    .returning();
  if (!calendar) throw new Error("calendar insert");
  return calendar;
}

export async function insertSubscription(db: Database, values: { clientId: string } & Partial<typeof subscriptions.$inferInsert>) {
  const now = Date.now();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      plan: "Bi-Weekly",
      includedCleans: 2,
      usedCleans: 0,
      monthlyPriceCents: 30_000,
      extraCleanFeeCents: 10_000,
      currentPeriodStart: new Date(now - 5 * DAY),
      currentPeriodEnd: new Date(now + 25 * DAY),
      ...values,
    })
    .returning();
  if (!subscription) throw new Error("subscription insert");
  return subscription;
}

/** The cleaner record of a cleaner account, as saving the profile and an admin's vetting leave it (Active unless said). */
export async function cleanerRecordOf(
  t: TestApp,
  account: TestAccount,
  status: CleanerStatus = "Active",
  values: Partial<typeof cleaners.$inferInsert> = {},
) {
  await t.db
    .insert(cleaners)
    .values({
      userId: account.userId,
      name: account.fullName,
      email: account.email,
      status,
      workAreas: ["Boston"],
      services: ["Residential"],
      ...values,
    })
    .onConflictDoNothing({ target: cleaners.userId });
  const [cleaner] = await t.db.select().from(cleaners).where(eq(cleaners.userId, account.userId));
  if (!cleaner) throw new Error("cleaner insert");
  return cleaner;
}

/** A fresh cleaner account, signed in (`account.browser`), with its record: Active unless said. */
export async function insertCleaner(
  t: TestApp,
  name = "Casey Cleaner",
  rating: { ratingAvg?: string; ratingCount?: number } = {},
  status: CleanerStatus = "Active",
) {
  const account = await t.createAccount({ role: "cleaner", fullName: name });
  return { ...(await cleanerRecordOf(t, account, status, rating)), account };
}

/** A client (Jordan Blake) and two cleaners, Sam Rivera and Jamie Lee: the cast of the offer tests (docs/decisions/055). */
export async function clientAndTwoCleaners(t: TestApp) {
  const clientId = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Jordan Blake" }));
  return { clientId, sam: await insertCleaner(t, "Sam Rivera"), jamie: await insertCleaner(t, "Jamie Lee") };
}

export async function cleanerRating(db: Database, cleanerId: string) {
  const [row] = await db
    .select({ ratingAvg: cleaners.ratingAvg, ratingCount: cleaners.ratingCount })
    .from(cleaners)
    .where(eq(cleaners.cleanerId, cleanerId));
  return row;
}

export interface JobFixture {
  clientId: string;
  unitId?: string | null;
  /** The job's zone; by default its address's (docs/decisions/064). */
  timeZone?: string;
  status?: JobStatus;
  type?: string;
  address?: string;
  /** When it starts; or give daysFromNow (negative: in the past). Default: 48 hours from now. */
  scheduledStart?: Date;
  daysFromNow?: number;
  completedAt?: Date | null;
  cleanerId?: string;
  planUsage?: PlanUsage;
  subscriptionId?: string | null;
  clientPriceCents?: number;
  /** Hours long (default 2): sets duration_hours and scheduled_end. */
  durationHours?: number;
  /** When cleaners can no longer claim it (the open-jobs board lists it only before then); default none. */
  claimWindowEnds?: Date | null;
  specialInstructions?: string | null;
}

/** A job as the booking flow would leave it, in any state; with cleanerId it is also assigned. Completed jobs have completed_at. */
export async function insertJob(db: Database, fixture: JobFixture) {
  const start =
    fixture.scheduledStart ?? new Date(Date.now() + (fixture.daysFromNow === undefined ? 48 * HOUR : fixture.daysFromNow * DAY));
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
      address: fixture.address ?? "5 Test St, Boston, MA 02108",
      city: cityOfAddress(fixture.address ?? "5 Test St, Boston, MA 02108"),
      // Its place's zone, as a booking keeps its unit's (docs/decisions/064).
      timeZone: fixture.timeZone ?? zoneOfAddress(fixture.address ?? "5 Test St, Boston, MA 02108"),
      requestedStart: start,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + (fixture.durationHours ?? 2) * HOUR),
      durationHours: String(fixture.durationHours ?? 2),
      claimWindowEnds: fixture.claimWindowEnds ?? null,
      specialInstructions: fixture.specialInstructions ?? null,
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

export async function insertPhoto(
  db: Database,
  jobId: string,
  type: "photo_before" | "photo_after",
  fileUrl: string,
  createdAt = new Date(),
) {
  const [photo] = await db.insert(jobCheckpoints).values({ jobId, type, fileUrl, createdAt }).returning();
  if (!photo) throw new Error("checkpoint insert");
  return photo;
}

export async function insertReview(
  db: Database,
  values: { jobId: string; cleanerId: string; clientId: string; rating: number; comment?: string | null },
) {
  const [review] = await db.insert(reviews).values(values).returning();
  if (!review) throw new Error("review insert");
  return review;
}

// Booking through the real route: a client with a unit, and a valid booking body for it.

/** The zone of the fixtures' Boston units, which bookings are read in (docs/decisions/064). */
export const ZONE = "America/New_York";

export function bookingBody(unitId: string, overrides: Record<string, unknown> = {}) {
  return {
    unitId,
    type: "Deep Clean" as const,
    date: addDays(todayIn(ZONE), 3),
    slot: "10:00" as const,
    durationHours: 3,
    bedrooms: 2,
    bathrooms: 1.5,
    sqFt: 900,
    specialInstructions: "  Please water the plants.  ",
    isExtraClean: false,
    ...overrides,
  };
}

export async function clientWithUnit(t: TestApp, unit: { isActive?: boolean } = {}) {
  const account = await t.createAccount({ role: "client" });
  const clientId = await clientIdOf(t, account);
  const created = await insertUnit(t.db, clientId, { label: "Harbor Flat", fullAddress: "1 Harbor Way, Boston, MA 02110", ...unit });
  return { account, clientId, unitId: created.unitId };
}

export interface BookedJob {
  jobId: string;
  status: string;
  address: string;
  scheduledStart: string;
  scheduledEnd: string;
  claimWindowEnds: string;
  planUsage: string;
  isExtraClean: boolean;
  basePriceCents: number;
  clientPriceCents: number;
  cleanerPayoutCents: number;
}

export async function book(account: TestAccount, json: unknown): Promise<BookedJob> {
  const response = await account.browser.api.client.jobs.$post({ json: unchecked(json) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { job: BookedJob }).job;
}

/**
 * `count` Active cleaners (work area Boston), each signed in through the real sign-in route from a
 * browser of its own: the claim race and bench/claims.ts. They share one password hash (Argon2 is
 * ~40 ms a hash, by design), so setting them up costs one hash and `count` sign-ins.
 */
export async function signedInCleaners(t: TestApp, count: number): Promise<{ cleanerId: string; browser: Browser }[]> {
  const context = await t.auth.$context;
  const hash = await context.password.hash(TEST_PASSWORD);
  const people: { userId: string; email: string; name: string }[] = [];
  for (let index = 0; index < count; index++) {
    const email = uniqueEmail(`cleaner-${index}`);
    const name = `Cleaner ${index + 1}`;
    const user = await context.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "admin" });
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
    people.push({ userId: user.id, email, name });
  }
  await t.db.insert(profiles).values(people.map(({ userId, name }) => ({ userId, fullName: name, role: "cleaner" as const })));
  const records = await t.db
    .insert(cleaners)
    .values(people.map(({ userId, email, name }) => ({ userId, email, name, status: "Active" as const, workAreas: ["Boston"] })))
    .returning({ cleanerId: cleaners.cleanerId, userId: cleaners.userId });
  const cleanerIdOf = new Map(records.map((row) => [row.userId, row.cleanerId]));
  const signedIn: { cleanerId: string; browser: Browser }[] = [];
  // Ten at a time: each sign-in checks the password with Argon2.
  for (let start = 0; start < people.length; start += 10) {
    const batch = await Promise.all(
      people.slice(start, start + 10).map(async ({ userId, email }) => {
        const browser = t.browser();
        await t.signIn(email, TEST_PASSWORD, browser);
        return { cleanerId: cleanerIdOf.get(userId) ?? "", browser };
      }),
    );
    signedIn.push(...batch);
  }
  return signedIn;
}

// admin: people and money (docs/decisions/043 and 044)

/** A payment of a client, as the billing flow records them (any status, any date). */
export async function insertPayment(
  db: Database,
  values: {
    clientId: string;
    amountCents?: number;
    status?: PaymentStatus;
    paymentType?: string;
    description?: string | null;
    createdAt?: Date;
  },
) {
  const [payment] = await db
    .insert(payments)
    .values({ paymentType: "subscription", amountCents: 30_000, status: "succeeded", description: "Bi-Weekly plan", ...values })
    .returning();
  if (!payment) throw new Error("payment insert");
  return payment;
}

/**
 * A Completed job of `clientId` done by `cleanerId` at `completedAt`, with its payout as the
 * completion leaves it (pending unless `paidAt` is given) and the cleaner's total_earnings moved.
 */
export async function insertPayout(
  db: Database,
  values: { clientId: string; cleanerId: string; completedAt: Date; clientPriceCents?: number; paidAt?: Date },
) {
  const job = await insertJob(db, {
    clientId: values.clientId,
    cleanerId: values.cleanerId,
    status: "Completed",
    scheduledStart: new Date(values.completedAt.getTime() - 2 * HOUR),
    completedAt: values.completedAt,
    clientPriceCents: values.clientPriceCents,
  });
  const [payout] = await db
    .insert(payouts)
    .values({
      cleanerId: values.cleanerId,
      jobId: job.jobId,
      amountCents: job.cleanerPayoutCents,
      createdAt: values.completedAt,
      status: values.paidAt ? "paid" : "pending",
      paidAt: values.paidAt ?? null,
    })
    .returning();
  if (!payout) throw new Error("payout insert");
  await db
    .update(cleaners)
    .set({ totalEarningsCents: sql`${cleaners.totalEarningsCents} + ${payout.amountCents}` })
    .where(eq(cleaners.cleanerId, values.cleanerId));
  return { job, payout };
}

/** A feature flag set on or off, as an admin's switch leaves it (a missing flag is off). */
export async function setFeatureFlag(db: Database, flagName: string, enabled: boolean) {
  await db.insert(featureFlags).values({ flagName, enabled }).onConflictDoUpdate({ target: featureFlags.flagName, set: { enabled } });
}

/**
 * An offer of a job, as dispatch leaves it (docs/decisions/055): an `open` one also marks the job
 * offered to that cleaner. Open by default, expiring in an hour; `skipped` rows have no expiry.
 */
export async function insertJobOffer(db: Database, values: { jobId: string; cleanerId: string } & Partial<typeof jobOffers.$inferInsert>) {
  const status = values.status ?? "open";
  const [offer] = await db
    .insert(jobOffers)
    .values({
      source: "preferred",
      expiresAt: status === "skipped" ? null : new Date(Date.now() + HOUR),
      answeredAt: status === "open" || status === "skipped" ? null : new Date(),
      ...values,
      status,
    })
    .returning();
  if (!offer) throw new Error("offer insert");
  if (status === "open") {
    await db.update(jobs).set({ dispatchState: "offering", offeredTo: values.cleanerId }).where(eq(jobs.jobId, values.jobId));
  }
  return offer;
}

/** A cleaner on a unit's list (docs/decisions/055): preferred, first place, added by the client, unless said. */
export async function insertUnitCleaner(
  db: Database,
  values: { unitId: string; cleanerId: string } & Partial<typeof unitCleaners.$inferInsert>,
) {
  const [row] = await db
    .insert(unitCleaners)
    .values({ role: "preferred", position: 0, addedBy: "client", ...values })
    .returning();
  if (!row) throw new Error("unit cleaner insert");
  return row;
}

/**
 * The offer tests' cast on one unit (docs/decisions/055): a client's Harbor Flat listing Sam Rivera
 * first and Jamie Lee second, so dispatch offers a job on it to Sam, then Jamie.
 */
export async function unitWithSamAndJamie(t: TestApp) {
  const client = await clientWithUnit(t);
  const sam = await insertCleaner(t, "Sam Rivera");
  const jamie = await insertCleaner(t, "Jamie Lee");
  await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId, position: 0 });
  await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: jamie.cleanerId, position: 1 });
  return { client, sam, jamie };
}

/** Automatic assignment on and only these cleaners Active: they alone may be offered a job (docs/decisions/055). */
export async function dispatchOnlyTo(db: Database, cleanerIds: readonly string[]) {
  await setFeatureFlag(db, SERVER_FLAGS.autoAssign, true);
  await db.update(cleaners).set({ status: "Inactive" });
  await db
    .update(cleaners)
    .set({ status: "Active" })
    .where(inArray(cleaners.cleanerId, [...cleanerIds]));
}

/** An admin and a client record (created as on a first visit): the cast of the admin screens' tests. */
export async function adminAndClient(t: TestApp, client: { fullName?: string } = {}) {
  const admin = await t.createAccount({ role: "admin" });
  const clientId = await clientIdOf(t, await t.createAccount({ role: "client", ...client }));
  return { admin, clientId };
}

/**
 * A message thread (docs/decisions/036): Riley Client's job, Dana Diaz its cleaner, on Tue, Mar 4,
 * 2031 at 10:00 AM EST; Assigned Deep Clean unless said.
 */
export async function messageThread(t: TestApp, { status = "Assigned", type = "Deep Clean" }: { status?: JobStatus; type?: string } = {}) {
  const client = await t.createAccount({ role: "client", fullName: "Riley Client" });
  const clientId = await clientIdOf(t, client);
  const cleaner = await insertCleaner(t, "Dana Diaz");
  const job = await insertJob(t.db, {
    clientId,
    cleanerId: cleaner.cleanerId,
    status,
    type,
    scheduledStart: new Date("2031-03-04T15:00:00Z"),
  });
  return { client, cleaner: cleaner.account, job };
}

/** A cleaner's application for a job through their own route, with claim approval on (docs/decisions/042): its id. */
export async function applyForJob(account: TestAccount, jobId: string) {
  const response = await account.browser.api.cleaner.claims.$post({ json: { jobId } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { application: { applicationId: string } }).application.applicationId;
}

/** An admin's approval of an application (docs/decisions/042): the response, for the test to judge. */
export const approveApplication = (admin: TestAccount, jobId: string, applicationId: string) =>
  admin.browser.api.admin.jobs[":jobId"].applications[":applicationId"].approve.$post({ param: { jobId, applicationId } });
