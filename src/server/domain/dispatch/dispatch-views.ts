// docs/decisions/055: what dispatch shows. The client sees where their job's dispatch stands
// (Upcoming, the dashboard); an admin sees the job's whole offer history (job details).
import { asc, eq, sql } from "drizzle-orm";
import {
  preferredWhyText,
  shortName,
  type DispatchState,
  type DispatchView,
  type OfferSource,
  type OfferStatus,
  type WhyOutcome,
} from "../../../shared/domain/dispatch";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";

/**
 * A job's open offer, while a cleaner holds it: their name and when the offer lapses. Two index
 * lookups, made only for a job with an open offer, and no join: a list keeps its one generic plan
 * (docs/decisions/053). The client's lists and the admin's Jobs list (docs/decisions/067) read it.
 */
export const openOfferColumns = {
  offeredCleanerName: sql<string | null>`CASE WHEN ${jobs.offeredTo} IS NOT NULL THEN (
    SELECT offered_cleaner.name FROM cleaners offered_cleaner WHERE offered_cleaner.cleaner_id = ${jobs.offeredTo}) END`,
  offerExpiresAt: sql<Date | null>`CASE WHEN ${jobs.offeredTo} IS NOT NULL THEN (
    SELECT open_offer.expires_at FROM job_offers open_offer WHERE open_offer.job_id = ${jobs.jobId} AND open_offer.status = 'open') END`.mapWith(
    jobOffers.expiresAt,
  ),
};

/** The admin's Jobs list: "Offered to Sam R. (1 h 12 m left)" in the Cleaner column (docs/decisions/067). */
export function openOfferView(row: { offeredCleanerName: string | null; offerExpiresAt: Date | null }) {
  return row.offeredCleanerName !== null && row.offerExpiresAt !== null
    ? { cleanerName: shortName(row.offeredCleanerName), expiresAt: row.offerExpiresAt.toISOString() }
    : null;
}

/**
 * selectJobJson's extra columns for the client's lists: the dispatch state, the open offer
 * (openOfferColumns), and the unit's listed cleaners dispatch offered the job to or passed over
 * (the host's "why", docs/decisions/067): read only for a job dispatch touched, from
 * job_offers_job_id_idx, a few rows a job.
 */
export const clientDispatchColumns = {
  dispatchState: jobs.dispatchState,
  ...openOfferColumns,
  listedOffers: sql<ListedOfferRow[] | null>`CASE WHEN ${jobs.dispatchState} IS NOT NULL THEN (
    SELECT json_agg(json_build_object('name', listed_cleaner.name, 'status', listed.status, 'reason', listed.reason)
      ORDER BY listed.offered_at, listed.offer_id)
    FROM job_offers listed JOIN cleaners listed_cleaner ON listed_cleaner.cleaner_id = listed.cleaner_id
    WHERE listed.job_id = ${jobs.jobId} AND listed.source IN ('preferred', 'backup')) END`,
};

interface ListedOfferRow {
  name: string;
  status: OfferStatus;
  reason: string | null;
}

interface ClientDispatchRow {
  status: JobStatus;
  dispatchState: DispatchState | null;
  offeredCleanerName: string | null;
  offerExpiresAt: Date | null;
  listedOffers: ListedOfferRow[] | null;
  /** The assigned cleaner's name (selectJobJson's cleanerName). */
  cleanerName: string | null;
}

/**
 * The client's line about dispatch (dispatchStateText), or null: posted while dispatch was off, or
 * past the point where dispatch has news (an assigned job shows its cleaner as before). The
 * offered cleaner is named as "Sam R." and nothing more: no email or phone reaches the client.
 */
export function clientDispatchView(row: ClientDispatchRow): DispatchView | null {
  if (row.dispatchState === null) return null;
  if (row.status === "Posted") {
    if (row.dispatchState === "offering" && row.offeredCleanerName !== null && row.offerExpiresAt !== null) {
      return { state: "offering", cleanerName: shortName(row.offeredCleanerName), expiresAt: row.offerExpiresAt.toISOString() };
    }
    // On the board, or between two offers: the job is waiting for a cleaner.
    return { state: "board" };
  }
  if (row.status === "Assigned" && row.dispatchState === "accepted" && row.cleanerName !== null) {
    return { state: "accepted", cleanerName: row.cleanerName };
  }
  return null;
}

/**
 * docs/decisions/067: why the unit's preferred cleaner did not get the job, beside clientDispatchView's
 * line ("Sam R. is on time off that day; offered to Jamie L."), or null. Names are short names only.
 */
export function clientDispatchWhy(row: ClientDispatchRow): string | null {
  const view = clientDispatchView(row);
  if (!view || !row.listedOffers?.length) return null;
  const listed = row.listedOffers.map((offer) => ({ cleanerName: shortName(offer.name), status: offer.status, reason: offer.reason }));
  const outcome: WhyOutcome =
    view.state === "offering"
      ? { state: "offered", cleanerName: view.cleanerName }
      : view.state === "accepted"
        ? { state: "accepted", cleanerName: shortName(view.cleanerName) }
        : row.dispatchState === "board"
          ? { state: "board" }
          : { state: "looking" };
  return preferredWhyText(listed, outcome);
}

export interface DispatchOfferView {
  offerId: string;
  cleanerId: string;
  cleanerName: string;
  source: OfferSource;
  status: OfferStatus;
  /** Why the cleaner was passed over (status skipped). */
  reason: string | null;
  /** The automatic choice's score, 0 to 1 (null for preferred and backup cleaners). */
  score: number | null;
  offeredAt: string;
  expiresAt: string | null;
  answeredAt: string | null;
}

export interface AdminDispatchView {
  /** null: posted while automatic assignment was off. */
  state: DispatchState | null;
  /** Why dispatch left the job to the board. */
  note: string | null;
  /** Oldest first. */
  offers: DispatchOfferView[];
}

/** Far above what one job gets (two lists of MAX_CLEANERS_PER_LIST, MAX_AUTOMATIC_OFFERS, a repost or two). */
const OFFERS_SHOWN = 200;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The job's offers, oldest first: dispatch stamps the rows of one step a millisecond apart, after
 * every earlier row of the job, so offered_at is the order they were made (docs/decisions/055).
 */
export async function jobDispatchHistory(db: Pick<Database, "select">, jobId: string): Promise<DispatchOfferView[]> {
  const rows = await db
    .select({
      offerId: jobOffers.offerId,
      cleanerId: jobOffers.cleanerId,
      cleanerName: cleaners.name,
      source: jobOffers.source,
      status: jobOffers.status,
      reason: jobOffers.reason,
      score: jobOffers.score,
      offeredAt: jobOffers.offeredAt,
      expiresAt: jobOffers.expiresAt,
      answeredAt: jobOffers.answeredAt,
    })
    .from(jobOffers)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobOffers.cleanerId))
    .where(eq(jobOffers.jobId, jobId))
    .orderBy(asc(jobOffers.offeredAt), asc(jobOffers.offerId))
    .limit(OFFERS_SHOWN);
  return rows.map((row) => ({
    ...row,
    score: row.score === null ? null : Number(row.score),
    offeredAt: row.offeredAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    answeredAt: iso(row.answeredAt),
  }));
}

/** The admin's Dispatch section of job details. */
export async function adminDispatchView(
  db: Pick<Database, "select">,
  job: { jobId: string; dispatchState: DispatchState | null; dispatchNote: string | null },
): Promise<AdminDispatchView> {
  const offers = await jobDispatchHistory(db, job.jobId);
  return { state: job.dispatchState, note: job.dispatchNote, offers };
}
