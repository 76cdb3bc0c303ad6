// spec 4: job and assignment statuses. "Canceled" is the one spelling we store (docs/decisions/003).
export const JOB_STATUSES = ["Posted", "Assigned", "In Progress", "Completed", "Canceled", "Problem"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ASSIGNMENT_STATUSES = ["Assigned", "In Progress", "Completed"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** spec 4 groupings */
export const ACTIVE_JOB_STATUSES = ["Posted", "Assigned", "In Progress"] as const satisfies readonly JobStatus[];
export const ISSUE_JOB_STATUSES = ["Canceled", "Problem"] as const satisfies readonly JobStatus[];
export const UPCOMING_JOB_STATUSES = ACTIVE_JOB_STATUSES;
/** spec 4: the admin dashboard's "Active Jobs" card counts only Posted and Assigned. */
export const ACTIVE_COUNT_ON_ADMIN_DASHBOARD = ["Posted", "Assigned"] as const satisfies readonly JobStatus[];

/** spec 4: what clients read for a status ("Posted" is "Waiting for cleaner" to them). */
export function clientStatusLabel(status: JobStatus): string {
  return status === "Posted" ? "Waiting for cleaner" : status;
}

/** spec 4 badge colours: Posted blue, Assigned yellow, In Progress orange, Completed accent, Canceled red. */
export const JOB_STATUS_TONE: Record<JobStatus, "blue" | "yellow" | "orange" | "accent" | "red"> = {
  Posted: "blue",
  Assigned: "yellow",
  "In Progress": "orange",
  Completed: "accent",
  Canceled: "red",
  Problem: "red",
};
