import { z } from "zod";
import { isUsTimeZone } from "../domain/address-zone";

// spec 5: label and full address are required; notes are optional. The limits keep rows sane.
export const UNIT_LABEL_MAX = 80;
export const UNIT_ADDRESS_MAX = 300;
export const UNIT_NOTES_MAX = 1000;

export const unitMessages = {
  labelRequired: "Please enter a label for the unit.",
  addressRequired: "Please enter the unit's full address.",
  notFound: "Unit not found.",
  timeZoneUnknown: "Please choose a time zone from the list.",
} as const;

export const unitInputSchema = z.object({
  label: z
    .string({ error: unitMessages.labelRequired })
    .trim()
    .min(1, unitMessages.labelRequired)
    .max(UNIT_LABEL_MAX, `Keep the label under ${UNIT_LABEL_MAX} characters.`),
  fullAddress: z
    .string({ error: unitMessages.addressRequired })
    .trim()
    .min(1, unitMessages.addressRequired)
    .max(UNIT_ADDRESS_MAX, `Keep the address under ${UNIT_ADDRESS_MAX} characters.`),
  // An empty note is stored as none.
  notes: z
    .string()
    .trim()
    .max(UNIT_NOTES_MAX, `Keep the notes under ${UNIT_NOTES_MAX} characters.`)
    .nullish()
    .transform((value) => value || null),
  // docs/decisions/064: the zone the unit's jobs are booked and written in, one of US_TIME_ZONES.
  // Null or "": the address's (address-zone.ts). Absent (an older screen): kept, unless the address
  // changes.
  timeZone: z
    .string({ error: unitMessages.timeZoneUnknown })
    .nullish()
    .transform((value) => (value === "" ? null : value))
    .refine((value) => value == null || isUsTimeZone(value), unitMessages.timeZoneUnknown),
});
export type UnitInput = z.input<typeof unitInputSchema>;
export type UnitValues = z.output<typeof unitInputSchema>;

export const unitStatusSchema = z.object({ isActive: z.boolean({ error: "Say whether the unit is active." }) });
export type UnitStatusInput = z.infer<typeof unitStatusSchema>;
