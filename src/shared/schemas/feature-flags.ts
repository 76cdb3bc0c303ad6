import { z } from "zod";

// spec 5: a flag's name is required after trimming; it is stored lowercased, whitespace runs
// turned into underscores. The limits keep rows sane.
export const FLAG_NAME_MAX = 64;
export const FLAG_DESCRIPTION_MAX = 300;
/**
 * issue 18 (docs/decisions/029): a stored name is a-z, 0-9 and _ only, so it reads the same in
 * code, URLs and logs. Checked after normalising: capitals and spaces are fine to type.
 */
export const FLAG_NAME_PATTERN = /^[a-z0-9_]+$/;
/** The rule as the form states it. */
export const FLAG_NAME_RULE = "Use letters a-z, digits 0-9 and underscores only; capitals are lowercased and spaces become underscores.";

export const featureFlagMessages = {
  nameRequired: "Please enter a flag name.",
  nameTooLong: `Keep the flag name under ${FLAG_NAME_MAX} characters.`,
  nameCharacters: "A flag name may use only letters a-z, digits 0-9 and underscores (_).",
  descriptionTooLong: `Keep the description under ${FLAG_DESCRIPTION_MAX} characters.`,
  enabledRequired: "Say whether the flag is on.",
  notFound: "Feature flag not found.",
  nameTaken: (name: string) => `A flag named ${name} already exists.`,
} as const;

/** spec 5: "Beta  Reports " -> "beta_reports". The one spelling a flag is stored and looked up by. */
export const normalizeFlagName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "_");

export const createFeatureFlagSchema = z.object({
  name: z
    .string({ error: featureFlagMessages.nameRequired })
    .trim()
    .min(1, featureFlagMessages.nameRequired)
    .max(FLAG_NAME_MAX, featureFlagMessages.nameTooLong)
    .transform(normalizeFlagName)
    .pipe(z.string().regex(FLAG_NAME_PATTERN, featureFlagMessages.nameCharacters)),
  // An empty description is stored as none.
  description: z
    .string()
    .trim()
    .max(FLAG_DESCRIPTION_MAX, featureFlagMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  // spec 2: the form's 'Enable by default' switch.
  enabled: z.boolean({ error: featureFlagMessages.enabledRequired }).default(false),
});
export type CreateFeatureFlagInput = z.input<typeof createFeatureFlagSchema>;
export type CreateFeatureFlagValues = z.output<typeof createFeatureFlagSchema>;

export const setFeatureFlagSchema = z.object({ enabled: z.boolean({ error: featureFlagMessages.enabledRequired }) });
export type SetFeatureFlagInput = z.infer<typeof setFeatureFlagSchema>;
