import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { LeadStatus } from "../../../shared/domain/statuses";
import type { Page, PageQuery } from "../../../shared/schemas/page";
import type { leadListQuerySchema } from "../../../shared/schemas/admin-leads";
import type { Database } from "../../db/client";
import { cleanerDrafts, clientDrafts, leads } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";
import { notFound } from "../../lib/errors";
import type { z } from "zod";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";

export const LEAD_NOT_FOUND = "Lead not found.";

type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** What the admin table shows of a lead, with the application draft started from it, if any. */
const leadRowColumns = {
  id: leads.id,
  role: leads.role,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  city: leads.city,
  state: leads.state,
  services: leads.services,
  company: leads.company,
  notes: leads.notes,
  yearsExperience: leads.yearsExperience,
  status: leads.status,
  createdAt: leads.createdAt,
  draftId: sql<string | null>`coalesce(${cleanerDrafts.id}, ${clientDrafts.id})`,
};

export interface LeadList extends Page<LeadRow> {
  /** spec 2's cards, over every lead. */
  summary: { total: number; client: number; cleaner: number; new: number };
  /** The tabs' counts: the leads search, status and role keep, by role. */
  tabs: { all: number; client: number; cleaner: number };
}
export type LeadRow = Awaited<ReturnType<typeof selectLeadRows>>[number];

/** search, status and role (the tab narrows further). */
function filtersOf(query: LeadListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = or(
      ilike(leads.name, pattern),
      ilike(leads.email, pattern),
      ilike(leads.phone, pattern),
      ilike(sql`coalesce(${leads.company}, '')`, pattern),
      ilike(leads.city, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (query.status !== "all") conditions.push(eq(leads.status, query.status));
  if (query.role !== "all") conditions.push(eq(leads.role, query.role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectLeadRows(db: Database, where: SQL | undefined, page: PageQuery) {
  const { limit, offset } = pageWindow(page);
  return db
    .select(leadRowColumns)
    .from(leads)
    .leftJoin(cleanerDrafts, eq(cleanerDrafts.leadId, leads.id))
    .leftJoin(clientDrafts, eq(clientDrafts.leadId, leads.id))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
    .offset(offset);
}

/** spec 2 Leads: the cards, the tabs' counts and one page of the tab, newest first; all in SQL. */
export async function listLeads({ db, query }: { db: Database; query: LeadListQuery }): Promise<LeadList> {
  const filters = filtersOf(query);
  const kept = filters ?? sql`true`;
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      client: sql<number>`count(*) filter (where ${leads.role} = 'client')::int`,
      cleaner: sql<number>`count(*) filter (where ${leads.role} = 'cleaner')::int`,
      new: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
      keptAll: sql<number>`count(*) filter (where ${kept})::int`,
      keptClient: sql<number>`count(*) filter (where ${kept} and ${leads.role} = 'client')::int`,
      keptCleaner: sql<number>`count(*) filter (where ${kept} and ${leads.role} = 'cleaner')::int`,
    })
    .from(leads);
  const c = counts ?? { total: 0, client: 0, cleaner: 0, new: 0, keptAll: 0, keptClient: 0, keptCleaner: 0 };
  const tabs = { all: c.keptAll, client: c.keptClient, cleaner: c.keptCleaner };
  const where = query.tab === "all" ? filters : and(filters, eq(leads.role, query.tab));
  const rows = await selectLeadRows(db, where, query);
  return {
    ...pageOf(rows, tabs[query.tab], query),
    summary: { total: c.total, client: c.client, cleaner: c.cleaner, new: c.new },
    tabs,
  };
}

/** spec 4: any lead status at any time; the audit row keeps the status before and after. */
export async function setLeadStatus({
  db,
  adminId,
  leadId,
  status,
}: {
  db: Database;
  adminId: string;
  leadId: string;
  status: LeadStatus;
}) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: leads.status, name: leads.name }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!before) throw notFound(LEAD_NOT_FOUND);
    if (before.status !== status) {
      await tx.update(leads).set({ status }).where(eq(leads.id, leadId));
      await recordAudit(tx, {
        actorId: adminId,
        action: "lead.status_changed",
        entityType: "lead",
        entityId: leadId,
        summary: `Lead ${before.name} set to ${status}`,
        payload: { before: { status: before.status }, after: { status } },
      });
    }
    return { id: leadId, status };
  });
}
