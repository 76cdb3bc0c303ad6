// docs/decisions/044 and 068: a cleaner is told when an admin marks their payouts of a month paid
// (no email was ever sent for it: the notice is all). One per marking: the month and its moment.
import { formatUSD } from "../../../shared/format";
import type { Notice } from "./notify";

/** The cleaner's payouts screen, where the month now reads paid (docs/decisions/035). */
export const PAYOUTS_PATH = "/cleaner/payouts";

export function payoutsPaidNotice({
  userId,
  cleanerId,
  month,
  periodLabel,
  count,
  totalCents,
  at,
}: {
  userId: string;
  cleanerId: string;
  /** "2026-11". */
  month: string;
  /** "November 2026". */
  periodLabel: string;
  count: number;
  totalCents: number;
  at: Date;
}): Notice {
  return {
    userId,
    event: "payout.paid",
    title: `Payout paid: ${formatUSD(totalCents)}`,
    body: `${count === 1 ? "Your payout" : `Your ${count} payouts`} for ${periodLabel} ${count === 1 ? "was" : "were"} paid.`,
    link: PAYOUTS_PATH,
    dedupeKey: `payout.paid:${cleanerId}:${month}:${at.toISOString()}`,
  };
}
