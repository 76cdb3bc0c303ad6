// docs/decisions/055, 067: an offer's times as the admin's offer history writes them.
import type { OfferStatus } from "../../../shared/domain/dispatch";
import { formatJobDateTime, formatJobTime } from "../../lib/format";

interface Offer {
  status: OfferStatus;
  offeredAt: string;
  expiresAt: string | null;
  answeredAt: string | null;
}

/** How an answer reads after its time (docs/decisions/067): "declined at 7:47 PM", never "answered" beside "Expired". */
const ANSWER_VERBS: Partial<Record<OfferStatus, string>> = { accepted: "accepted", declined: "declined", withdrawn: "withdrawn" };

/**
 * When it was offered, and what came of it when: an expired offer "expired at 7:47 PM" (its own
 * time, in the job's zone: docs/decisions/064, 067), an answered one by its verb, an open one when it lapses.
 */
export function offerTimes(offer: Offer, timeZone: string): string {
  const offered = `${offer.status === "skipped" ? "Passed over" : "Offered"} ${formatJobDateTime(offer.offeredAt, timeZone)}`;
  if (offer.status === "expired" && offer.expiresAt) return `${offered} · expired at ${formatJobTime(offer.expiresAt, timeZone)}`;
  const verb = ANSWER_VERBS[offer.status];
  if (verb && offer.answeredAt) return `${offered} · ${verb} at ${formatJobTime(offer.answeredAt, timeZone)}`;
  if (offer.status === "open" && offer.expiresAt) return `${offered} · expires at ${formatJobTime(offer.expiresAt, timeZone)}`;
  return offered;
}
