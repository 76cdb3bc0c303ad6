// spec 4: job and assignment statuses. "Canceled" is the one spelling we store (docs/decisions/003).
export const JOB_STATUSES = ["Posted", "Assigned", "In Progress", "Completed", "Canceled", "Problem"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ASSIGNMENT_STATUSES = ["Assigned", "In Progress", "Completed"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** spec 4 groupings */
export const ACTIVE_JOB_STATUSES = ["Posted", "Assigned", "In Progress"] as const satisfies readonly JobStatus[];
export const ISSUE_JOB_STATUSES = ["Canceled", "Problem"] as const satisfies readonly JobStatus[];
export const UPCOMING_JOB_STATUSES = ACTIVE_JOB_STATUSES;
