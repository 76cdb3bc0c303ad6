// docs/decisions/055: each unit's preferred cleaners (offered its jobs first, in order) and backups
// (offered next). A client may list cleaners who completed a cleaning for them; an admin may list
// any Active cleaner. The client's screen and the admin's both save through here.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { MAX_CLEANERS_PER_LIST } from "../../../shared/domain/dispatch";
import { unitCleanerMessages as messages, type CleanerCandidate, type UnitCleanerView } from "../../../shared/schemas/unit-cleaners";
import type { Database, Transaction } from "../../db/client";
import { unitCleaners } from "../../db/schema/dispatch";
import { cleaners, clientUnits } from "../../db/schema/people";
import { AppError, notFound } from "../../lib/errors";

type Queryable = Database | Transaction;
export type ListEditor = "client" | "admin";

/** A listed cleaner (shared/schemas/unit-cleaners.ts, what the client's and the admin's screens read). */
export type UnitCleanerEntry = UnitCleanerView;

export interface UnitCleanerLists {
  preferred: UnitCleanerEntry[];
  backups: UnitCleanerEntry[];
}

export type { CleanerCandidate };

/**
 * Completed cleanings by the `cleaners` row's cleaner for one client (a correlated count). Written
 * out with table names: in a one-table select Drizzle leaves column names unqualified, which
 * inside the subquery would name the subquery's own columns.
 */
const jobsDoneFor = (clientId: string) =>
  sql<number>`(SELECT count(*)::int FROM "jobs" JOIN "job_assignments" ON "job_assignments"."job_id" = "jobs"."job_id"
    WHERE "jobs"."client_id" = ${clientId} AND "jobs"."status" = 'Completed' AND "job_assignments"."cleaner_id" = "cleaners"."cleaner_id")`;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

async function clientOfUnit(q: Queryable, unitId: string, lock: boolean): Promise<string> {
  const query = q.select({ clientId: clientUnits.clientId }).from(clientUnits).where(eq(clientUnits.unitId, unitId));
  const [unit] = lock ? await query.for("update") : await query;
  if (!unit) throw notFound(messages.unitNotFound);
  return unit.clientId;
}

/** The unit's two lists, each in offer order. */
export async function readUnitCleaners(q: Queryable, unitId: string): Promise<UnitCleanerLists> {
  const clientId = await clientOfUnit(q, unitId, false);
  const rows = await q
    .select({
      cleanerId: cleaners.cleanerId,
      name: cleaners.name,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
      jobsDone: jobsDoneFor(clientId),
      status: cleaners.status,
      addedBy: unitCleaners.addedBy,
      role: unitCleaners.role,
    })
    .from(unitCleaners)
    .innerJoin(cleaners, eq(cleaners.cleanerId, unitCleaners.cleanerId))
    .where(eq(unitCleaners.unitId, unitId))
    .orderBy(asc(unitCleaners.position));
  const entries = rows.map(({ status, role, ratingAvg, addedBy, ...row }) => ({
    role,
    entry: { ...row, ratingAvg: toNumber(ratingAvg), isActive: status === "Active", addedBy: addedBy as ListEditor },
  }));
  return {
    preferred: entries.filter((e) => e.role === "preferred").map((e) => e.entry),
    backups: entries.filter((e) => e.role === "backup").map((e) => e.entry),
  };
}

/** Cleaners a client may add to a unit's lists: Active, with a completed cleaning for them; most cleanings first. */
export async function candidatesForClient(q: Queryable, clientId: string): Promise<CleanerCandidate[]> {
  const jobsDone = jobsDoneFor(clientId);
  const rows = await q
    .select({
      cleanerId: cleaners.cleanerId,
      name: cleaners.name,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
      jobsDone,
    })
    .from(cleaners)
    .where(and(eq(cleaners.status, "Active"), sql`${jobsDone} > 0`))
    .orderBy(desc(jobsDone), asc(cleaners.name))
    .limit(100);
  return rows.map((row) => ({ ...row, ratingAvg: toNumber(row.ratingAvg) }));
}

/**
 * Replaces the unit's lists (positions 0..n in the given order), under the unit's row lock so two
 * saves do not interleave. Refuses: a cleaner twice or on both lists, more than
 * MAX_CLEANERS_PER_LIST on a list; by a client, a cleaner who has not completed a cleaning for them
 * (or is not Active) unless already listed (an admin may have added them); by an admin, a cleaner
 * who is not Active unless already listed. A kept cleaner keeps who added them.
 * `clientId`, when given, must own the unit (else "not found", like a missing unit).
 */
export async function saveUnitCleaners(
  tx: Transaction,
  input: { unitId: string; preferred: string[]; backups: string[]; by: ListEditor; clientId?: string },
): Promise<UnitCleanerLists> {
  const { unitId, preferred, backups, by } = input;
  const clientId = await clientOfUnit(tx, unitId, true);
  if (input.clientId !== undefined && input.clientId !== clientId) throw notFound(messages.unitNotFound);

  const all = [...preferred, ...backups];
  const known = await describeCleaners(tx, clientId, all);
  const current = await currentRows(tx, unitId);
  const seen = new Set<string>();
  for (const id of all) {
    if (seen.has(id)) throw new AppError("CLEANER_LIST_INVALID", 400, messages.twice(nameFor(known.get(id), by, current.has(id))));
    seen.add(id);
  }
  if (preferred.length > MAX_CLEANERS_PER_LIST) throw new AppError("CLEANER_LIST_INVALID", 400, messages.tooMany("preferred cleaners"));
  if (backups.length > MAX_CLEANERS_PER_LIST) throw new AppError("CLEANER_LIST_INVALID", 400, messages.tooMany("backups"));
  for (const id of all) if (!current.has(id)) assertAddable(known.get(id), by);

  await tx.delete(unitCleaners).where(eq(unitCleaners.unitId, unitId));
  const rows = [
    ...preferred.map((cleanerId, position) => ({ cleanerId, position, role: "preferred" as const })),
    ...backups.map((cleanerId, position) => ({ cleanerId, position, role: "backup" as const })),
  ].map((row) => ({ ...row, unitId, addedBy: current.get(row.cleanerId)?.addedBy ?? by }));
  if (rows.length > 0) await tx.insert(unitCleaners).values(rows);
  return readUnitCleaners(tx, unitId);
}

export type KeepOutcome = "added" | "moved" | "unchanged";

/**
 * The review prompt's "Keep Sam for this unit": puts the cleaner at the end of the unit's
 * preferred list. Already preferred: unchanged; a backup: moved to the preferred list's end;
 * the preferred list full: refused, naming the limit. The same addable rules as saveUnitCleaners.
 */
export async function keepCleaner(
  tx: Transaction,
  input: { unitId: string; cleanerId: string; by: ListEditor; clientId?: string },
): Promise<{ outcome: KeepOutcome; lists: UnitCleanerLists }> {
  const { unitId, cleanerId, by } = input;
  const clientId = await clientOfUnit(tx, unitId, true);
  if (input.clientId !== undefined && input.clientId !== clientId) throw notFound(messages.unitNotFound);
  const lists = await readUnitCleaners(tx, unitId);
  const preferred = lists.preferred.map((c) => c.cleanerId);
  const backups = lists.backups.map((c) => c.cleanerId);
  if (preferred.includes(cleanerId)) return { outcome: "unchanged", lists };
  if (preferred.length >= MAX_CLEANERS_PER_LIST) {
    const known = await describeCleaners(tx, clientId, [cleanerId]);
    throw new AppError("CLEANER_LIST_FULL", 409, messages.listFull(nameFor(known.get(cleanerId), by, backups.includes(cleanerId))));
  }
  const moved = backups.includes(cleanerId);
  const saved = await saveUnitCleaners(tx, {
    unitId,
    by,
    preferred: [...preferred, cleanerId],
    backups: backups.filter((id) => id !== cleanerId),
  });
  return { outcome: moved ? "moved" : "added", lists: saved };
}

interface CleanerFacts {
  name: string;
  isActive: boolean;
  jobsDone: number;
}

async function describeCleaners(tx: Transaction, clientId: string, ids: string[]): Promise<Map<string, CleanerFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ cleanerId: cleaners.cleanerId, name: cleaners.name, status: cleaners.status, jobsDone: jobsDoneFor(clientId) })
    .from(cleaners)
    .where(inArray(cleaners.cleanerId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.cleanerId, { name: row.name, isActive: row.status === "Active", jobsDone: row.jobsDone }]));
}

async function currentRows(tx: Transaction, unitId: string) {
  const rows = await tx
    .select({ cleanerId: unitCleaners.cleanerId, addedBy: unitCleaners.addedBy })
    .from(unitCleaners)
    .where(eq(unitCleaners.unitId, unitId));
  return new Map(rows.map((row) => [row.cleanerId, { addedBy: row.addedBy as ListEditor }]));
}

/** A refusal names the cleaner, except to a client who has no business knowing them. */
function nameFor(facts: CleanerFacts | undefined, by: ListEditor, listed: boolean): string {
  const known = facts && (by === "admin" || listed || facts.jobsDone > 0);
  return known ? facts.name : "A cleaner";
}

/** A cleaner not yet on the unit's lists: may this editor add them? Throws the refusal if not. */
function assertAddable(facts: CleanerFacts | undefined, by: ListEditor): void {
  if (by === "client") {
    // Unknown and never-worked-for-you read the same: a client learns nothing of other cleaners.
    if (!facts || facts.jobsDone === 0) throw new AppError("CLEANER_NOT_ELIGIBLE", 409, messages.unknownForClient);
    if (!facts.isActive) throw new AppError("CLEANER_NOT_ACTIVE", 409, messages.notActive(facts.name));
    return;
  }
  if (!facts) throw notFound(messages.cleanerNotFound);
  if (!facts.isActive) throw new AppError("CLEANER_NOT_ACTIVE", 409, messages.notActive(facts.name));
}

/** What the review prompt offers: "Keep Sam for this unit" (keepCleanerLabel). */
export interface KeepOffer {
  unitId: string;
  cleanerId: string;
  cleanerName: string;
}

/**
 * After a review of a cleaning at a unit: the keep offer, or null when there is nothing to offer
 * (the cleaner is already preferred for the unit, or no longer active). The caller checks the
 * rating (KEEP_CLEANER_MIN_RATING).
 */
export async function keepOfferFor(q: Queryable, unitId: string, cleanerId: string): Promise<KeepOffer | null> {
  const [cleaner] = await q
    .select({ name: cleaners.name, status: cleaners.status, role: unitCleaners.role })
    .from(cleaners)
    .leftJoin(unitCleaners, and(eq(unitCleaners.cleanerId, cleaners.cleanerId), eq(unitCleaners.unitId, unitId)))
    .where(eq(cleaners.cleanerId, cleanerId));
  if (!cleaner || cleaner.status !== "Active" || cleaner.role === "preferred") return null;
  return { unitId, cleanerId, cleanerName: cleaner.name };
}
