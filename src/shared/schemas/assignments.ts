import { z } from "zod";

/** spec 2 My Assignments: the tabs, as the screen's URL and the list's query name them. */
export const ASSIGNMENT_TABS = ["active", "completed", "all"] as const;
export type AssignmentTab = (typeof ASSIGNMENT_TABS)[number];

export const assignmentListQuerySchema = z.object({
  tab: z.enum(ASSIGNMENT_TABS, { error: "Choose the Active, Completed or All tab." }).default("active"),
  page: z.coerce
    .number({ error: "The page must be a whole number from 1." })
    .int("The page must be a whole number from 1.")
    .min(1, "The page must be a whole number from 1.")
    .max(1000, "The page must be a whole number from 1.")
    .default(1),
});
export type AssignmentListQuery = z.input<typeof assignmentListQuerySchema>;
