import { z } from "zod";
import { BIO_MAX_LENGTH, YEARS_EXPERIENCE_MAX } from "../domain/cleaner";
import { WORK_AREAS } from "../domain/cities";
import { SERVICE_TYPES, type ServiceType } from "../domain/services";
import { profileUpdateSchema } from "./auth";

// docs/decisions/031: the profile a cleaner fills in at /cleaner/profile, checked by the form and
// the server alike. Full name and phone are the account's own (spec 5's profile rules).
export const cleanerProfileMessages = {
  workAreas: "Choose at least one work area.",
  unknownArea: "Choose work areas from the list.",
  services: "Choose at least one service.",
  unknownService: "Choose services from the list.",
  years: `Years of experience must be a whole number from 0 to ${YEARS_EXPERIENCE_MAX}.`,
  bio: `Keep your bio under ${BIO_MAX_LENGTH} characters.`,
  status: "Your account status is set by our team after review, not on your profile.",
} as const;

/** A ticked list, each value once, in the list's own order (so the stored order never depends on clicks). */
const tickedFrom = <T extends string>(options: readonly T[], unknown: string, none: string) =>
  z
    .array(
      z.string().refine((value) => (options as readonly string[]).includes(value), unknown),
      { error: none },
    )
    .min(1, none)
    .transform((ticked) => options.filter((option) => ticked.includes(option)));

export const cleanerProfileSchema = profileUpdateSchema.extend({
  workAreas: tickedFrom(WORK_AREAS, cleanerProfileMessages.unknownArea, cleanerProfileMessages.workAreas),
  services: tickedFrom<ServiceType>(SERVICE_TYPES, cleanerProfileMessages.unknownService, cleanerProfileMessages.services),
  yearsExperience: z
    .number({ error: cleanerProfileMessages.years })
    .int(cleanerProfileMessages.years)
    .min(0, cleanerProfileMessages.years)
    .max(YEARS_EXPERIENCE_MAX, cleanerProfileMessages.years),
  // An empty bio is stored as none.
  bio: z
    .string()
    .trim()
    .max(BIO_MAX_LENGTH, cleanerProfileMessages.bio)
    .nullish()
    .transform((value) => value || null),
  // spec 4: Pending, Active or Inactive is an admin's call; a body that tries to set it is refused.
  status: z.never({ error: cleanerProfileMessages.status }).optional(),
});
export type CleanerProfileInput = z.input<typeof cleanerProfileSchema>;
export type CleanerProfileValues = z.output<typeof cleanerProfileSchema>;
