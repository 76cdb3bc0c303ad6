import { z } from "zod";
import { MAX_CLEANERS_PER_LIST, OFFER_MINUTE_CHOICES } from "../domain/dispatch";

// docs/decisions/055: a unit's preferred and backup cleaners, and how long each cleaner has to
// answer an offer. The words the server refuses with and the dialog shows, in one place.
export const unitCleanerMessages = {
  unitNotFound: "Unit not found.",
  cleanerNotFound: "Cleaner not found.",
  twice: (name: string) => `${name} is on the lists twice. A cleaner can be on one list, once.`,
  tooMany: (list: string) => `A unit can have at most ${MAX_CLEANERS_PER_LIST} ${list}.`,
  unknownForClient: "You can add only cleaners who completed a cleaning for you.",
  notActive: (name: string) => `${name} is not active, so they cannot be added.`,
  listFull: (name: string) => `${name} was not added: this unit's preferred list is full (${MAX_CLEANERS_PER_LIST}). Remove someone first.`,
  offerMinutes: "Choose one of the offered answer times.",
  cleanerIds: "Choose cleaners from the list.",
} as const;

const cleanerId = z.uuid(unitCleanerMessages.cleanerIds).transform((value) => value.toLowerCase());

/** PUT /api/client/units/:unitId/cleaners: both lists, in offer order (duplicates are refused by the service, naming who). */
export const unitCleanersInputSchema = z.object({
  preferred: z
    .array(cleanerId, { error: unitCleanerMessages.cleanerIds })
    .max(MAX_CLEANERS_PER_LIST, unitCleanerMessages.tooMany("preferred cleaners")),
  backups: z.array(cleanerId, { error: unitCleanerMessages.cleanerIds }).max(MAX_CLEANERS_PER_LIST, unitCleanerMessages.tooMany("backups")),
});
export type UnitCleanersInput = z.infer<typeof unitCleanersInputSchema>;

/** POST /api/client/units/:unitId/cleaners/keep: the review prompt's "Keep Sam for this unit". */
export const keepCleanerInputSchema = z.object({ cleanerId });
export type KeepCleanerInput = z.infer<typeof keepCleanerInputSchema>;

/** PUT /api/client/offer-time: one of the choices the screen offers, for all the client's units. */
export const offerTimeInputSchema = z.object({
  minutes: z
    .number({ error: unitCleanerMessages.offerMinutes })
    .refine((value) => (OFFER_MINUTE_CHOICES as readonly number[]).includes(value), unitCleanerMessages.offerMinutes),
});
export type OfferTimeInput = z.infer<typeof offerTimeInputSchema>;

/** A cleaner on a unit's list, as the screens show them: name and rating, nothing to contact them by. */
export interface UnitCleanerView {
  cleanerId: string;
  name: string;
  ratingAvg: number | null;
  ratingCount: number;
  /** Completed cleanings for this unit's client. */
  jobsDone: number;
  /** False: deactivated since; kept on the list but passed over ("not active"). */
  isActive: boolean;
  addedBy: "client" | "admin";
}

/** Who may be added: cleaners who completed a cleaning for the client and are active. */
export interface CleanerCandidate {
  cleanerId: string;
  name: string;
  ratingAvg: number | null;
  ratingCount: number;
  jobsDone: number;
}

export interface UnitCleanersView {
  preferred: UnitCleanerView[];
  backups: UnitCleanerView[];
  candidates: CleanerCandidate[];
  offerMinutes: number;
}

/** "15 minutes", "1 hour", "24 hours": an answer time as the client's setting names it. */
export function offerMinutesText(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** The review prompt's toast once the cleaner is kept: "Sam will be offered this unit's jobs first." */
export const keptCleanerText = (cleanerName: string) => `${cleanerName.trim().split(/\s+/)[0]} will be offered this unit's jobs first.`;
