import { z } from "zod";
import { ON_MY_WAY_ETA_MAX, ON_MY_WAY_ETA_MIN } from "../domain/reminders";
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

/** docs/decisions/071: On my way, with how many minutes away the cleaner is. */
const ETA_MESSAGE = `Say how many minutes away you are (${ON_MY_WAY_ETA_MIN} to ${ON_MY_WAY_ETA_MAX}).`;
export const onMyWaySchema = z.object({
  etaMinutes: z.number({ error: ETA_MESSAGE }).int(ETA_MESSAGE).min(ON_MY_WAY_ETA_MIN, ETA_MESSAGE).max(ON_MY_WAY_ETA_MAX, ETA_MESSAGE),
});
export type OnMyWayInput = z.infer<typeof onMyWaySchema>;
