// The signed-in client's own record (spec 3 clients), which every /api/client route works on.
// Lifted out of features/ because every client feature needs it (docs/architecture.md section 2).
import { DEFAULT_OFFER_MINUTES } from "../../shared/domain/dispatch";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv, ClientRecord, Viewer } from "../lib/app-env";
import type { Database, Transaction } from "../db/client";
import { clientRecordColumns, clients } from "../db/schema/people";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import { logger } from "../lib/logger";
import { lockClient } from "../domain/locks";

export type ClientEnv = { Variables: AppEnv["Variables"] & { client: ClientRecord } };

/**
 * spec 6: a client's record (status Active) is created on their first visit when missing. This is
 * the one function that creates it: ON CONFLICT DO NOTHING on the unique user_id, so two first
 * requests arriving together still make one record.
 */
export async function ensureClientRecord({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ClientRecord> {
  const existing = await findClientRecord(db, viewer.userId);
  if (existing) return existing;
  const [created] = await db
    .insert(clients)
    .values({ userId: viewer.userId, name: viewer.fullName, email: viewer.email, phone: viewer.phone, status: "Active" })
    .onConflictDoNothing({ target: clients.userId })
    .returning(clientRecordColumns);
  const record = created ?? (await findClientRecord(db, viewer.userId));
  if (!record) throw new Error("client record missing after insert");
  return record;
}

async function findClientRecord(db: Database, userId: string): Promise<ClientRecord | undefined> {
  const [row] = await db.select(clientRecordColumns).from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}

/**
 * A client who has no record yet owns nothing: reads see this unsaved stand-in (a fresh id no row
 * has), so their lists are empty and nothing is written (docs/decisions/019, reads never write).
 */
function notYetCreated(viewer: Viewer): ClientRecord {
  return {
    clientId: randomUUID(),
    userId: viewer.userId,
    name: viewer.fullName,
    email: viewer.email,
    phone: viewer.phone,
    status: "Active",
    defaultAddress: null,
    createdAt: new Date(),
    offerMinutes: DEFAULT_OFFER_MINUTES,
  };
}

/**
 * Role guard for every /api/client route: 401/403 as requireRole, then the client's own record in
 * c.var.client. Only a write (any method but GET/HEAD) or the portal's first call, GET
 * /api/client/account (`createOnRead`), creates a missing record, through ensureClientRecord.
 */
export function requireClient({ db, createOnRead = false }: { db: Database; createOnRead?: boolean }) {
  return createMiddleware<ClientEnv>(async (c, next) => {
    const viewer = c.get("viewer");
    if (!viewer) throw unauthorized();
    if (viewer.role !== "client") throw forbidden();
    const isRead = c.req.method === "GET" || c.req.method === "HEAD";
    // Read with the session (auth/session.ts): most requests need no query of their own for it.
    const existing = c.get("viewerClient");
    let record: ClientRecord;
    if (existing) {
      record = existing;
    } else if (isRead && !createOnRead) {
      record = notYetCreated(viewer);
    } else {
      try {
        record = await ensureClientRecord({ db, viewer });
      } catch (error) {
        logger.error("client record setup failed", {
          userId: viewer.userId,
          error: error instanceof Error ? error.message : String(error),
        });
        // spec 8
        throw new AppError("CLIENT_SETUP_FAILED", 500, "Failed to create client record. Please try again.");
      }
    }
    c.set("client", record);
    return next();
  });
}

/**
 * Inside the transaction of a booking or a subscription: the client must be Active. The row is
 * locked first, so a deactivation either commits first (and this refuses) or waits for this
 * transaction to commit: it cannot slip in between the check and the write. FOR NO KEY UPDATE, not
 * FOR SHARE: a booking writes the row later (its job tallies, migration 0023), and two bookings
 * each holding SHARE would then wait for each other. Bookings of one client queue instead.
 */
export async function lockActiveClient(tx: Transaction, clientId: string, refusal: string): Promise<void> {
  // Last in the lock order (docs/decisions/062): every write of a job updates this row's tallies.
  const row = await lockClient(tx, clientId, "no key update", { status: clients.status });
  if (!row) throw new Error(`client ${clientId} has no record`);
  if (row.status !== "Active") throw new AppError("CLIENT_INACTIVE", 403, refusal);
}
