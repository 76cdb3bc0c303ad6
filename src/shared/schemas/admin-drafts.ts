// spec 2 Cleaner Drafts and Client Drafts (docs/decisions/047): the lists, the status and
// background check selectors, and Request Info.
import { z } from "zod";
import { BACKGROUND_CHECK_STATUSES, DRAFT_STATUSES } from "../domain/statuses";
import { adminListQuerySchema } from "./admin-list";

export const DRAFT_STATUS_FILTERS = ["all", ...DRAFT_STATUSES] as const;
export type DraftStatusFilter = (typeof DRAFT_STATUS_FILTERS)[number];

/** search (name, email, phone, and work areas or company and city) and a status filter. */
export const draftListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(DRAFT_STATUS_FILTERS, { error: "Choose a draft status from the list." }).default("all"),
});
export type DraftListQuery = z.input<typeof draftListQuerySchema>;

export const draftStatusUpdateSchema = z.object({ status: z.enum(DRAFT_STATUSES, { error: "Choose a draft status from the list." }) });

export const backgroundCheckUpdateSchema = z.object({
  backgroundCheckStatus: z.enum(BACKGROUND_CHECK_STATUSES, { error: "Choose a background check status from the list." }),
});

export const REQUEST_INFO_MAX_LENGTH = 2000;
export const requestInfoMessages = {
  required: "Please write what is missing.",
  tooLong: `Please keep the request under ${REQUEST_INFO_MAX_LENGTH} characters.`,
} as const;

/** Request Info: what the applicant is asked for, emailed to them as written (docs/decisions/047). */
export const requestInfoSchema = z.object({
  message: z
    .string({ error: requestInfoMessages.required })
    .trim()
    .min(1, requestInfoMessages.required)
    .max(REQUEST_INFO_MAX_LENGTH, requestInfoMessages.tooLong),
});
export type RequestInfoInput = z.input<typeof requestInfoSchema>;
