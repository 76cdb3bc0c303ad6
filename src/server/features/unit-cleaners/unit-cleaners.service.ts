// docs/decisions/055: a client's own view and edits of a unit's preferred and backup cleaners, and
// how long each cleaner has to answer their offers. Cleaners appear by name and rating only (as in
// the client's job lists), never with an email or phone.
import { and, eq } from "drizzle-orm";
import { unitCleanerMessages, type UnitCleanersInput, type UnitCleanersView } from "../../../shared/schemas/unit-cleaners";
import type { Database, Transaction } from "../../db/client";
import { clients, clientUnits } from "../../db/schema/people";
import {
  candidatesForClient,
  keepCleaner,
  readUnitCleaners,
  saveUnitCleaners,
  type KeepOutcome,
  type UnitCleanerLists,
} from "../../domain/dispatch/unit-cleaners";
import { notFound } from "../../lib/errors";

type Queryable = Database | Transaction;

/** Another client's unit is "not found", exactly like a missing one. */
async function assertOwnUnit(q: Queryable, clientId: string, unitId: string): Promise<void> {
  const [unit] = await q
    .select({ unitId: clientUnits.unitId })
    .from(clientUnits)
    .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)));
  if (!unit) throw notFound(unitCleanerMessages.unitNotFound);
}

async function offerMinutesOf(q: Queryable, clientId: string): Promise<number> {
  const [client] = await q.select({ offerMinutes: clients.offerMinutes }).from(clients).where(eq(clients.clientId, clientId));
  if (!client) throw notFound(unitCleanerMessages.unitNotFound);
  return client.offerMinutes;
}

/** The dialog's data: both lists, who may be added, and the client's answer time. */
async function viewFor(q: Queryable, clientId: string, lists: UnitCleanerLists): Promise<UnitCleanersView> {
  const [candidates, offerMinutes] = await Promise.all([candidatesForClient(q, clientId), offerMinutesOf(q, clientId)]);
  return { ...lists, candidates, offerMinutes };
}

export async function clientUnitCleaners({ db, clientId, unitId }: { db: Database; clientId: string; unitId: string }) {
  await assertOwnUnit(db, clientId, unitId);
  return viewFor(db, clientId, await readUnitCleaners(db, unitId));
}

export async function saveClientUnitCleaners({
  db,
  clientId,
  unitId,
  input,
}: {
  db: Database;
  clientId: string;
  unitId: string;
  input: UnitCleanersInput;
}): Promise<UnitCleanersView> {
  const lists = await db.transaction((tx) => saveUnitCleaners(tx, { unitId, clientId, by: "client", ...input }));
  return viewFor(db, clientId, lists);
}

/** The review prompt's "Keep Sam for this unit". */
export async function keepClientCleaner({
  db,
  clientId,
  unitId,
  cleanerId,
}: {
  db: Database;
  clientId: string;
  unitId: string;
  cleanerId: string;
}): Promise<UnitCleanersView & { outcome: KeepOutcome }> {
  const { outcome, lists } = await db.transaction((tx) => keepCleaner(tx, { unitId, clientId, cleanerId, by: "client" }));
  return { outcome, ...(await viewFor(db, clientId, lists)) };
}

/** One answer time for all the client's units; offers already made keep theirs. */
export async function setOfferTime({ db, clientId, minutes }: { db: Database; clientId: string; minutes: number }) {
  const [client] = await db
    .update(clients)
    .set({ offerMinutes: minutes })
    .where(eq(clients.clientId, clientId))
    .returning({ offerMinutes: clients.offerMinutes });
  if (!client) throw notFound(unitCleanerMessages.unitNotFound);
  return client;
}
