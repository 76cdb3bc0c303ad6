// spec 2 Jobs Management and spec 4's admin transitions: what GET/PATCH /api/admin/jobs take,
// shared by the screen and the server (docs/decisions/041).
import { z } from "zod";
import { formatCount } from "../format";
import { ACTIVE_JOB_STATUSES, ISSUE_JOB_STATUSES, JOB_STATUSES, type JobStatus } from "../domain/job-status";
import { ADMIN_REASON_MAX_LENGTH, adminListQuerySchema, REASON_REQUIRED, REASON_TOO_LONG } from "./admin-list";

/** spec 2: the tabs, each a grouping of spec 4. */
export const ADMIN_JOB_TABS = [
  { value: "all", label: "All", statuses: JOB_STATUSES },
  { value: "active", label: "Active", statuses: ACTIVE_JOB_STATUSES },
  { value: "completed", label: "Completed", statuses: ["Completed"] },
  { value: "issues", label: "Issues", statuses: ISSUE_JOB_STATUSES },
] as const satisfies readonly { value: string; label: string; statuses: readonly JobStatus[] }[];
export type AdminJobTab = (typeof ADMIN_JOB_TABS)[number]["value"];
/** The statuses a tab lists. */
export const adminJobTabStatuses = (tab: AdminJobTab): readonly JobStatus[] =>
  ADMIN_JOB_TABS.find((entry) => entry.value === tab)!.statuses;
const TAB_VALUES = ADMIN_JOB_TABS.map((tab) => tab.value) as [AdminJobTab, ...AdminJobTab[]];

/** The filters' "every status" / "every type" value. */
export const ALL = "all";
/** docs/decisions/067: every job, or only those with an open offer (dispatch waiting on one cleaner's answer). */
export const ADMIN_JOB_DISPATCH_FILTERS = [ALL, "offered"] as const;
export type AdminJobDispatchFilter = (typeof ADMIN_JOB_DISPATCH_FILTERS)[number];
const TYPE_MAX_LENGTH = 100;

export const adminJobListQuerySchema = adminListQuerySchema.extend({
  status: z.enum([ALL, ...JOB_STATUSES], { error: "Choose a status from the list." }).default(ALL),
  type: z.string().trim().min(1, "Choose a job type.").max(TYPE_MAX_LENGTH, "Choose a job type from the list.").default(ALL),
  tab: z.enum(TAB_VALUES, { error: "Choose a tab: all, active, completed or issues." }).default("all"),
  // docs/decisions/067: the jobs dispatch is offering to a cleaner right now.
  dispatch: z.enum(ADMIN_JOB_DISPATCH_FILTERS, { error: "Choose all jobs or offered jobs." }).default(ALL),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;
/** What the screen keeps and sends. */
export type AdminJobFilters = {
  search: string;
  status: JobStatus | typeof ALL;
  type: string;
  dispatch: AdminJobDispatchFilter;
  tab: AdminJobTab;
  page: number;
};

/**
 * A search's matches are counted up to this many (docs/decisions/053): past it the list says
 * "10,000+" and pages up to it; below it the count is exact. A search past it that matches addresses
 * only (a street) is counted exactly from its addresses' tallies, and pages up to it as well. Counts
 * without a search are exact.
 */
export const MATCH_COUNT_CAP = 10_000;
/** A tab's count as the screen shows it: a lower bound with "+" ("10,000+", "7,812+"), else the number ("124,996"). */
export const matchCountText = (count: number, atLeast: boolean): string => `${formatCount(count)}${atLeast ? "+" : ""}`;

/** spec 4: what an admin may set, on any job that is not Completed. */
export const ADMIN_SETTABLE_JOB_STATUSES = [
  "Posted",
  "Assigned",
  "In Progress",
  "Completed",
  "Canceled",
] as const satisfies readonly JobStatus[];
export type AdminSettableJobStatus = (typeof ADMIN_SETTABLE_JOB_STATUSES)[number];
/** The statuses that need a cleaner: the screen asks for one, the server requires it. */
export const STATUSES_NEEDING_CLEANER = ["Assigned", "In Progress"] as const satisfies readonly AdminSettableJobStatus[];
export const needsCleaner = (status: AdminSettableJobStatus): boolean => (STATUSES_NEEDING_CLEANER as readonly string[]).includes(status);

export const CHOOSE_A_CLEANER = "Choose an active cleaner for this job.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A job's reason is the one every admin change gives (admin-list.ts); it is named here too, where the job screens look.
export { REASON_REQUIRED } from "./admin-list";

export const adminJobStatusSchema = z
  .object({
    status: z.enum(ADMIN_SETTABLE_JOB_STATUSES, { error: "Choose a status: Posted, Assigned, In Progress, Completed or Canceled." }),
    cleanerId: z
      .string({ error: CHOOSE_A_CLEANER })
      .regex(UUID, CHOOSE_A_CLEANER)
      .transform((value) => value.toLowerCase())
      .optional(),
    // docs/decisions/026: required (422) when the change cancels the job or changes its cleaner (reasonNeeded).
    reason: z.string({ error: REASON_REQUIRED }).trim().max(ADMIN_REASON_MAX_LENGTH, REASON_TOO_LONG).optional(),
  })
  .refine((input) => !needsCleaner(input.status) || input.cleanerId !== undefined, { message: CHOOSE_A_CLEANER, path: ["cleanerId"] });
export type AdminJobStatusInput = z.input<typeof adminJobStatusSchema>;
export type AdminJobStatusChange = z.infer<typeof adminJobStatusSchema>;

/**
 * docs/decisions/026 (issue 18): cancelling a job, or changing who does it (a first cleaner, another
 * cleaner, or none when it goes back to Posted), needs the admin's reason, kept in the audit row;
 * the screen asks for it, the server refuses without it. Completing, or moving the same cleaner's
 * job between Assigned and In Progress, does not.
 */
export function reasonNeeded(
  job: { status: JobStatus; cleanerId: string | null },
  change: { status: AdminSettableJobStatus; cleanerId?: string | undefined },
): boolean {
  if (change.status === "Canceled") return job.status !== "Canceled";
  const next = needsCleaner(change.status) ? (change.cleanerId?.toLowerCase() ?? null) : change.status === "Posted" ? null : job.cleanerId;
  return next !== job.cleanerId;
}

/** The status change as the admin's dialog sends it: the route's schema, with the reason asked when reasonNeeded. */
export const adminJobStatusFormSchema = (job: { status: JobStatus; cleanerId: string | null }) =>
  adminJobStatusSchema.refine((change) => !reasonNeeded(job, change) || Boolean(change.reason), {
    message: REASON_REQUIRED,
    path: ["reason"],
  });

/**
 * spec 9: a job id is shown as its last underscore-separated segment. Our ids are uuids, which
 * have none: their last hyphen group plays that part (12 hex digits; the search finds a job by it).
 */
export function jobIdLabel(jobId: string): string {
  const segment = jobId.split("_").at(-1) ?? jobId;
  return UUID.test(segment) ? (segment.split("-").at(-1) ?? segment) : segment;
}
