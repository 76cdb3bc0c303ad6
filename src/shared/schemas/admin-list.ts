// docs/decisions/038: what every admin list takes. Lists are filtered, counted and paged in SQL.
import { z } from "zod";
import { viewerTimeZoneField } from "./payouts";

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** Far past any real list; only bounds the OFFSET a request can ask for. */
const MAX_PAGE = 10_000;

export const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `The ${what} must be a number.` })
    .int(`The ${what} must be a whole number.`)
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} must be at most ${max}.`);

/** search, page and pageSize; an area extends it with its own filters (status, type, tab...). */
export const adminListQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, `Search text must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`).default(""),
  page: wholeNumber("page", 1, MAX_PAGE).default(1),
  pageSize: wholeNumber("page size", 1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** A reason an admin gives for a change that affects a person (kept in the audit log). */
export const adminReasonSchema = z
  .string({ error: "Please give a reason." })
  .trim()
  .min(1, "Please give a reason.")
  .max(500, "Please keep the reason under 500 characters.");

/** What an admin list answers: one page of rows and the count of every row that matches. */
export interface AdminPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** Screens that count by day, week or month send the admin's own zone. */
export const adminTimeZoneQuerySchema = z.object({ timeZone: viewerTimeZoneField });
