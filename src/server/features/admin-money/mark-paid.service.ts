// docs/decisions/044: an admin marks a cleaner's pending payouts of one month paid (what the
// cleaner's payouts screen then shows: docs/decisions/035), and the cleaner is told (docs/decisions/068).
import { and, eq } from "drizzle-orm";
import { periodLabel } from "../../../shared/domain/admin-money";
import { formatUSD } from "../../../shared/format";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { recordAudit } from "../../domain/audit/audit";
import { notify } from "../../domain/notifications/notify";
import { payoutsPaidNotice } from "../../domain/notifications/payout-notices";
import { notFound } from "../../lib/errors";
import { CLEANER_NOT_FOUND } from "./admin-payouts.service";
import { inPeriod } from "./payout-periods";

const payoutsWord = (count: number) => `${count} ${count === 1 ? "payout" : "payouts"}`;

/**
 * One transaction: one conditional UPDATE of the cleaner's payouts that are still pending and were
 * earned in the month (its WHERE holds all three), setting paid_at; one audit row with how many and
 * how much. Idempotent: a second call (or one racing the first, which waits for its row locks and
 * then finds them paid) changes nothing, writes no audit row and says so. total_earnings does not
 * move: it counts what was earned, paid or not (docs/decisions/035).
 */
export async function markPayoutsPaid({
  db,
  actorId,
  cleanerId,
  month,
  timeZone,
  now = new Date(),
}: {
  db: Database;
  actorId: string;
  cleanerId: string;
  month: string;
  timeZone: string;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const [cleaner] = await tx
      .select({ name: cleaners.name, userId: cleaners.userId })
      .from(cleaners)
      .where(eq(cleaners.cleanerId, cleanerId));
    if (!cleaner) throw notFound(CLEANER_NOT_FOUND);
    const paid = await tx
      .update(payouts)
      .set({ status: "paid", paidAt: now })
      .from(jobs)
      .where(and(eq(jobs.jobId, payouts.jobId), eq(payouts.cleanerId, cleanerId), eq(payouts.status, "pending"), inPeriod(month, timeZone)))
      .returning({ payoutId: payouts.payoutId, amountCents: payouts.amountCents });
    const period = periodLabel(month);
    if (paid.length === 0) {
      return {
        count: 0,
        totalCents: 0,
        paidAt: null,
        message: `Nothing to mark paid: ${cleaner.name} has no pending payouts for ${period}.`,
      };
    }
    const totalCents = paid.reduce((sum, payout) => sum + payout.amountCents, 0);
    const payoutIds = paid.map((payout) => payout.payoutId).sort();
    const summary = `Marked ${payoutsWord(paid.length)} of ${cleaner.name} for ${period} paid (${formatUSD(totalCents)})`;
    await recordAudit(tx, {
      actorId,
      action: "payouts.marked_paid",
      entityType: "cleaner",
      entityId: cleanerId,
      summary,
      payload: {
        before: { status: "pending", payoutIds },
        after: { status: "paid", paidAt: now.toISOString(), payoutIds },
        metadata: { period: month, timeZone, count: paid.length, totalCents },
      },
    });
    await notify(
      tx,
      payoutsPaidNotice({ userId: cleaner.userId, cleanerId, month, periodLabel: period, count: paid.length, totalCents, at: now }),
      now,
    );
    return { count: paid.length, totalCents, paidAt: now.toISOString(), message: `${summary}.` };
  });
}
