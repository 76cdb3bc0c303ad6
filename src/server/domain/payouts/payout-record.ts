// docs/decisions/035 and 041: what a job's completion owes its cleaner, written once whoever
// completes it (the cleaner, or an admin from the jobs screen).
import { eq, sql } from "drizzle-orm";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import type { Transaction } from "../../db/client";

/**
 * The payout of a completed job: its cleaner_payout (spec 9: 55 % of the client price, fixed at
 * booking), pending, added to the cleaner's total earnings. One per job (payouts_job_id_key): a
 * second call pays nothing and answers null.
 */
export async function recordPayout(
  tx: Transaction,
  { cleanerId, jobId, amountCents }: { cleanerId: string; jobId: string; amountCents: number },
) {
  const [payout] = await tx
    .insert(payouts)
    .values({ cleanerId, jobId, amountCents })
    .onConflictDoNothing({ target: payouts.jobId })
    .returning({ payoutId: payouts.payoutId, amountCents: payouts.amountCents, status: payouts.status });
  if (payout) {
    await tx
      .update(cleaners)
      .set({ totalEarningsCents: sql`${cleaners.totalEarningsCents} + ${payout.amountCents}` })
      .where(eq(cleaners.cleanerId, cleanerId));
  }
  return payout ?? null;
}

/** A deleted job's pending payout leaves the cleaner's total earnings with it (never below 0). */
export async function withdrawPendingPayout(tx: Transaction, { cleanerId, amountCents }: { cleanerId: string; amountCents: number }) {
  await tx
    .update(cleaners)
    .set({ totalEarningsCents: sql`GREATEST(${cleaners.totalEarningsCents} - ${amountCents}, 0)` })
    .where(eq(cleaners.cleanerId, cleanerId));
}
