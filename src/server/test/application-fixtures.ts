// Leads and application drafts the admin tests start from (docs/decisions/047), written as the
// public lead form and an admin's earlier work would leave them. Not a test file.
import { desc, eq } from "drizzle-orm";
import type { DraftKind } from "../../shared/domain/applications";
import type { Database } from "../db/client";
import { auditLog, cleanerDrafts, clientDrafts, leads, notificationOutbox } from "../db/schema/platform";
import { uniqueEmail } from "./harness";

export async function insertLead(db: Database, values: Partial<typeof leads.$inferInsert> & { role: "client" | "cleaner" }) {
  const [lead] = await db
    .insert(leads)
    .values({
      name: values.role === "client" ? "Casey Host" : "Riley Cleaner",
      phone: "(617) 555-0100",
      email: uniqueEmail(`lead-${values.role}`),
      city: "Boston",
      state: "MA",
      services: ["Airbnb", "Deep Clean", "Residential"],
      ...values,
    })
    .returning();
  if (!lead) throw new Error("lead insert");
  return lead;
}

export async function insertCleanerDraft(db: Database, values: Partial<typeof cleanerDrafts.$inferInsert> = {}) {
  const [draft] = await db
    .insert(cleanerDrafts)
    .values({
      name: "Riley Chen",
      email: uniqueEmail("cleaner-draft"),
      phone: "(305) 555-0163",
      workAreas: "Miami, Boston",
      services: ["Airbnb", "Deep Clean"],
      yearsExperience: 3,
      ...values,
    })
    .returning();
  if (!draft) throw new Error("cleaner draft insert");
  return draft;
}

export async function insertClientDraft(db: Database, values: Partial<typeof clientDrafts.$inferInsert> = {}) {
  const [draft] = await db
    .insert(clientDrafts)
    .values({
      name: "Dana Host",
      email: uniqueEmail("client-draft"),
      phone: "(312) 555-0120",
      city: "Chicago",
      state: "IL",
      services: ["Airbnb"],
      ...values,
    })
    .returning();
  if (!draft) throw new Error("client draft insert");
  return draft;
}

export const insertDraft = (
  db: Database,
  kind: DraftKind,
  values: { status?: typeof cleanerDrafts.$inferInsert.status; email?: string; name?: string } = {},
) => (kind === "cleaner" ? insertCleanerDraft(db, values) : insertClientDraft(db, values));

/** The audit rows about one entity, newest first. */
export const auditRowsOf = (db: Database, entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));

/** The emails queued for `to`, newest first (the background runner has not sent them in tests). */
export const outboxTo = (db: Database, to: string) =>
  db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, to.toLowerCase()))
    .orderBy(desc(notificationOutbox.createdAt));
