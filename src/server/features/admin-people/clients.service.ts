// docs/decisions/043: the admin's clients: a list filtered, counted and paged in SQL, and the
// account switch (an Inactive client cannot book or subscribe: docs/decisions/019).
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { CLIENT_ACTIONS, type ClientAction } from "../../../shared/domain/admin-people";
import { CLIENT_STATUSES } from "../../../shared/domain/statuses";
import type { AdminClientListQuery } from "../../../shared/schemas/admin-people";
import type { Database } from "../../db/client";
import { payments, subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { clients, clientUnits, profiles } from "../../db/schema/people";
import { announceRevocation } from "../../domain/accounts/session-revocations";
import { recordAudit } from "../../domain/audit/audit";
import { AppError, notFound } from "../../lib/errors";
import { containsPattern } from "../../lib/like";
import { countsByStatus, peoplePage } from "./people-page";
import { statusHistory } from "./status-history";
import { isCurrentPlanOf } from "../../domain/subscriptions/current-plan";
import { pageWindow } from "../../lib/page";

export const CLIENT_NOT_FOUND = "Client not found.";

const searchCondition = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(clients.name, pattern), ilike(clients.email, pattern));
};

/** Per row of the page only (correlated subqueries run for the rows returned, not the whole table). */
const clientColumns = {
  clientId: clients.clientId,
  name: clients.name,
  email: clients.email,
  // The record's phone, else the account's (spec 2's profile), as the cleaner's cards do.
  phone: sql<string | null>`coalesce(${clients.phone}, ${profiles.phone})`,
  status: clients.status,
  createdAt: clients.createdAt,
  activeUnits:
    sql<number>`(select count(*) from ${clientUnits} where ${clientUnits.clientId} = ${clients.clientId} and ${clientUnits.isActive})`.mapWith(
      Number,
    ),
  totalUnits: sql<number>`(select count(*) from ${clientUnits} where ${clientUnits.clientId} = ${clients.clientId})`.mapWith(Number),
  plan: sql<string | null>`(select ${subscriptions.plan} from ${subscriptions} where ${isCurrentPlanOf(clients.clientId)} limit 1)`,
  jobCount: sql<number>`(select count(*) from ${jobs} where ${jobs.clientId} = ${clients.clientId})`.mapWith(Number),
  // spec 2's "total spent": the sum of succeeded payments.
  totalSpendCents:
    sql<number>`(select coalesce(sum(${payments.amountCents}), 0) from ${payments} where ${payments.clientId} = ${clients.clientId} and ${payments.status} = 'succeeded')`.mapWith(
      Number,
    ),
};

/** One page of clients, A to Z, with the counts per status of every client the search matches. */
export async function listClients({ db, query }: { db: Database; query: AdminClientListQuery }) {
  const search = searchCondition(query.search);
  const where = and(search, query.status === "all" ? undefined : eq(clients.status, query.status));
  const { limit, offset } = pageWindow(query);
  const [rows, [counts]] = await Promise.all([
    db
      .select(clientColumns)
      .from(clients)
      .leftJoin(profiles, eq(profiles.userId, clients.userId))
      .where(where)
      .orderBy(asc(clients.name), asc(clients.clientId))
      .limit(limit)
      .offset(offset),
    db.select(countsByStatus(clients.status, CLIENT_STATUSES)).from(clients).where(search),
  ]);
  return peoplePage({ rows, counts, statuses: CLIENT_STATUSES, query });
}

/** The details dialog: the row's figures and the account's status history (with the reasons). */
export async function clientDetails({ db, clientId }: { db: Database; clientId: string }) {
  const [row] = await db
    .select({ ...clientColumns, defaultAddress: clients.defaultAddress })
    .from(clients)
    .leftJoin(profiles, eq(profiles.userId, clients.userId))
    .where(eq(clients.clientId, clientId));
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return { client: { ...row, createdAt: row.createdAt.toISOString() }, history: await statusHistory(db, "client", clientId) };
}

/**
 * Activate or deactivate a client: one transaction. The row is locked first (FOR NO KEY UPDATE,
 * as any UPDATE of it would): a booking holds it from the moment it checks the client is Active
 * (lockActiveClient), so a deactivation commits before the booking's check or waits for the
 * booking to commit. Then one conditional UPDATE with the expected status in its WHERE, and the
 * audit row with the reason.
 */
export async function changeClientStatus({
  db,
  actorId,
  clientId,
  action,
  reason,
}: {
  db: Database;
  actorId: string;
  clientId: string;
  action: ClientAction;
  reason: string;
}) {
  const rule = CLIENT_ACTIONS[action];
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: clients.status, name: clients.name, userId: clients.userId })
      .from(clients)
      .where(eq(clients.clientId, clientId))
      .for("no key update");
    if (!before) throw notFound(CLIENT_NOT_FOUND);
    const [after] = await tx
      .update(clients)
      .set({ status: rule.to })
      .where(and(eq(clients.clientId, clientId), inArray(clients.status, [...rule.from])))
      .returning({ clientId: clients.clientId, status: clients.status });
    if (!after) throw new AppError("CLIENT_STATUS_CONFLICT", 409, `This client is already ${before.status}.`);
    await recordAudit(tx, {
      actorId,
      action: rule.audit,
      entityType: "client",
      entityId: clientId,
      summary: `Client ${before.name}: ${before.status} -> ${after.status}`,
      payload: { before: { status: before.status }, after: { status: after.status }, metadata: { reason } },
    });
    return { client: after, message: rule.done, userId: before.userId };
  });
  // decision 028: the client's open message streams end now, on every server.
  if (action === "deactivate") await announceRevocation(db, changed.userId);
  return { client: changed.client, message: changed.message };
}
