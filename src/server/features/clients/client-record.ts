import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Viewer } from "../../auth/session";
import { type AppEnv } from "../../auth/session";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema/people";
import { AppError, forbidden, unauthorized } from "../../lib/errors";
import { logger } from "../../lib/logger";

export type ClientRecord = typeof clients.$inferSelect;
export type ClientEnv = { Variables: AppEnv["Variables"] & { client: ClientRecord } };

/**
 * spec 6: a client's record (status Active) is created on their first visit when missing. Every
 * /api/client call reads it; only a first visit inserts, ON CONFLICT DO NOTHING on the unique
 * user_id, so two first requests arriving together still make one record.
 */
export async function ensureClientRecord({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ClientRecord> {
  const existing = await findClientRecord(db, viewer.userId);
  if (existing) return existing;
  const [created] = await db
    .insert(clients)
    .values({ userId: viewer.userId, name: viewer.fullName, email: viewer.email, phone: viewer.phone, status: "Active" })
    .onConflictDoNothing({ target: clients.userId })
    .returning();
  const record = created ?? (await findClientRecord(db, viewer.userId));
  if (!record) throw new Error("client record missing after insert");
  return record;
}

async function findClientRecord(db: Database, userId: string): Promise<ClientRecord | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}

/** Role guard for every /api/client route: 401/403 as requireRole, then the client's own record in c.var.client. */
export function requireClient({ db }: { db: Database }) {
  return createMiddleware<ClientEnv>(async (c, next) => {
    const viewer = c.get("viewer");
    if (!viewer) throw unauthorized();
    if (viewer.role !== "client") throw forbidden();
    let record: ClientRecord;
    try {
      record = await ensureClientRecord({ db, viewer });
    } catch (error) {
      logger.error("client record setup failed", { userId: viewer.userId, error: error instanceof Error ? error.message : String(error) });
      // spec 8
      throw new AppError("CLIENT_SETUP_FAILED", 500, "Failed to create client record. Please try again.");
    }
    c.set("client", record);
    return next();
  });
}
