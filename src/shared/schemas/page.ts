// docs/decisions/038: one shape for every paged list (the admin lists, Open Jobs, My Assignments,
// the cleaner's payouts, the client's billing): the query's page and page size, and the answer.
import { z } from "zod";

/** Far past any real list; only bounds the OFFSET a request can ask for. */
const MAX_PAGE = 10_000;

export const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `The ${what} must be a number.` })
    .int(`The ${what} must be a whole number.`)
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} must be at most ${max}.`);

/** A list's `page` (from 1) and `pageSize` (its default and its largest), for its query schema. */
export const pageQueryFields = ({ size, maxSize }: { size: number; maxSize: number }) => ({
  page: wholeNumber("page", 1, MAX_PAGE).default(1),
  pageSize: wholeNumber("page size", 1, maxSize).default(size),
});

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** What a paged list answers: one page of rows and the count of every row that matches. */
export interface Page<Row> extends PageQuery {
  rows: Row[];
  total: number;
}
