// docs/decisions/067: the offers waiting on this cleaner's answer, for their dashboard and the
// count on Open Jobs in the sidebar, read every 30 seconds while the portal is open.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleanerBoardJobJson } from "../../domain/jobs/job-json";
import { selectJobOwn } from "../../domain/jobs/job-json-select";
import { withFields } from "../../lib/with-fields";

/** Far above what one cleaner holds at once (each offer is a job no one else is offered meanwhile). */
const OFFERS_SHOWN = 50;

/**
 * The jobs offered to the cleaner now, soonest lapsing first: jobs_offered_to_idx finds them (a job's
 * offered_to is set while its one open offer is theirs, docs/decisions/060), the open offer by its
 * job (job_offers_one_open_per_job). Each as the board shows it (docs/decisions/026: the area, never
 * the street), with the offer to answer.
 */
const myOffersStatement = preparedOnce((db) =>
  selectJobOwn(db, { offerId: jobOffers.offerId, expiresAt: jobOffers.expiresAt })
    .innerJoin(
      jobOffers,
      and(eq(jobOffers.jobId, jobs.jobId), eq(jobOffers.status, "open"), eq(jobOffers.cleanerId, sql.placeholder("cleanerId"))),
    )
    .where(and(eq(jobs.offeredTo, sql.placeholder("cleanerId")), eq(jobs.status, "Posted")))
    .orderBy(asc(jobOffers.expiresAt), asc(jobs.jobId))
    .limit(OFFERS_SHOWN)
    .prepare("cleaner_open_offers"),
);

export async function listMyOffers({ db, cleanerId }: { db: Database; cleanerId: string | null }) {
  // Without a cleaner record nobody offers them anything.
  if (!cleanerId) return { offers: [] };
  const rows = await myOffersStatement(db).execute({ cleanerId });
  return {
    offers: rows.flatMap((row) =>
      row.expiresAt
        ? [withFields(cleanerBoardJobJson(row), { offer: { offerId: row.offerId, expiresAt: row.expiresAt.toISOString() } })]
        : [],
    ),
  };
}
