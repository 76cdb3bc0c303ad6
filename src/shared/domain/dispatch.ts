// docs/decisions/055: dispatch. A job is offered to one cleaner at a time: the unit's preferred
// cleaners in order, then its backups, then the best-scored eligible cleaner (automatic choice);
// when nobody accepts in time it goes to the open board for everyone. One source for its values,
// weights and words, read by the server, the screens and the database enums.
import { CLAIM_WINDOW_HOURS, type CleaningType } from "./booking";
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
 * Why a job went to the board (Exceptions, admin job details), oldest first: the cleaners offered it
 * with what came of each, and each cleaner passed over with the rule they failed, never as
 * "offered to" (they were not: docs/decisions/067).
 * "Offered to Sam R. (declined), Jamie L. (expired); Riley P. passed over (on time off)".
 */
export function dispatchExplanation(offers: readonly OfferOutcome[]): string {
  if (offers.length === 0) return "No eligible cleaner was found.";
  // Consecutive offers read as one "offered to" list; each cleaner passed over stands alone.
  const parts: string[][] = [];
  let offered: string[] | null = null;
  for (const offer of offers) {
    const name = shortName(offer.cleanerName);
    if (offer.status === "skipped") {
      parts.push([`${name} passed over (${offer.reason ?? "not eligible"})`]);
      offered = null;
      continue;
    }
    // An open offer withdrawn because the cleaner took another job then is named with that reason.
    const words = offer.reason ?? OUTCOME_WORDS[offer.status] ?? offer.status;
    if (!offered) parts.push((offered = []));
    offered.push(`${name} (${words})`);
  }
  const text = parts.map((part) => (part[0]!.includes(" passed over (") ? part[0]! : `offered to ${part.join(", ")}`)).join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
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
/** "Declined", "Passed over (not available)", "Withdrawn (has another job then)". */
export function offerStatusText(status: OfferStatus, reason: string | null): string {
  return reason ? `${OFFER_STATUS_LABELS[status]} (${reason})` : OFFER_STATUS_LABELS[status];
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

/**
 * The admin's Jobs list, Cleaner column, for a job dispatch is offering (docs/decisions/067):
 * "Offered to Sam R. (1 h 12 m left)"; "(time up)" in the seconds before the runner moves it on.
 */
export function offeredToText(cleanerName: string, expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  return `Offered to ${cleanerName} (${left <= 0 ? "time up" : `${timeLeftText(left)} left`})`;
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

/**
 * docs/decisions/067: why the unit's preferred (or backup) cleaner did not get the job, as the host
 * reads it beside the job. Each listed cleaner dispatch offered it to or passed over, in order,
 * with what came of it; named as "Sam R." only (least personal data, docs/decisions/026).
 */
export interface ListedCleanerOutcome {
  /** The cleaner's short name ("Sam R."). */
  cleanerName: string;
  status: OfferStatus;
  /** Why they were passed over, or why their open offer was withdrawn (SKIP_REASONS' words). */
  reason: string | null;
}

/** Where the job went instead. */
export type WhyOutcome =
  { state: "offered"; cleanerName: string } | { state: "accepted"; cleanerName: string } | { state: "board" } | { state: "looking" };

/** A rule a cleaner failed, as the host reads it ("Sam R. is on time off that day"). */
const HOST_SKIP_WORDS: Record<SkipReason, string> = {
  inactive: "is not taking jobs now",
  area: "does not work in that city",
  service: "does not offer that cleaning",
  unavailable: "is not available then",
  clash: "has another job then",
  timeOff: "is on time off that day",
};
const SKIP_REASON_OF = new Map(Object.entries(SKIP_REASONS).map(([key, words]) => [words as string, key as SkipReason]));

/** What one listed cleaner's row says to the host, or null when it is no reason they did not get the job. */
function listedWords(outcome: ListedCleanerOutcome): string | null {
  const rule = outcome.reason === null ? undefined : SKIP_REASON_OF.get(outcome.reason);
  if (rule) return HOST_SKIP_WORDS[rule];
  if (outcome.status === "skipped") return "was not free";
  if (outcome.status === "declined") return "declined";
  if (outcome.status === "expired") return "did not answer in time";
  // Open, accepted, or withdrawn because the job moved or was taken: not a reason.
  return null;
}

const WHY_OUTCOME_WORDS = {
  offered: (name: string) => `offered to ${name}`,
  accepted: (name: string) => `${name} accepted`,
};

/**
 * "Sam R. is on time off that day; offered to Jamie L.", "No preferred cleaner was free; open to all
 * cleaners"; null when no listed cleaner was passed by (none listed, or the first one has it).
 */
export function preferredWhyText(listed: readonly ListedCleanerOutcome[], outcome: WhyOutcome): string | null {
  const missed = listed.flatMap((entry) => {
    const words = listedWords(entry);
    return words ? [`${entry.cleanerName} ${words}`] : [];
  });
  if (missed.length === 0) return null;
  const allPassedOver = listed.length > 1 && listed.every((entry) => entry.status === "skipped");
  const why = allPassedOver ? "No preferred cleaner was free" : missed.join(", ");
  const then =
    outcome.state === "offered" || outcome.state === "accepted"
      ? WHY_OUTCOME_WORDS[outcome.state](outcome.cleanerName)
      : outcome.state === "board"
        ? "open to all cleaners"
        : "looking for another cleaner";
  return `${why}; ${then}`;
}

/**
 * What the booking screen promises (docs/decisions/067): spec 9's sentence while dispatch is off;
 * while it is on, no cleaner claims the job in a race, so the page says what happens instead.
 */
export const CLAIM_PROMISE = `Cleaners claim jobs within ${CLAIM_WINDOW_HOURS} hours.`;
export const DISPATCH_PROMISE =
  "We offer each cleaning to one cleaner at a time, your unit's preferred cleaners first; if none can take it, it opens to all cleaners.";
export const bookingPromise = (dispatchOn: boolean) => (dispatchOn ? DISPATCH_PROMISE : CLAIM_PROMISE);

/** The review prompt's words (spec-less; docs/decisions/055): offered after a 4- or 5-star review. */
export const KEEP_CLEANER_MIN_RATING = 4;
export const keepCleanerLabel = (cleanerName: string) => `Keep ${cleanerName.trim().split(/\s+/)[0]} for this unit`;

/** A cleaner's place on a unit's list, as they and admins read it: "Preferred #1", "Backup #2" (position from 0). */
export const listPlaceLabel = (role: UnitCleanerRole, position: number) =>
  `${role === "preferred" ? "Preferred" : "Backup"} #${position + 1}`;
