// The signed-in cleaner's own record (spec 3 cleaners), which every /api/cleaner route works on.
// Lifted out of features/ because every cleaner feature needs it (docs/architecture.md section 2).
import { createMiddleware } from "hono/factory";
import { canWork } from "../../shared/domain/cleaner";
import type { AppEnv, CleanerRecord, Viewer } from "../lib/app-env";
import type { Transaction } from "../db/client";
import { cleaners } from "../db/schema/people";
import { AppError, forbidden, notFound, unauthorized } from "../lib/errors";
import { lockCleaner } from "../domain/locks";

/**
 * Unlike a client's, a cleaner's record is not made on a first visit: saving the profile the first
 * time creates it, Pending, for an admin to vet (docs/decisions/031). Until then it is null.
 */
export type CleanerEnv = { Variables: AppEnv["Variables"] & { cleaner: CleanerRecord | null } };
/** Routes that need the record: c.var.cleaner is there. */
export type CleanerRecordEnv = { Variables: AppEnv["Variables"] & { cleaner: CleanerRecord } };

/** spec 8: what a cleaner without a record is told. */
export const NO_CLEANER_PROFILE = "Unable to find your cleaner profile";
/** Refusal for claims, starts and completions by a cleaner who is not Active (spec 4). */
export const CLEANER_NOT_ACTIVE = "Your cleaner account is not active yet: an admin reviews your profile before you can take jobs.";

function viewerCleaner(c: { get(key: "viewer"): Viewer | null; get(key: "viewerCleaner"): CleanerRecord | null }): CleanerRecord | null {
  const viewer = c.get("viewer");
  if (!viewer) throw unauthorized();
  if (viewer.role !== "cleaner") throw forbidden();
  // Read with the session (auth/session.ts): no query of its own.
  return c.get("viewerCleaner");
}

/** Role guard for every /api/cleaner route: 401/403 as requireRole, then the record (or null) in c.var.cleaner. */
export const requireCleaner = createMiddleware<CleanerEnv>(async (c, next) => {
  c.set("cleaner", viewerCleaner(c));
  return next();
});

/** As requireCleaner, and a cleaner without a record is refused (404, spec 8's text). */
export const requireCleanerRecord = createMiddleware<CleanerRecordEnv>(async (c, next) => {
  const cleaner = viewerCleaner(c);
  if (!cleaner) throw notFound(NO_CLEANER_PROFILE);
  c.set("cleaner", cleaner);
  return next();
});

/**
 * Inside the transaction of a start, a completion or a photo: the cleaner must be Active. The row
 * is locked FOR SHARE, so a deactivation either commits first (and this refuses) or waits for this
 * transaction to commit: it cannot slip in between the check and the write. Before the job's row
 * (docs/decisions/062). A transaction that writes the row later (a completion adds the payout to
 * the earnings) asks FOR NO KEY UPDATE: two holders of SHARE would each wait for the other's.
 */
export async function lockActiveCleaner(tx: Transaction, cleanerId: string, mode: "share" | "no key update" = "share"): Promise<void> {
  const row = await lockCleaner(tx, cleanerId, mode, { status: cleaners.status });
  if (!row) throw notFound(NO_CLEANER_PROFILE);
  if (!canWork(row.status)) throw new AppError("CLEANER_NOT_ACTIVE", 403, CLEANER_NOT_ACTIVE);
}
