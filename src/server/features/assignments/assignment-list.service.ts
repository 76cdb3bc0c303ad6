// spec 2 My Assignments: the signed-in cleaner's assignments by tab, one bounded joined query,
// and the three tab counts in one more.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { ASSIGNMENT_TABS, type AssignmentTab } from "../../../shared/schemas/assignments";
import type { PageQuery } from "../../../shared/schemas/page";
import type { Database } from "../../db/client";
import { inLiterals, literal, preparedOnce } from "../../db/prepared";
import { jobAssignments, jobCheckpoints, jobs } from "../../db/schema/jobs";
import { cleanerAssignedJobJson, type CleanerAssignedJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";
import { pageOf, pageWindow } from "../../lib/page";
import { withFields } from "../../lib/with-fields";
import { movedFromColumn, movedFromJson } from "../../domain/jobs/moved-from";

const ACTIVE = ["Assigned", "In Progress"] as const;

/** Statuses written in (literal), so the seven-table join keeps its generic plan (docs/decisions/053). */
const statusIn = (statuses: readonly string[]) => inLiterals(jobAssignments.status, statuses);

const photoCount = (type: "photo_before" | "photo_after") =>
  sql<number>`(SELECT count(*)::int FROM ${jobCheckpoints} WHERE ${jobCheckpoints.jobId} = ${jobs.jobId} AND ${jobCheckpoints.type} = ${literal(type)})`;

const TABS: Record<AssignmentTab, { where: SQL | undefined; orderBy: SQL[] }> = {
  // What comes next first; the newest completion first; All keeps the spec's newest claim first.
  active: { where: statusIn(ACTIVE), orderBy: [asc(jobs.scheduledStart), asc(jobs.jobId)] },
  completed: {
    where: statusIn(["Completed"]),
    orderBy: [sql`${jobAssignments.completedAt} DESC NULLS LAST`, desc(jobs.jobId)],
  },
  all: { where: undefined, orderBy: [desc(jobAssignments.assignedAt), desc(jobAssignments.jobId)] },
};

/**
 * The cleaner's own columns: how many before and after photos each job has (the card's counts), and
 * the former start of a job moved this week ("Moved from Dec 16", docs/decisions/066).
 */
const photoCounts = { beforePhotos: photoCount("photo_before"), afterPhotos: photoCount("photo_after"), movedFrom: movedFromColumn };

/** A card of My Assignments: the job as its assigned cleaner sees it, with its photo counts. */
export type AssignmentView = CleanerAssignedJobJson & { photos: { before: number; after: number }; movedFrom: string | null };

/** The signed-in cleaner: every statement is scoped to them in its WHERE. */
const theCleaner = sql.placeholder("cleanerId");

/**
 * A tab's page as a prepared statement, built once and parsed once per connection (docs/decisions/022):
 * building and planning the seven-table join was most of this list's cost (docs/decisions/053).
 */
const tabStatement = (tab: AssignmentTab) =>
  preparedOnce((db) =>
    selectJobJson(db, photoCounts)
      .where(and(eq(jobAssignments.cleanerId, theCleaner), TABS[tab].where))
      .orderBy(...TABS[tab].orderBy)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`cleaner_assignments_${tab}`),
  );
const PAGES = Object.fromEntries(ASSIGNMENT_TABS.map((tab) => [tab, tabStatement(tab)])) as Record<
  AssignmentTab,
  ReturnType<typeof tabStatement>
>;

/** The three tabs' counts in one scan of the cleaner's assignments. */
const tabCounts = preparedOnce((db) =>
  db
    .select({
      active: sql<number>`(count(*) FILTER (WHERE ${statusIn(ACTIVE)}))::int`,
      completed: sql<number>`(count(*) FILTER (WHERE ${statusIn(["Completed"])}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(jobAssignments)
    .where(eq(jobAssignments.cleanerId, theCleaner))
    .prepare("cleaner_assignment_counts"),
);

/** One page of a tab (ordered as TABS says), with the counts of every tab (the tab's own is its total). */
export async function listAssignments({
  db,
  cleanerId,
  tab,
  page,
}: {
  db: Database;
  cleanerId: string;
  tab: AssignmentTab;
  page: PageQuery;
}) {
  const [rows, [counted]] = await Promise.all([
    PAGES[tab](db).execute({ cleanerId, ...pageWindow(page) }),
    tabCounts(db).execute({ cleanerId }),
  ]);
  const counts = counted ?? { active: 0, completed: 0, all: 0 };
  return {
    ...pageOf(
      rows.map((row) =>
        withFields(cleanerAssignedJobJson(row, cleanerId), {
          photos: { before: row.beforePhotos, after: row.afterPhotos },
          movedFrom: movedFromJson(row),
        }),
      ),
      counts[tab],
      page,
    ),
    counts,
  };
}
