import { z } from "zod";
import { FAULT_MESSAGE } from "../domain/error-codes";
import { LOCATION_VALUES, OTHER_LOCATION } from "../domain/lead-location";
import { SERVICE_TYPES } from "../domain/services";

// spec 5: the lead forms' rules; the join dialog and POST /api/leads validate with these same
// schemas. Every text has a length limit, so a public endpoint stores nothing unbounded.
export const LEAD_LIMITS = {
  name: 120,
  phone: 40,
  email: 254,
  otherLocation: 120,
  company: 120,
  notes: 1000,
  yearsExperience: 70,
  honeypot: 200,
} as const;

/** spec 8: the lead messages (toast title and description), shown by the dialog, sent by the server. */
export const leadMessages = {
  created: { title: "Thank you!", message: "We've received your information. Our team will reach out soon." },
  alreadyRegistered: { title: "Already registered", message: "You're already in our system, we'll be in touch soon." },
  checkFailed: { title: "Error", message: "Unable to verify email. Please try again." },
  saveFailed: { title: "Error", message: FAULT_MESSAGE },
} as const;

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Optional text: trimmed, and stored as null when empty. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

const PHONE_PATTERN = /^\+?[0-9().\-\s]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
const phoneSchema = requiredText(LEAD_LIMITS.phone, "Phone number is required.", "Phone number is too long.").refine((phone) => {
  const digits = phone.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 21;
}, "Please enter a valid phone number.");

const EXPERIENCE_MESSAGE = `Years of experience must be a whole number from 0 to ${LEAD_LIMITS.yearsExperience}.`;
/** The number field sends text ("" when left empty); JSON callers may send a number or null. */
const yearsExperienceSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "number" && Number.isNaN(value)) return null;
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return null;
    return /^\d+$/.test(text) ? Number(text) : text;
  },
  z
    .number({ error: EXPERIENCE_MESSAGE })
    .int(EXPERIENCE_MESSAGE)
    .min(0, EXPERIENCE_MESSAGE)
    .max(LEAD_LIMITS.yearsExperience, EXPERIENCE_MESSAGE)
    .nullable(),
);

const servicesSchema = z
  .array(z.enum(SERVICE_TYPES, { error: "Please choose services from the list." }), { error: "Please select at least one service." })
  .min(1, "Please select at least one service.")
  .max(SERVICE_TYPES.length, "Please choose services from the list.")
  // Stored once each, in the list's order, whatever order they were ticked in.
  .transform((picked) => SERVICE_TYPES.filter((service) => picked.includes(service)));

const commonFields = {
  name: requiredText(LEAD_LIMITS.name, "Full name is required.", "Full name is too long."),
  phone: phoneSchema,
  email: z
    .string({ error: "Email is required." })
    .trim()
    .toLowerCase()
    .min(1, "Email is required.")
    .max(LEAD_LIMITS.email, "Email is too long.")
    .email("Please enter a valid email address."),
  location: z.enum(LOCATION_VALUES, { error: "Please choose your location." }),
  otherLocation: z
    .string({ error: "Please enter your city and state." })
    .trim()
    .max(LEAD_LIMITS.otherLocation, "Location is too long.")
    .default(""),
  services: servicesSchema,
  notes: optionalText(LEAD_LIMITS.notes, `Notes must be at most ${LEAD_LIMITS.notes} characters.`),
  // The bot trap: hidden from people, so any value means a script filled the form.
  website: z.string().max(LEAD_LIMITS.honeypot, "Invalid submission.").optional(),
};

/** spec 5: Other needs its text. */
const requireOtherText = (lead: { location: string; otherLocation: string }, ctx: z.RefinementCtx) => {
  if (lead.location === OTHER_LOCATION && !lead.otherLocation) {
    ctx.addIssue({ code: "custom", path: ["otherLocation"], message: "Please enter your city and state." });
  }
};

export const clientLeadSchema = z
  .object({
    role: z.literal("client"),
    ...commonFields,
    company: optionalText(LEAD_LIMITS.company, "Company name is too long."),
  })
  .superRefine(requireOtherText);

export const cleanerLeadSchema = z
  .object({
    role: z.literal("cleaner"),
    ...commonFields,
    yearsExperience: yearsExperienceSchema,
  })
  .superRefine(requireOtherText);

/**
 * POST /api/leads. Keys a role does not have are dropped: a cleaner's company or a client's
 * years of experience are never stored.
 */
export const leadSchema = z.discriminatedUnion("role", [clientLeadSchema, cleanerLeadSchema], {
  error: "Choose client or cleaner as your role.",
});

export type ClientLeadForm = z.input<typeof clientLeadSchema>;
export type CleanerLeadForm = z.input<typeof cleanerLeadSchema>;
export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/** spec 8: the answer of POST /api/leads when nothing went wrong. */
export type LeadSubmissionStatus = "created" | "already_registered";
