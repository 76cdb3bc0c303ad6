// docs/decisions/055: the units a cleaner is on the preferred or backup list of (offered their jobs
// first), and stepping down from one. The cleaner sees the unit's name, city and the client's short
// name: nothing to find the client or the door by (no street address, email or phone).
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { cityOfAddress } from "../../../shared/domain/cities";
import { shortName, type UnitCleanerRole } from "../../../shared/domain/dispatch";
import type { Database } from "../../db/client";
import { unitCleaners } from "../../db/schema/dispatch";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clients, clientUnits } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";
import { notFound } from "../../lib/errors";

export const NOT_ON_LIST = "You are not on this unit's list.";
/** The audit row a step-down leaves: admins see it in the Activity log, and a repeat is answered as the first. */
export const STEP_DOWN_ACTION = "unit.cleaners.step_down";
/** A cleaner is on few lists (each unit lists at most 10); this only bounds the answer. */
const MAX_UNITS = 200;

export interface PreferredUnit {
  unitId: string;
  unitLabel: string;
  city: string;
  /** "Jordan B.": the client's first name and last initial. */
  clientName: string;
  role: UnitCleanerRole;
  /** Place on the role's list, from 0 (offers go in this order). */
  position: number;
  /** Cleanings this cleaner completed at this unit. */
  jobsDone: number;
}

export async function listPreferredUnits({ db, cleanerId }: { db: Database; cleanerId: string }): Promise<PreferredUnit[]> {
  const rows = await db
    .select({
      unitId: unitCleaners.unitId,
      unitLabel: clientUnits.label,
      fullAddress: clientUnits.fullAddress,
      clientName: clients.name,
      role: unitCleaners.role,
      position: unitCleaners.position,
      jobsDone: sql<number>`(SELECT count(*)::int FROM ${jobs} JOIN ${jobAssignments} ON ${jobAssignments.jobId} = ${jobs.jobId}
        WHERE ${jobs.unitId} = ${unitCleaners.unitId} AND ${jobs.status} = 'Completed' AND ${jobAssignments.cleanerId} = ${unitCleaners.cleanerId})`,
    })
    .from(unitCleaners)
    .innerJoin(clientUnits, eq(clientUnits.unitId, unitCleaners.unitId))
    .innerJoin(clients, eq(clients.clientId, clientUnits.clientId))
    .where(eq(unitCleaners.cleanerId, cleanerId))
    // Preferred before backup (the enum's order), then the place on the list.
    .orderBy(asc(unitCleaners.role), asc(unitCleaners.position), asc(clientUnits.label))
    .limit(MAX_UNITS);
  return rows.map(({ fullAddress, clientName, ...row }) => ({
    ...row,
    city: cityOfAddress(fullAddress),
    clientName: shortName(clientName),
  }));
}

/**
 * Takes the cleaner off the unit's list; those after them move up one place. Under the unit's row
 * lock, as every save of the lists (domain/dispatch/unit-cleaners.ts), so positions stay 0..n. An
 * open offer of theirs stays theirs to answer: stepping down changes future offers only. Twice is
 * once: a cleaner who stepped down from this unit before gets the same answer again; one who was
 * never on its list gets "not found", as for a unit that does not exist.
 */
export async function stepDown({
  db,
  cleanerId,
  actorId,
  unitId,
}: {
  db: Database;
  cleanerId: string;
  actorId: string;
  unitId: string;
}): Promise<{ unitId: string }> {
  return db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ label: clientUnits.label, clientId: clientUnits.clientId })
      .from(clientUnits)
      .where(eq(clientUnits.unitId, unitId))
      .for("update");
    if (!unit) throw notFound(NOT_ON_LIST);
    const [removed] = await tx
      .delete(unitCleaners)
      .where(and(eq(unitCleaners.unitId, unitId), eq(unitCleaners.cleanerId, cleanerId)))
      .returning({ role: unitCleaners.role, position: unitCleaners.position, addedBy: unitCleaners.addedBy });
    if (!removed) {
      if (await steppedDownBefore(tx, unitId, cleanerId)) return { unitId };
      throw notFound(NOT_ON_LIST);
    }
    await tx
      .update(unitCleaners)
      .set({ position: sql`${unitCleaners.position} - 1` })
      .where(and(eq(unitCleaners.unitId, unitId), eq(unitCleaners.role, removed.role), gt(unitCleaners.position, removed.position)));
    await recordAudit(tx, {
      actorId,
      action: STEP_DOWN_ACTION,
      entityType: "unit",
      entityId: unitId,
      summary: `A cleaner stepped down from ${unit.label}`,
      payload: {
        before: { clientId: unit.clientId, role: removed.role, position: removed.position, addedBy: removed.addedBy },
        after: null,
        metadata: { cleanerId, unitLabel: unit.label },
      },
    });
    return { unitId };
  });
}

async function steppedDownBefore(tx: Pick<Database, "select">, unitId: string, cleanerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "unit"),
        eq(auditLog.entityId, unitId),
        eq(auditLog.action, STEP_DOWN_ACTION),
        sql`${auditLog.metadata} ->> 'cleanerId' = ${cleanerId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
