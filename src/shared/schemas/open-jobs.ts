// spec 2 Open Jobs: the board's filters, sorts and page, shared by the screen and GET /api/cleaner/open-jobs.
import { z } from "zod";
import { pageQueryFields } from "./page";

/** spec 2: the board's three sorts, in the order the select lists them. */
export const OPEN_JOB_SORTS = [
  { value: "start", label: "Closest start time" },
  { value: "pay", label: "Highest pay" },
  { value: "duration", label: "Shortest duration" },
] as const;
export type OpenJobSort = (typeof OPEN_JOB_SORTS)[number]["value"];
const SORT_VALUES = OPEN_JOB_SORTS.map((sort) => sort.value) as [OpenJobSort, ...OpenJobSort[]];

/** The type filter's "every type" value. */
export const ALL_TYPES = "all";
export const OPEN_JOBS_PAGE_SIZE = 20;
export const OPEN_JOBS_MAX_PAGE_SIZE = 50;
export const OPEN_JOBS_SEARCH_MAX_LENGTH = 100;
const TYPE_MAX_LENGTH = 100;

/**
 * GET /api/cleaner/open-jobs query. `inMyAreas` left out means "on when the profile has work
 * areas" (docs/decisions/032); the answer says which applied.
 */
export const openJobsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(OPEN_JOBS_SEARCH_MAX_LENGTH, `Search text must be at most ${OPEN_JOBS_SEARCH_MAX_LENGTH} characters.`)
    .default(""),
  type: z.string().trim().min(1, "Choose a job type.").max(TYPE_MAX_LENGTH, "Choose a job type from the list.").default(ALL_TYPES),
  sort: z.enum(SORT_VALUES, { error: "Choose a sort: closest start time, highest pay or shortest duration." }).default("start"),
  inMyAreas: z
    .enum(["true", "false"], { error: "In my areas must be true or false." })
    .transform((value) => value === "true")
    .optional(),
  ...pageQueryFields({ size: OPEN_JOBS_PAGE_SIZE, maxSize: OPEN_JOBS_MAX_PAGE_SIZE }),
});
export type OpenJobsQuery = z.infer<typeof openJobsQuerySchema>;
/** What the screen sends (query strings). */
export type OpenJobsFilters = { search: string; type: string; sort: OpenJobSort; inMyAreas?: boolean; page: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/cleaner/claims: spec 7's claim-job call, "body jobId". */
export const claimJobSchema = z.object({
  jobId: z
    .string({ error: "Choose a job to claim." })
    .regex(UUID, "Choose a job to claim.")
    .transform((value) => value.toLowerCase()),
});
export type ClaimJobInput = z.input<typeof claimJobSchema>;

/** spec 8: the toasts a claim ends with. The board shows them; the claim's answer carries the same words. */
export const claimMessages = {
  claimed: "Job Claimed!",
  applied: "Application Submitted!",
  failed: "Failed to claim job. Please try again",
} as const;
