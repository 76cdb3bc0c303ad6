import { and, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { z } from "zod";
import { READY_TO_APPROVE_STATUS } from "../../../shared/domain/applications";
import type { Page } from "../../../shared/schemas/page";
import type { draftListQuerySchema } from "../../../shared/schemas/admin-drafts";
import type { Database } from "../../db/client";
import { cleanerDrafts, clientDrafts } from "../../db/schema/platform";
import type { CleanerDraft, ClientDraft } from "./draft-tables";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";

type DraftListQuery = z.output<typeof draftListQuerySchema>;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

type DraftTable = typeof cleanerDrafts | typeof clientDrafts;

/**
 * spec 2 Drafts: the search matches a draft's name, email, phone and the table's `searched` columns
 * (either table: cleaner and client drafts are searched and filtered alike), and the status filter.
 */
function draftWhere(t: DraftTable, query: DraftListQuery, searched: SQLWrapper[]) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    pattern
      ? or(
          ilike(t.name, pattern),
          ilike(t.email, pattern),
          ...[t.phone, ...searched].map((column) => ilike(sql`coalesce(${column}, '')`, pattern)),
        )
      : undefined,
    query.status === "all" ? undefined : eq(t.status, query.status),
  );
}

/** The counters both draft lists show, and how many the filters match (the page's total). */
const draftCounts = (t: DraftTable, where: SQL | undefined) => ({
  total: sql<number>`count(*)::int`,
  readyToApprove: countWhere(eq(t.status, READY_TO_APPROVE_STATUS)),
  converted: countWhere(eq(t.status, "converted")),
  matching: countWhere(where ?? sql`true`),
});

export interface CleanerDraftList extends Page<CleanerDraft> {
  /** spec 2's counters, over every cleaner draft. */
  summary: { total: number; readyToApprove: number; converted: number; backgroundVerified: number };
}
export interface ClientDraftList extends Page<ClientDraft> {
  summary: { total: number; readyToApprove: number; converted: number; withCompany: number };
}

/** spec 2 Cleaner Drafts: the counters and one page of the drafts search and status keep, newest first; all in SQL. */
export async function listCleanerDrafts({ db, query }: { db: Database; query: DraftListQuery }): Promise<CleanerDraftList> {
  const t = cleanerDrafts;
  const where = draftWhere(t, query, [t.workAreas]);
  const [counts] = await db
    .select({ ...draftCounts(t, where), backgroundVerified: countWhere(eq(t.backgroundCheckStatus, "verified")) })
    .from(t);
  const { limit, offset } = pageWindow(query);
  const rows = await db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset);
  const { matching = 0, ...summary } = counts ?? { total: 0, readyToApprove: 0, converted: 0, backgroundVerified: 0 };
  return { ...pageOf(rows, matching, query), summary };
}

/** spec 2 Client Drafts: as the cleaner drafts, with With Company counting drafts that name one. */
export async function listClientDrafts({ db, query }: { db: Database; query: DraftListQuery }): Promise<ClientDraftList> {
  const t = clientDrafts;
  const where = draftWhere(t, query, [t.company, t.city]);
  const [counts] = await db
    .select({ ...draftCounts(t, where), withCompany: countWhere(sql`nullif(trim(${t.company}), '') is not null`) })
    .from(t);
  const { limit, offset } = pageWindow(query);
  const rows = await db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset);
  const { matching = 0, ...summary } = counts ?? { total: 0, readyToApprove: 0, converted: 0, withCompany: 0 };
  return { ...pageOf(rows, matching, query), summary };
}
