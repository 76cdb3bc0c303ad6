// spec 2 Jobs Management's counts (docs/decisions/041 and 053): the cards over every job, from
// job_counts, and the tabs over the jobs the search and filters match.
import { sql, type SQL } from "drizzle-orm";
import { ACTIVE_JOB_STATUSES, ISSUE_JOB_STATUSES, JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import {
  ADMIN_JOB_TABS,
  adminJobTabStatuses,
  ALL,
  MATCH_COUNT_CAP,
  type AdminJobListQuery,
  type AdminJobTab,
} from "../../../shared/schemas/admin-jobs";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { jobCounts } from "../../db/schema/jobs";
import { cappedCount, type SearchMatches, type StatusCount } from "./admin-job-pages";

export interface AdminJobCounts {
  /** spec 2's cards: every job, whatever the filters. */
  cards: { total: number; active: number; completed: number; issues: number };
  /** The tabs' counts: the jobs matching the search and filters, per tab. */
  tabs: Record<AdminJobTab, number>;
  /**
   * The tabs whose count is a lower bound: a search past MATCH_COUNT_CAP matches stops counting
   * (docs/decisions/053; the screen adds "+": matchCountText). Empty otherwise: every count exact.
   */
  atLeast: AdminJobTab[];
}

const inGroup = (status: JobStatus, statuses: readonly JobStatus[]) => statuses.includes(status);

/** Every job per status and type: job_counts summed over its slots, a few dozen rows however many jobs (docs/decisions/053). */
export const countAllJobs = preparedOnce((db) =>
  db
    .select({ status: jobCounts.status, type: jobCounts.type, count: sql<number>`sum(${jobCounts.n})::int` })
    .from(jobCounts)
    .groupBy(jobCounts.status, jobCounts.type)
    .prepare("admin_jobs_counts"),
);

const sumOf = (groups: readonly StatusCount[], statuses: readonly JobStatus[]) =>
  groups.filter((group) => inGroup(group.status, statuses)).reduce((total, group) => total + group.count, 0);

export const tabCounts = (groups: readonly StatusCount[]): Record<AdminJobTab, number> => ({
  all: sumOf(groups, JOB_STATUSES),
  active: sumOf(groups, ACTIVE_JOB_STATUSES),
  completed: sumOf(groups, ["Completed"]),
  issues: sumOf(groups, ISSUE_JOB_STATUSES),
});

/**
 * A search's tab counts. At most MATCH_COUNT_CAP matches: every count exact, from the one read.
 * More: "All" is MATCH_COUNT_CAP and "at least" ("10,000+"); the open tab is counted on its own up to
 * the cap (its pages need it: exact, or MATCH_COUNT_CAP and "at least"); the other tabs keep what
 * the capped read found, as "at least" too ("7,812+"): counting them exactly would read every match,
 * which is what the cap avoids (docs/decisions/053).
 */
export async function searchTabs(
  db: Database,
  query: AdminJobListQuery,
  matches: SearchMatches,
  filters: SQL,
): Promise<Pick<AdminJobCounts, "tabs" | "atLeast">> {
  const tabs = tabCounts(matches.groups);
  if (matches.ids !== undefined) return { tabs, atLeast: [] };
  let atLeast: AdminJobTab[] = ADMIN_JOB_TABS.map((entry) => entry.value);
  tabs.all = MATCH_COUNT_CAP;
  if (query.tab !== "all") {
    const count = await cappedCount(db, filters, adminJobTabStatuses(query.tab));
    tabs[query.tab] = Math.min(count, MATCH_COUNT_CAP);
    if (count <= MATCH_COUNT_CAP) atLeast = atLeast.filter((tab) => tab !== query.tab);
  }
  return { tabs, atLeast };
}

/** spec 2's cards: every job, whatever the filters, from job_counts. */
export const cardsOf = (all: readonly StatusCount[]): AdminJobCounts["cards"] => ({
  total: sumOf(all, JOB_STATUSES),
  active: sumOf(all, ACTIVE_JOB_STATUSES),
  completed: sumOf(all, ["Completed"]),
  issues: sumOf(all, ISSUE_JOB_STATUSES),
});

/** Every job per status (the cards), and the jobs matching the status and type filters per status (the tabs). */
export interface JobTallies {
  all: readonly StatusCount[];
  matching: readonly StatusCount[];
}

/**
 * Without a search, the tabs come from the same lookup of job_counts as the cards (status and type
 * are its keys; the first page's counts, per status only, come with no type filter).
 */
export function talliesOf(counts: readonly (StatusCount & { type?: string })[], query: AdminJobListQuery): JobTallies {
  const matching = counts.filter(
    (group) => (query.status === ALL || group.status === query.status) && (query.type === ALL || group.type === query.type),
  );
  return { all: counts, matching };
}

export const countsWithoutSearch = ({ all, matching }: JobTallies): AdminJobCounts => ({
  cards: cardsOf(all),
  tabs: tabCounts(matching),
  atLeast: [],
});
