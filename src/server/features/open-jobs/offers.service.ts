// docs/decisions/055: a cleaner answers the offer of a job. Accept is the claim (same rules, same
// emails); decline passes the job to the next cleaner in line. Every answer locks the job's row
// first, as the claim, an expiry and an admin's assignment do, so they take turns on it.
import type { OfferStatus } from "../../../shared/domain/dispatch";
import type { Database, Transaction } from "../../db/client";
import { cleaners } from "../../db/schema/people";
import { closeOffer, lockOffer } from "../../domain/dispatch/close-offer";
import { lockCleaner } from "../../domain/locks";
import { AppError, notFound } from "../../lib/errors";
import { claimAnswer, claimInTransaction } from "./claim.service";

export const OFFER_NOT_FOUND = "Offer not found.";
export const OFFER_EXPIRED = "This offer has expired.";
export const OFFER_ACCEPTED = "You have already accepted this job.";
export const OFFER_DECLINED = "You have declined this offer.";
export const OFFER_WITHDRAWN = "This offer was withdrawn: the job was taken, changed or canceled.";

interface Answer {
  db: Database;
  cleanerId: string;
  offerId: string;
  publicUrl: string;
  now?: Date;
}

/** Why an offer that is no longer open cannot be answered (a repeated decline is answered apart). */
const CLOSED_WORDS: Record<Exclude<OfferStatus, "open" | "skipped">, string> = {
  expired: OFFER_EXPIRED,
  accepted: OFFER_ACCEPTED,
  declined: OFFER_DECLINED,
  withdrawn: OFFER_WITHDRAWN,
};
const closed = (status: keyof typeof CLOSED_WORDS) =>
  new AppError(status === "expired" ? "OFFER_EXPIRED" : "OFFER_CLOSED", 409, CLOSED_WORDS[status]);

/**
 * The offer as it stands once its job's row is locked (the row every change of the offer waits
 * on), or 404 when it is not this cleaner's. A passed-over cleaner (`skipped`) was never offered it.
 */
async function lockOwnOffer(tx: Transaction, { cleanerId, offerId }: { cleanerId: string; offerId: string }) {
  const offer = await lockOffer(tx, offerId);
  if (!offer || offer.cleanerId !== cleanerId || offer.status === "skipped") throw notFound(OFFER_NOT_FOUND);
  return { ...offer, status: offer.status };
}

const isLapsed = (offer: { expiresAt: Date | null }, now: Date) => offer.expiresAt !== null && offer.expiresAt.getTime() <= now.getTime();

/**
 * POST /api/cleaner/offers/:offerId/accept: the claim of the offered job, answered as a claim is.
 * An open offer whose time has run out (the runner has not got to it yet) is expired here and the
 * job offered to the next cleaner, in this transaction; then the answer is "This offer has expired."
 * The cleaner's row is locked before the job's, as a claim and an admin's assignment lock them.
 */
export async function acceptOffer({ db, cleanerId, offerId, publicUrl, now = new Date() }: Answer) {
  const result = await claimAnswer(() =>
    db.transaction(async (tx) => {
      await lockCleaner(tx, cleanerId, "no key update", { cleanerId: cleaners.cleanerId });
      const offer = await lockOwnOffer(tx, { cleanerId, offerId });
      if (offer.status !== "open") throw closed(offer.status);
      if (isLapsed(offer, now)) {
        await closeOffer(tx, offer, "expired", { publicUrl, now });
        return { lapsed: true as const };
      }
      return claimInTransaction(tx, { cleanerId, jobId: offer.jobId, publicUrl, now, asApplication: false });
    }),
  );
  if ("lapsed" in result) throw closed("expired");
  return result;
}

/**
 * POST /api/cleaner/offers/:offerId/decline: the offer ends as declined and the job is offered to
 * the next cleaner in line. Declining again answers the same (twice is once); an offer that lapsed,
 * or was accepted or withdrawn meanwhile, is refused with the reason.
 */
export async function declineOffer({ db, cleanerId, offerId, publicUrl, now = new Date() }: Answer) {
  const lapsed = await db.transaction(async (tx) => {
    const offer = await lockOwnOffer(tx, { cleanerId, offerId });
    if (offer.status === "declined") return false;
    if (offer.status !== "open") throw closed(offer.status);
    const status = isLapsed(offer, now) ? "expired" : "declined";
    await closeOffer(tx, offer, status, { publicUrl, now });
    return status === "expired";
  });
  if (lapsed) throw closed("expired");
  return { status: "declined" as const };
}
