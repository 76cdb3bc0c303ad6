import { and, eq, sql } from "drizzle-orm";
import { leadLocation } from "../../../shared/domain/lead-location";
import { leadMessages, type Lead, type LeadSubmissionStatus } from "../../../shared/schemas/lead";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema/platform";
import { AppError } from "../../lib/errors";
import { logger } from "../../lib/logger";

/**
 * spec 5 and 8: a lead is stored once per email (any case) and role. The check before saving
 * answers the usual repeat visitor; ON CONFLICT on leads_email_role_key settles two identical
 * submissions racing past the check, so they still store one row. The two failures keep the
 * spec's distinct texts: the check's ("Unable to verify email") and the insert's.
 */
export async function submitLead({ db, lead }: { db: Database; lead: Lead }): Promise<LeadSubmissionStatus> {
  let exists: boolean;
  try {
    exists = await leadExists(db, lead.email, lead.role);
  } catch (error) {
    logger.error("lead duplicate check failed", { error: String(error) });
    throw new AppError("LEAD_CHECK_FAILED", 503, leadMessages.checkFailed.message);
  }
  if (exists) return "already_registered";

  const { city, state } = leadLocation(lead.location, lead.otherLocation);
  try {
    const inserted = await db
      .insert(leads)
      .values({
        role: lead.role,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        city,
        state,
        services: lead.services,
        company: lead.role === "client" ? lead.company : null,
        notes: lead.notes,
        yearsExperience: lead.role === "cleaner" ? lead.yearsExperience : null,
      })
      // No target: Drizzle names columns only, and the unique index is on lower(email). The
      // table's other unique key is its random primary key, so a conflict means a duplicate lead.
      .onConflictDoNothing()
      .returning({ id: leads.id });
    return inserted.length > 0 ? "created" : "already_registered";
  } catch (error) {
    logger.error("lead insert failed", { error: String(error) });
    throw new AppError("LEAD_SAVE_FAILED", 500, leadMessages.saveFailed.message);
  }
}

/** Backed by leads_email_role_key (lower(email), role). */
async function leadExists(db: Database, email: string, role: Lead["role"]): Promise<boolean> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(sql`lower(${leads.email}) = lower(${email})`, eq(leads.role, role)))
    .limit(1);
  return rows.length > 0;
}
