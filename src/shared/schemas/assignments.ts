import { z } from "zod";
import { pageQueryFields } from "./page";

/** spec 2 My Assignments: the tabs, as the screen's URL and the list's query name them. */
export const ASSIGNMENT_TABS = ["active", "completed", "all"] as const;
export type AssignmentTab = (typeof ASSIGNMENT_TABS)[number];

export const ASSIGNMENTS_PAGE_SIZE = 50;
const ASSIGNMENTS_MAX_PAGE_SIZE = 100;

export const assignmentListQuerySchema = z.object({
  tab: z.enum(ASSIGNMENT_TABS, { error: "Choose the Active, Completed or All tab." }).default("active"),
  ...pageQueryFields({ size: ASSIGNMENTS_PAGE_SIZE, maxSize: ASSIGNMENTS_MAX_PAGE_SIZE }),
});
export type AssignmentListQuery = z.input<typeof assignmentListQuerySchema>;
