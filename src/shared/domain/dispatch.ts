// docs/decisions/055: dispatch. A job is offered to one cleaner at a time: the unit's preferred
// cleaners in order, then its backups, then the best-scored eligible cleaner (automatic choice);
// when nobody accepts in time it goes to the open board for everyone. One source for its values,
// weights and words, read by the server, the screens and the database enums.
import type { CleaningType } from "./booking";
import type { ServiceType } from "./services";

/**
 * The services a cleaner ticks (spec 3, services.ts) are not the cleaning types a job is booked as
 * (booking.ts): a cleaner offers a type when they tick one of its services.
 */
export const SERVICES_FOR_TYPE: Record<CleaningType, readonly ServiceType[]> = {
  "Standard Clean": ["Residential", "One-time Clean", "Commercial"],
  "Deep Clean": ["Deep Clean"],
  "Move-in/Move-out": ["Move-in/Out"],
  "Post Construction": ["Post Construction"],
  "Airbnb Turnover": ["Airbnb"],
};

/** Whether a cleaner with these services offers a job of this type (an unknown type: no one). */
export function offersType(services: readonly string[], type: string): boolean {
  const wanted = SERVICES_FOR_TYPE[type as CleaningType] ?? [];
  return wanted.some((service) => services.includes(service));
}

/** A cleaner's place on a unit's list: offered first (preferred, in order), or after them (backup). */
export const UNIT_CLEANER_ROLES = ["preferred", "backup"] as const;
export type UnitCleanerRole = (typeof UNIT_CLEANER_ROLES)[number];
/** At most this many of each per unit: a longer list only delays the board. */
export const MAX_CLEANERS_PER_LIST = 5;

/** Where an offer came from. */
export const OFFER_SOURCES = ["preferred", "backup", "automatic"] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

/**
 * An offer row's state. `open`: waiting for the cleaner's answer (at most one per job);
 * `skipped`: the cleaner was next but not eligible (the reason says why), no offer was made;
 * `withdrawn`: the job was taken, canceled or changed by someone else while the offer was open.
 */
export const OFFER_STATUSES = ["open", "accepted", "declined", "expired", "skipped", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Where a job's dispatch stands (null on jobs posted while dispatch was off: today's board). */
export const DISPATCH_STATES = ["offering", "accepted", "board"] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

/** How long a cleaner has to answer, per client (clients.offer_minutes): default 2 hours. */
export const DEFAULT_OFFER_MINUTES = 120;
export const MIN_OFFER_MINUTES = 15;
export const MAX_OFFER_MINUTES = 24 * 60;
/** The choices the client's setting offers (minutes). */
export const OFFER_MINUTE_CHOICES = [15, 30, 60, 120, 240, 480, 1440] as const;

/** Offers stop this long before the job's claim deadline: then the board has time to find someone. */
export const BOARD_LEAD_MS = 2 * 60 * 60 * 1000;
/** Automatic choice offers to at most this many cleaners, one after another, before the board. */
export const MAX_AUTOMATIC_OFFERS = 3;

/**
 * The automatic choice's score (0 to 1): each part is 0 to 1, weighted here and nowhere else.
 * rating: the cleaner's average (none yet counts as 3.5 stars); familiarity: jobs completed for
 * this client (5 or more count fully); proximity: the job's ZIP code among the cleaner's jobs
 * (another that day: 1, one in the last 90 days: 0.5); load: fewer jobs held in the 14 days either
 * side scores higher (FAIR_LOAD_JOBS or more scores 0), so work spreads.
 */
export const SCORE_WEIGHTS = { rating: 0.3, familiarity: 0.2, proximity: 0.15, load: 0.35 } as const;
export type ScorePart = keyof typeof SCORE_WEIGHTS;
export const SCORE_PART_LABELS: Record<ScorePart, string> = {
  rating: "Rating",
  familiarity: "Jobs done for this client",
  proximity: "Works near the address",
  load: "Fewer jobs in the 4 weeks around it",
};
export const FAMILIAR_JOBS = 5;
export const FAIR_LOAD_JOBS = 20;
export const UNRATED_STARS = 3.5;

export interface ScoreInputs {
  ratingAvg: number | null;
  jobsForClient: number;
  /** 1: a job the same day in the same ZIP; 0.5: one in the last 90 days; 0: neither. */
  proximity: number;
  heldNearby: number;
}

export function scoreParts(input: ScoreInputs): Record<ScorePart, number> {
  const stars = input.ratingAvg ?? UNRATED_STARS;
  return {
    rating: (stars - 1) / 4,
    familiarity: Math.min(input.jobsForClient, FAMILIAR_JOBS) / FAMILIAR_JOBS,
    proximity: input.proximity,
    load: 1 - Math.min(input.heldNearby, FAIR_LOAD_JOBS) / FAIR_LOAD_JOBS,
  };
}

export function dispatchScore(input: ScoreInputs): number {
  const parts = scoreParts(input);
  return (Object.keys(SCORE_WEIGHTS) as ScorePart[]).reduce((sum, part) => sum + SCORE_WEIGHTS[part] * parts[part], 0);
}

/** Why a cleaner next in line was passed over (an offer row `skipped`), in the explanation's words. */
export const SKIP_REASONS = {
  inactive: "not active",
  area: "does not work in that city",
  service: "does not offer that cleaning",
  unavailable: "not available",
  clash: "has another job then",
  timeOff: "on time off",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** What an offer's end says in the explanation ("Sam (declined)"). */
const OUTCOME_WORDS: Partial<Record<OfferStatus, string>> = {
  declined: "declined",
  expired: "expired",
  withdrawn: "withdrawn",
  open: "waiting",
  accepted: "accepted",
};

/** "Sam Rivera" → "Sam R." (the client's and the explanation's way to name a cleaner). */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export interface OfferOutcome {
  cleanerName: string;
  status: OfferStatus;
  reason: string | null;
}

/**
 * Why a job went to the board (Exceptions, admin job details):
 * "Offered to Sam R. (declined), Jamie L. (expired), Riley P. (not available)". Oldest first.
 */
export function dispatchExplanation(offers: readonly OfferOutcome[]): string {
  if (offers.length === 0) return "No eligible cleaner was found.";
  const parts = offers.map((offer) => {
    // A skipped cleaner, or one whose open offer was withdrawn because they took another job then, is named with the reason.
    const words =
      offer.status === "skipped" ? (offer.reason ?? "passed over") : (offer.reason ?? OUTCOME_WORDS[offer.status] ?? offer.status);
    return `${shortName(offer.cleanerName)} (${words})`;
  });
  return `Offered to ${parts.join(", ")}`;
}

/** An offer's source and status as the admin's offer history names them (job details). */
export const OFFER_SOURCE_LABELS: Record<OfferSource, string> = { preferred: "Preferred", backup: "Backup", automatic: "Automatic" };
const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: "Open",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  skipped: "Passed over",
  withdrawn: "Withdrawn",
};
/** "Declined", "Passed over: not available", "Withdrawn: has another job then". */
export function offerStatusText(status: OfferStatus, reason: string | null): string {
  return reason ? `${OFFER_STATUS_LABELS[status]}: ${reason}` : OFFER_STATUS_LABELS[status];
}

/** "1 h 40 m", "25 m", "under a minute": the time left to answer. */
export function timeLeftText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} m`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} m`;
}

/** What the client sees of a job's dispatch in Upcoming. */
export type DispatchView =
  { state: "offering"; cleanerName: string; expiresAt: string } | { state: "accepted"; cleanerName: string } | { state: "board" };

export function dispatchStateText(view: DispatchView, now: Date): string {
  switch (view.state) {
    case "offering":
      return `Offered to ${shortName(view.cleanerName)} (answers within ${timeLeftText(Date.parse(view.expiresAt) - now.getTime())})`;
    case "accepted":
      return `${shortName(view.cleanerName)} accepted`;
    case "board":
      return "Looking for a cleaner";
  }
}

/** The review prompt's words (spec-less; docs/decisions/055): offered after a 4- or 5-star review. */
export const KEEP_CLEANER_MIN_RATING = 4;
export const keepCleanerLabel = (cleanerName: string) => `Keep ${cleanerName.trim().split(/\s+/)[0]} for this unit`;

/** A cleaner's place on a unit's list, as they and admins read it: "Preferred #1", "Backup #2" (position from 0). */
export const listPlaceLabel = (role: UnitCleanerRole, position: number) =>
  `${role === "preferred" ? "Preferred" : "Backup"} #${position + 1}`;
