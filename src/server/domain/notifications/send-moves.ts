// docs/decisions/068: a push or text send's one door. Written pending (by notify); a run claims it
// (attempts + 1, still pending) and settles it: sent, skipped (read in the app, turned off, nowhere
// to send) or failed (given up), or leaves it pending for a retry. Nothing else writes its status.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationSends } from "../../db/schema/notifications";

export const SEND_STATUSES = ["pending", "sent", "skipped", "failed"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** The allowed moves: only a pending send moves, and a retry keeps it pending. */
export const SEND_MOVES: Readonly<Record<SendStatus, readonly SendStatus[]>> = {
  pending: ["pending", "sent", "skipped", "failed"],
  sent: [],
  skipped: [],
  failed: [],
};

export const canMoveSend = (from: SendStatus, to: SendStatus) => SEND_MOVES[from].includes(to);

export type SendMove = { to: "sent" | "skipped" | "failed"; error?: string | null } | { to: "pending"; nextAttemptAt: Date; error: string };

/**
 * Moves a pending send, if it still is: false when another run settled it first. The statement's
 * WHERE holds the table's one rule (only pending moves), so every move here is allowed.
 */
export async function moveSend(db: Database, sendId: string, move: SendMove, now: Date): Promise<boolean> {
  const stillPending = and(eq(notificationSends.id, sendId), eq(notificationSends.status, "pending"));
  const moved =
    move.to === "pending"
      ? await db
          .update(notificationSends)
          .set({ nextAttemptAt: move.nextAttemptAt, lastError: move.error })
          .where(stillPending)
          .returning({ id: notificationSends.id })
      : await db
          .update(notificationSends)
          .set({ status: move.to, settledAt: now, lastError: move.error ?? null })
          .where(stillPending)
          .returning({ id: notificationSends.id });
  return moved.length > 0;
}

/** A run takes a due send for itself: attempts + 1 and its next attempt pushed past the lease. */
export async function claimSend(db: Database, sendId: string, now: Date, leaseEnds: Date) {
  const [row] = await db
    .update(notificationSends)
    .set({ attempts: sql`${notificationSends.attempts} + 1`, nextAttemptAt: leaseEnds })
    .where(
      and(
        eq(notificationSends.id, sendId),
        eq(notificationSends.status, "pending"),
        sql`${notificationSends.nextAttemptAt} <= ${now.toISOString()}`,
      ),
    )
    .returning();
  return row;
}
