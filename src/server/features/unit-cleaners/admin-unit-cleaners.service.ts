// docs/decisions/055: an admin sets a unit's preferred and backup cleaners for the client: any
// Active cleaner (a client may list only those who cleaned for them). Saved through the same rules
// as the client's screen (domain/dispatch/unit-cleaners.ts), with an audit row (decision 038).
import { and, asc, count, desc, eq, notInArray, sql } from "drizzle-orm";
import { cityOfAddress } from "../../../shared/domain/cities";
import { unitCleanerMessages } from "../../../shared/schemas/unit-cleaners";
import type { Database, Transaction } from "../../db/client";
import { unitCleaners } from "../../db/schema/dispatch";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, clients, clientUnits } from "../../db/schema/people";
import { recordAudit } from "../../domain/audit/audit";
import { readUnitCleaners, saveUnitCleaners, type UnitCleanerEntry, type UnitCleanerLists } from "../../domain/dispatch/unit-cleaners";
import { notFound } from "../../lib/errors";
import { cleanerMatching, shownRating } from "../../domain/cleaners/cleaner-search";

export const UPDATE_ACTION = "unit.cleaners.update";
export const CLIENT_NOT_FOUND = "Client not found.";
/** The editor's search shows this many Active cleaners; typing narrows them. */
export const CANDIDATES_SHOWN = 20;
/** A client's units in their details dialog: more than any client has. */
const UNITS_SHOWN = 100;

type Queryable = Database | Transaction;

async function unitFacts(q: Queryable, unitId: string) {
  const [row] = await q
    .select({
      unitId: clientUnits.unitId,
      label: clientUnits.label,
      fullAddress: clientUnits.fullAddress,
      isActive: clientUnits.isActive,
      clientId: clients.clientId,
      clientName: clients.name,
      offerMinutes: clients.offerMinutes,
    })
    .from(clientUnits)
    .innerJoin(clients, eq(clients.clientId, clientUnits.clientId))
    .where(eq(clientUnits.unitId, unitId));
  if (!row) throw notFound(unitCleanerMessages.unitNotFound);
  const { fullAddress, offerMinutes, ...unit } = row;
  return { unit: { ...unit, city: cityOfAddress(fullAddress) }, offerMinutes };
}

/** Active cleaners not on the unit's lists whose name or email contains `q`: who worked for the client most first. */
async function searchCandidates(q: Queryable, { unitId, clientId, search }: { unitId: string; clientId: string; search: string }) {
  // Written out with aliases: in a one-table select drizzle leaves column names unqualified.
  const jobsDone = sql<number>`(SELECT count(*)::int FROM ${jobs} j JOIN ${jobAssignments} a ON a.job_id = j.job_id
    WHERE j.client_id = ${clientId} AND j.status = 'Completed' AND a.cleaner_id = ${sql.raw('"cleaners"."cleaner_id"')})`;
  const listed = q.select({ cleanerId: unitCleaners.cleanerId }).from(unitCleaners).where(eq(unitCleaners.unitId, unitId));
  const rows = await q
    .select({
      cleanerId: cleaners.cleanerId,
      name: cleaners.name,
      email: cleaners.email,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
      jobsDone,
    })
    .from(cleaners)
    .where(and(eq(cleaners.status, "Active"), notInArray(cleaners.cleanerId, listed), cleanerMatching(search)))
    .orderBy(desc(jobsDone), asc(cleaners.name), asc(cleaners.cleanerId))
    .limit(CANDIDATES_SHOWN);
  return rows.map((row) => ({ ...row, ratingAvg: shownRating(row) }));
}

/** The unit, its two lists in offer order, Active cleaners matching `search`, and the client's answer time. */
export async function adminUnitCleaners({ db, unitId, search }: { db: Queryable; unitId: string; search: string }) {
  const { unit, offerMinutes } = await unitFacts(db, unitId);
  // One after the other: inside a save's transaction they share one connection.
  const lists = await readUnitCleaners(db, unitId);
  const candidates = await searchCandidates(db, { unitId, clientId: unit.clientId, search });
  return { unit, ...lists, candidates, offerMinutes };
}

const ids = (entries: UnitCleanerEntry[]) => entries.map((entry) => entry.cleanerId);
const names = (entries: UnitCleanerEntry[]) => entries.map((entry) => entry.name).join(", ") || "none";
const listsText = (lists: UnitCleanerLists) => `preferred ${names(lists.preferred)}; backups ${names(lists.backups)}`;

/**
 * Replaces the unit's lists as an admin (saveUnitCleaners by "admin": a cleaner new to the lists
 * must be Active). The unit's row is locked first, so the "before" the audit row keeps is the list
 * this save replaced.
 */
export async function saveAdminUnitCleaners({
  db,
  actorId,
  unitId,
  preferred,
  backups,
}: {
  db: Database;
  actorId: string;
  unitId: string;
  preferred: string[];
  backups: string[];
}) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ unitId: clientUnits.unitId }).from(clientUnits).where(eq(clientUnits.unitId, unitId)).for("update");
    if (!locked) throw notFound(unitCleanerMessages.unitNotFound);
    const { unit } = await unitFacts(tx, unitId);
    const before = await readUnitCleaners(tx, unitId);
    const after = await saveUnitCleaners(tx, { unitId, preferred, backups, by: "admin" });
    const everyone = [...before.preferred, ...before.backups, ...after.preferred, ...after.backups];
    await recordAudit(tx, {
      actorId,
      action: UPDATE_ACTION,
      entityType: "unit",
      entityId: unitId,
      summary: `Cleaners of ${unit.label} set: ${listsText(after)}`,
      payload: {
        before: { clientId: unit.clientId, preferred: ids(before.preferred), backups: ids(before.backups) },
        after: { clientId: unit.clientId, preferred: ids(after.preferred), backups: ids(after.backups) },
        // The names as they were: the Activity log reads them even after a cleaner is deleted.
        metadata: { unitLabel: unit.label, names: Object.fromEntries(everyone.map((entry) => [entry.cleanerId, entry.name])) },
      },
    });
    return adminUnitCleaners({ db: tx, unitId, search: "" });
  });
}

/** A client's units for their details dialog, each with how many cleaners its lists hold. */
export async function adminClientUnits({ db, clientId }: { db: Database; clientId: string }) {
  const [client] = await db.select({ clientId: clients.clientId }).from(clients).where(eq(clients.clientId, clientId));
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  const rows = await db
    .select({
      unitId: clientUnits.unitId,
      label: clientUnits.label,
      fullAddress: clientUnits.fullAddress,
      isActive: clientUnits.isActive,
      preferred: count(sql`CASE WHEN ${unitCleaners.role} = 'preferred' THEN 1 END`),
      backups: count(sql`CASE WHEN ${unitCleaners.role} = 'backup' THEN 1 END`),
    })
    .from(clientUnits)
    .leftJoin(unitCleaners, eq(unitCleaners.unitId, clientUnits.unitId))
    .where(eq(clientUnits.clientId, clientId))
    .groupBy(clientUnits.unitId)
    .orderBy(asc(clientUnits.createdAt), asc(clientUnits.unitId))
    .limit(UNITS_SHOWN);
  return { units: rows.map(({ fullAddress, ...row }) => ({ ...row, city: cityOfAddress(fullAddress) })) };
}
