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
import { offsetOf } from "./admin-job-pages";

/** spec 2: a client matches when any part of their name or email does. */
const clientMatches = (pattern: SQL | string) => or(ilike(clients.name, pattern), ilike(clients.email, pattern));

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
  const byAddress = sql`${jobs.address} = ANY(ARRAY(SELECT ${jobAddresses.address} FROM ${jobAddresses} WHERE ${ilike(jobAddresses.address, pattern)}))`;
  const byId = COULD_BE_JOB_ID.test(search) ? ilike(sql`${jobs.jobId}::text`, pattern) : undefined;
  return {
    byClient: sql`${jobs.clientId} = ANY(ARRAY(SELECT ${clients.clientId} FROM ${clients} WHERE ${clientMatches(pattern)}))`,
    byJob: or(byAddress, byId)!,
    /**
     * The same rule tested on each job, for a page read newest first along jobs_created_at_idx
     * (a search past the cap): given the addresses' array, PostgreSQL would read every job at them
     * (125,000 for a street) before sorting for the page.
     */
    byJobOnEachRow: or(ilike(jobs.address, pattern), byId)!,
    /** Its client does not match: a job the first part found already is not counted again. */
    notByClient: sql`NOT EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.clientId} = ${jobs.clientId} AND ${clientMatches(pattern)})`,
  };
}

/** The tabs' counts of a search, exact, from tallies (ADMIN_JOB_TABS' groups: "All" is the three). */
export type TabCounts = Record<AdminJobTab, number>;

/**
 * A search counted from tallies, not from its matches (docs/decisions/053), when it has no status
 * or type filter and cannot be part of a job id:
 * - `addresses`: past the cap, it matches addresses only (a street): job_addresses' tallies summed
 *   over the matching addresses (migration 0022), its page read newest first (addressSearchPageIds);
 * - `clients`: no address with a job matches, so it matches clients only: the clients' own tallies
 *   summed (migration 0023), and `newestClients`, the clients whose newest bookings come first,
 *   as many as the page's last row is deep: the page's jobs are theirs (clientSearchPageIds).
 */
export type TalliedSearch = { by: "addresses"; tabs: TabCounts } | { by: "clients"; tabs: TabCounts; newestClients: string[] };

interface GroupTallies {
  active: number;
  completed: number;
  issues: number;
}

const tabsOf = ({ active, completed, issues }: GroupTallies): TabCounts => ({
  all: active + completed + issues,
  active,
  completed,
  issues,
});

const searchTallies = preparedOnce((db) => {
  // Planned once (a pattern PostgreSQL sees costs a millisecond of planning on every search). Each
  // subquery runs only when its CASE or AND reaches it: the clients are matched once, either way.
  const pattern = plannedAsUnknown("pattern", "text");
  const through = plannedAsUnknown("through", "int");
  const total = sql`coalesce(sum(${jobAddresses.active} + ${jobAddresses.completed} + ${jobAddresses.issues}), 0)`;
  // Counted, not probed: probing for one, PostgreSQL would scan them all in the hope of an early match.
  const clientsMatching = sql`(SELECT count(*) FROM ${clients} WHERE ${clientMatches(pattern)})`;
  // The newest bookings first, as the list orders jobs (created_at, then job_id); clients with no job left out.
  const newestClients = sql`(array_agg(${clients.clientId} ORDER BY ${clients.newestBookingAt} DESC, ${clients.newestJobId} DESC)
    FILTER (WHERE ${clients.newestJobId} IS NOT NULL))[1:${through}]`;
  const byClients = sql`(SELECT json_build_object('active', coalesce(sum(${clients.jobsActive}), 0), 'completed', coalesce(sum(${clients.jobsCompleted}), 0),
    'issues', coalesce(sum(${clients.jobsIssues}), 0), 'newestClients', coalesce(${newestClients}, '{}')) FROM ${clients} WHERE ${clientMatches(pattern)})`;
  return db
    .select({
      active: sql<number>`coalesce(sum(${jobAddresses.active}), 0)::int`,
      completed: sql<number>`coalesce(sum(${jobAddresses.completed}), 0)::int`,
      issues: sql<number>`coalesce(sum(${jobAddresses.issues}), 0)::int`,
      pastCapByAddressOnly: sql<boolean>`${total} > ${sql.raw(String(MATCH_COUNT_CAP))} AND ${clientsMatching} = 0`,
      byClientsOnly: sql<(GroupTallies & { newestClients: string[] }) | null>`CASE WHEN ${total} = 0 THEN ${byClients} END`,
    })
    .from(jobAddresses)
    .where(ilike(jobAddresses.address, pattern))
    .prepare("admin_jobs_search_tallies");
});

/** The search's counts from tallies, and how its page is read; undefined when its matches must be read. */
export async function talliedSearch(db: Database, query: AdminJobListQuery): Promise<TalliedSearch | undefined> {
  if (query.status !== ALL || query.type !== ALL || COULD_BE_JOB_ID.test(query.search)) return undefined;
  const through = offsetOf(query) + query.pageSize;
  const [tally] = await searchTallies(db).execute({ pattern: containsPattern(query.search), through });
  if (!tally) return undefined;
  if (tally.pastCapByAddressOnly) return { by: "addresses", tabs: tabsOf(tally) };
  if (tally.byClientsOnly) return { by: "clients", tabs: tabsOf(tally.byClientsOnly), newestClients: tally.byClientsOnly.newestClients };
  return undefined;
}

/**
 * An address-only search's page at the screen's page size, as a subquery of its ids: the jobs
 * newest first along jobs_created_at_idx, the address tested on each (a street past the cap is at
 * least one job in a hundred: page 1 reads a few hundred). The tab's statuses and the page size
 * written in, the pattern and the offset planned as unknown (placeholders `pattern`, `offset`), so
 * the statement holding it keeps one plan.
 */
export function addressSearchPageIds(tab: AdminJobTab): SQL {
  const ofTab = tab === "all" ? sql`` : sql`AND ${inLiterals(sql.raw("tallied.status"), adminJobTabStatuses(tab))} `;
  return sql`SELECT tallied.job_id FROM jobs AS tallied WHERE tallied.address ILIKE ${plannedAsUnknown("pattern", "text")} ${ofTab}ORDER BY tallied.created_at DESC, tallied.job_id DESC LIMIT ${sql.raw(String(ADMIN_PAGE_SIZE))} OFFSET ${plannedAsUnknown("offset", "int")}`;
}

/**
 * A client-only search's page at the screen's page size, as a subquery of its ids: the jobs of the
 * clients whose newest bookings come first (placeholder `clients`, talliedSearch's newestClients),
 * newest first. The k newest matches are among the jobs of the k clients with the newest bookings:
 * each of those k newest bookings is newer than any other client's newest, so newer than any job of
 * theirs. Page 1 of "Harper Chen" reads 25 clients' jobs, not the 6,412 of its 641 clients. (The
 * cast makes the one-row subquery an array: ANY of a subquery would compare with its rows.)
 */
export const clientSearchPageIds = sql`SELECT searched.job_id FROM jobs AS searched
  WHERE searched.client_id = ANY(${plannedAsUnknown("clients", "uuid[]")}::uuid[])
  ORDER BY searched.created_at DESC, searched.job_id DESC LIMIT ${sql.raw(String(ADMIN_PAGE_SIZE))} OFFSET ${plannedAsUnknown("offset", "int")}`;
