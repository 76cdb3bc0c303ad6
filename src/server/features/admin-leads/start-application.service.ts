import { eq } from "drizzle-orm";
import { workAreasOfLead, type DraftKind } from "../../../shared/domain/applications";
import type { LeadStatus } from "../../../shared/domain/statuses";
import type { Database, Transaction } from "../../db/client";
import { cleanerDrafts, clientDrafts, leads } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";
import { AppError, notFound } from "../../lib/errors";
import { LEAD_NOT_FOUND } from "./admin-leads.service";

export const APPLICATION_EXISTS = "An application was already started from this lead. Open it from the lead's row.";
/** A lead that is already an account, or turned down, is not started again by accident. */
const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ["converted", "rejected"];

type Lead = typeof leads.$inferSelect;

/** The draft a lead starts, filled in from what the lead form collected (docs/decisions/047). */
async function insertDraftFrom(tx: Transaction, lead: Lead): Promise<string> {
  const common = { name: lead.name, email: lead.email.trim().toLowerCase(), phone: lead.phone, services: lead.services, leadId: lead.id };
  if (lead.role === "cleaner") {
    const [draft] = await tx
      .insert(cleanerDrafts)
      .values({
        ...common,
        workAreas: workAreasOfLead(lead.city, lead.state),
        yearsExperience: lead.yearsExperience,
        availabilityNotes: lead.notes,
      })
      .returning({ id: cleanerDrafts.id });
    return draft!.id;
  }
  const [draft] = await tx
    .insert(clientDrafts)
    .values({ ...common, city: lead.city, state: lead.state, company: lead.company, accessInstructions: lead.notes })
    .returning({ id: clientDrafts.id });
  return draft!.id;
}

async function draftOfLead(tx: Transaction, lead: Lead): Promise<string | undefined> {
  const table = lead.role === "cleaner" ? cleanerDrafts : clientDrafts;
  const [draft] = await tx.select({ id: table.id }).from(table).where(eq(table.leadId, lead.id));
  return draft?.id;
}

/**
 * Start application: a cleaner lead starts a cleaner draft, a client lead a client draft, linked
 * by lead_id, and the lead moves to in_progress; one transaction with its audit row. The lead row
 * is locked first, so two starts of one lead run one after the other and the second is refused
 * (409, docs/decisions/047); the unique index on lead_id is the backstop.
 */
export async function startApplication({
  db,
  adminId,
  leadId,
}: {
  db: Database;
  adminId: string;
  leadId: string;
}): Promise<{ draftId: string; kind: DraftKind; leadStatus: LeadStatus }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    if (await draftOfLead(tx, lead)) throw new AppError("APPLICATION_EXISTS", 409, APPLICATION_EXISTS);
    if (CLOSED_LEAD_STATUSES.includes(lead.status)) {
      throw new AppError(
        "LEAD_CLOSED",
        409,
        `This lead is ${lead.status}. Set its status back to New, Contacted or In Progress to start an application.`,
      );
    }
    const draftId = await insertDraftFrom(tx, lead);
    await tx.update(leads).set({ status: "in_progress" }).where(eq(leads.id, lead.id));
    await recordAudit(tx, {
      actorId: adminId,
      action: "lead.application_started",
      entityType: "lead",
      entityId: lead.id,
      summary: `Started a ${lead.role} application from lead ${lead.name}`,
      payload: { before: { status: lead.status }, after: { status: "in_progress", draftId, draftKind: lead.role } },
    });
    return { draftId, kind: lead.role, leadStatus: "in_progress" as const };
  });
}
