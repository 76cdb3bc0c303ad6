// spec 2 Jobs Management's search box (docs/decisions/053): what a search matches, in parts each
// served by its own indexes, and a street's search counted from its addresses' tallies.
import { ilike, or, sql, type SQL } from "drizzle-orm";
import { adminJobTabStatuses, ALL, MATCH_COUNT_CAP, type AdminJobListQuery, type AdminJobTab } from "../../../shared/schemas/admin-jobs";
import { ADMIN_PAGE_SIZE } from "../../../shared/schemas/admin-list";
import type { Database } from "../../db/client";
import { inLiterals, plannedAsUnknown, preparedOnce } from "../../db/prepared";
import { jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { jobAddresses } from "../../db/schema/search";
import { containsPattern } from "../../lib/like";

/** Only hex digits and hyphens can be part of a job id: other searches skip that comparison. */
const COULD_BE_JOB_ID = /^[0-9a-f-]+$/i;

/**
 * spec 2: the search box matches the client's name or email, the address, or the job id (any part
 * of it), in two parts, each served by its own indexes (docs/decisions/053): the jobs of the
 * matching clients, and the jobs whose address or id matches. The clients and the addresses are
 * matched in their own small tables first (clients, job_addresses: each address once, however many
 * jobs it has), as arrays (`= ANY(ARRAY(…))`, not `IN (…)`): inside an OR an IN subquery is checked
 * row by row over every job, an array is an index condition.
 */
export function searchParts(search: string) {
  const pattern = containsPattern(search);
  const clientMatches = or(ilike(clients.name, pattern), ilike(clients.email, pattern));
  const byAddress = sql`${jobs.address} = ANY(ARRAY(SELECT ${jobAddresses.address} FROM ${jobAddresses} WHERE ${ilike(jobAddresses.address, pattern)}))`;
  const byId = COULD_BE_JOB_ID.test(search) ? ilike(sql`${jobs.jobId}::text`, pattern) : undefined;
  return {
    byClient: sql`${jobs.clientId} = ANY(ARRAY(SELECT ${clients.clientId} FROM ${clients} WHERE ${clientMatches}))`,
    byJob: or(byAddress, byId)!,
    /**
     * The same rule tested on each job, for a page read newest first along jobs_created_at_idx
     * (a search past the cap): given the addresses' array, PostgreSQL would read every job at them
     * (125,000 for a street) before sorting for the page.
     */
    byJobOnEachRow: or(ilike(jobs.address, pattern), byId)!,
    /** Its client does not match: a job the first part found already is not counted again. */
    notByClient: sql`NOT EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.clientId} = ${jobs.clientId} AND ${clientMatches})`,
  };
}

/**
 * A search past the cap that matches addresses only (no client, and it cannot be part of a job id),
 * with no status or type filter: its matches per job group are job_addresses' tallies summed over the
 * matching addresses (migration 0022), exact however many, where reading them stopped at the cap.
 * Whether any client matches is asked only when the addresses hold more than the cap: under it the
 * search reads its matches (searchMatches), and that read is also the page.
 */
const addressTallies = preparedOnce((db) => {
  // Planned once (a pattern PostgreSQL sees costs a millisecond of planning on every search), and
  // the clients counted, not probed: probing for one, PostgreSQL would scan them all in the hope of
  // an early match. The count runs only when the addresses hold more than the cap (AND stops first).
  const pattern = plannedAsUnknown("pattern", "text");
  const total = sql`coalesce(sum(${jobAddresses.active} + ${jobAddresses.completed} + ${jobAddresses.issues}), 0)`;
  const clientsMatching = sql`(SELECT count(*) FROM ${clients} WHERE ${or(ilike(clients.name, pattern), ilike(clients.email, pattern))})`;
  return db
    .select({
      active: sql<number>`coalesce(sum(${jobAddresses.active}), 0)::int`,
      completed: sql<number>`coalesce(sum(${jobAddresses.completed}), 0)::int`,
      issues: sql<number>`coalesce(sum(${jobAddresses.issues}), 0)::int`,
      pastCapByAddressOnly: sql<boolean>`${total} > ${sql.raw(String(MATCH_COUNT_CAP))} AND ${clientsMatching} = 0`,
    })
    .from(jobAddresses)
    .where(ilike(jobAddresses.address, pattern))
    .prepare("admin_jobs_address_tallies");
});

/** The tabs' counts of an address-only search past the cap, from its addresses' tallies; else undefined. */
export async function talliedSearch(db: Database, query: AdminJobListQuery): Promise<Record<AdminJobTab, number> | undefined> {
  if (query.status !== ALL || query.type !== ALL || COULD_BE_JOB_ID.test(query.search)) return undefined;
  const [tally] = await addressTallies(db).execute({ pattern: containsPattern(query.search) });
  if (!tally?.pastCapByAddressOnly) return undefined;
  return { all: tally.active + tally.completed + tally.issues, active: tally.active, completed: tally.completed, issues: tally.issues };
}

/**
 * An address-only search's page at the screen's page size, as a subquery of its ids: the jobs
 * newest first along jobs_created_at_idx, the address tested on each (a street past the cap is at
 * least one job in a hundred: page 1 reads a few hundred). The tab's statuses and the page size
 * written in, the pattern and the offset planned as unknown (placeholders `pattern`, `offset`), so
 * the statement holding it keeps one plan.
 */
export function talliedPageIds(tab: AdminJobTab): SQL {
  const ofTab = tab === "all" ? sql`` : sql`AND ${inLiterals(sql.raw("tallied.status"), adminJobTabStatuses(tab))} `;
  return sql`SELECT tallied.job_id FROM jobs AS tallied WHERE tallied.address ILIKE ${plannedAsUnknown("pattern", "text")} ${ofTab}ORDER BY tallied.created_at DESC, tallied.job_id DESC LIMIT ${sql.raw(String(ADMIN_PAGE_SIZE))} OFFSET ${plannedAsUnknown("offset", "int")}`;
}
