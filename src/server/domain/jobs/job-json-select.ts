// One read of a job with everything its readers join: its unit, client, assignment, cleaner,
// review and payout. Every audience's JSON (job-json.ts) is built from this one row, so a rule
// about who sees what lives in a mapper, never in which columns a screen's query happened to pick.
// The board card alone reads the job's own columns and nothing else (selectJobOwn): it shows
// nothing of the client, the unit or the job's cleaner, so by construction it cannot, and the six
// joins it never used were most of a board page's database time (docs/decisions/053).
import { eq, sql, type Placeholder } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners, clients, clientUnits, profiles } from "../../db/schema/people";

/** The job's own columns: everything a board card reads (cleanerBoardJobJson). */
export const jobOwnColumns = {
  jobId: jobs.jobId,
  type: jobs.type,
  address: jobs.address,
  city: jobs.city,
  scheduledStart: jobs.scheduledStart,
  scheduledEnd: jobs.scheduledEnd,
  timeZone: jobs.timeZone,
  readyBy: jobs.readyBy,
  durationHours: jobs.durationHours,
  bedrooms: jobs.bedrooms,
  bathrooms: jobs.bathrooms,
  sqFt: jobs.sqFt,
  specialInstructions: jobs.specialInstructions,
  isExtraClean: jobs.isExtraClean,
  planUsage: jobs.planUsage,
  basePriceCents: jobs.basePriceCents,
  clientPriceCents: jobs.clientPriceCents,
  cleanerPayoutCents: jobs.cleanerPayoutCents,
  claimWindowEnds: jobs.claimWindowEnds,
  status: jobs.status,
  createdAt: jobs.createdAt,
  completedAt: jobs.completedAt,
  // docs/decisions/054: a turnover from a rental calendar, labelled for every audience.
  calendarLabel: jobs.calendarLabel,
  sameDayTurnover: jobs.sameDayTurnover,
};

export const jobJsonColumns = {
  ...jobOwnColumns,
  unitLabel: clientUnits.label,
  unitAddress: clientUnits.fullAddress,
  // docs/decisions/026: the unit's notes as the client keeps them now, not as they were at booking.
  unitNotes: clientUnits.notes,
  clientName: clients.name,
  clientEmail: clients.email,
  // spec 6: the client's phone is the client record's, else their profile's; blank is none. A
  // subquery, not a join: see selectJobJson.
  clientPhone: sql<
    string | null
  >`COALESCE(NULLIF(btrim(${clients.phone}), ''), (SELECT NULLIF(btrim(${profiles.phone}), '') FROM ${profiles} WHERE ${profiles.userId} = ${clients.userId}))`,
  assignedCleanerId: jobAssignments.cleanerId,
  assignmentStatus: jobAssignments.status,
  assignedAt: jobAssignments.assignedAt,
  startedAt: jobAssignments.startedAt,
  assignmentCompletedAt: jobAssignments.completedAt,
  onMyWayAt: jobAssignments.onMyWayAt,
  onMyWayEta: jobAssignments.onMyWayEta,
  cleanerName: cleaners.name,
  cleanerEmail: cleaners.email,
  cleanerPhone: cleaners.phone,
  cleanerStatus: cleaners.status,
  cleanerRatingAvg: cleaners.ratingAvg,
  cleanerRatingCount: cleaners.ratingCount,
  reviewId: reviews.reviewId,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
  reviewVisible: reviews.isVisible,
  reviewedAt: reviews.createdAt,
  payoutCleanerId: payouts.cleanerId,
  payoutAmountCents: payouts.amountCents,
  payoutStatus: payouts.status,
  payoutPaidAt: payouts.paidAt,
};

/** Anything that can read: the database or a transaction. */
type Reader = Pick<Database, "select">;

/**
 * Jobs with their readers' joins: at most one row per job (one assignment, review and payout per
 * job: unique indexes), so a list is one query. `extra` adds a reader's own columns (the board's
 * "applied", the admin list's applicant count, the cleaner's photo counts).
 *
 * Seven tables, no more: with a page of job ids as a subquery that makes eight,
 * PostgreSQL's join_collapse_limit and from_collapse_limit. Within them the planner starts from the
 * page's 25 ids; past them it keeps the written order and joins every job before keeping 25.
 */
type NoExtra = Record<never, never>;

export function selectJobJson<Extra extends SelectedFields = NoExtra>(db: Reader, extra?: Extra) {
  return db
    .select({ ...jobJsonColumns, ...extra } as typeof jobJsonColumns & Extra)
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .leftJoin(reviews, eq(reviews.jobId, jobs.jobId))
    .leftJoin(payouts, eq(payouts.jobId, jobs.jobId));
}

/** Jobs alone, with a reader's own columns: the rows the board's cards are made from. */
export function selectJobOwn<Extra extends SelectedFields = NoExtra>(db: Reader, extra?: Extra) {
  return db.select({ ...jobOwnColumns, ...extra } as typeof jobOwnColumns & Extra).from(jobs);
}

/**
 * What the job's client reads of it (clientJobJson): the job's own columns, its unit's label, its
 * cleaner's name and rating, and the client's own review. Nothing of the payout or of the
 * cleaner's contact, and not the client's own: like the board card, by construction. Half of
 * selectJobJson's columns and four of its six joins, in the client's lists (docs/decisions/052).
 */
export const clientJobColumns = {
  ...jobOwnColumns,
  unitLabel: clientUnits.label,
  cleanerName: cleaners.name,
  cleanerRatingAvg: cleaners.ratingAvg,
  cleanerRatingCount: cleaners.ratingCount,
  reviewId: reviews.reviewId,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
  // docs/decisions/071: the cleaner's On my way, "On the way, arriving about 10:40 AM".
  onMyWayAt: jobAssignments.onMyWayAt,
  onMyWayEta: jobAssignments.onMyWayEta,
};

/** A client's jobs with what clientJobJson reads, and a reader's own columns (the dispatch news). */
export function selectClientJob<Extra extends SelectedFields = NoExtra>(db: Reader, extra?: Extra) {
  return db
    .select({ ...clientJobColumns, ...extra } as typeof clientJobColumns & Extra)
    .from(jobs)
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .leftJoin(reviews, eq(reviews.jobId, jobs.jobId));
}

/**
 * The jobs of a page whose ids were picked first, the ids one uuid[] value (a placeholder in a
 * prepared statement): with nothing else to vary, PostgreSQL keeps one generic plan for the join
 * instead of planning it again on every request (docs/decisions/053).
 */
export const jobIdIn = (ids: Placeholder) => sql`${jobs.jobId} = ANY(${ids}::uuid[])`;

/** One row of selectJobJson: what every mapper in job-json.ts reads. */
export type JobJsonRow = Awaited<ReturnType<typeof selectJobJson<NoExtra>>>[number];
/** One row of selectJobJson or of selectJobOwn: what the board card and every audience's facts read. */
export type JobOwnRow = Awaited<ReturnType<typeof selectJobOwn<NoExtra>>>[number];
/** One row of selectClientJob: what clientJobJson reads. */
export type ClientJobRow = Awaited<ReturnType<typeof selectClientJob<NoExtra>>>[number];
