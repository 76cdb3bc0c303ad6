// docs/decisions/055: the words of an offer on the board.
import { timeLeftText } from "../../../shared/domain/dispatch";

export const OFFERS_HEADING = "Offered to you";
export const CONFIRM_ACCEPT = "Accept this job?";
export const CONFIRM_DECLINE = "Decline this job? It will be offered to another cleaner.";
export const ACCEPTED_TOAST = "Job Accepted!";
export const DECLINED_TOAST = "Offer declined";
export const ACCEPT_FAILED = "Failed to accept job. Please try again";
export const DECLINE_FAILED = "Failed to decline offer. Please try again";
/** The email's link named an offer this board does not hold (answered, expired, or taken meanwhile). */
export const OFFER_GONE = "This offer is no longer open.";
/** The server's words for an offer whose time ran out (features/open-jobs/offers.service.ts). */
export const OFFER_LAPSED = "This offer has expired.";

/** "Answer within 1 h 40 m"; once the time is up, the offer has expired (the runner moves it on within a minute). */
export function answerWithinText(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return OFFER_LAPSED;
  return left < 60_000 ? "Answer in under a minute" : `Answer within ${timeLeftText(left)}`;
}

export const offerLapsed = (expiresAt: string, now: number) => Date.parse(expiresAt) <= now;

/** The board's rows split: the viewer's offers (first on the board, whatever the sort) and the rest. */
export function splitOffers<Row extends { offer: { offerId: string } | null }>(rows: readonly Row[]) {
  return {
    offers: rows.filter((row): row is Row & { offer: NonNullable<Row["offer"]> } => row.offer !== null),
    others: rows.filter((row) => row.offer === null),
  };
}

/**
 * What `?offer=<id>` (the offer email's link) finds on the loaded board: the card to bring into
 * view, or that the offer is gone. Nothing while no link names an offer or the board is loading.
 */
export function linkedOffer(offerId: string | null, rows: readonly { offer: { offerId: string } | null }[] | undefined) {
  if (!offerId || !rows) return null;
  return rows.some((row) => row.offer?.offerId === offerId) ? ("shown" as const) : ("gone" as const);
}
