import type { QueryKey } from "@tanstack/react-query";
import type { Role } from "../../shared/domain/roles";
import { adminJobKeys } from "../features/admin-jobs/api";
import { assignmentKeys } from "../features/assignments/api";
import { cleanerProfileKeys } from "../features/cleaner-profile/api";
import { clientJobKeys } from "../features/jobs/api";
import { openJobKeys } from "../features/open-jobs/api";

/**
 * docs/decisions/068: the job lists each portal refreshes when the live stream says a job of the
 * viewer's moved (offered, claimed, accepted, started, completed, canceled or moved): the client's
 * Upcoming and Dashboard, the cleaner's board, offers, Assignments and Dashboard, the admin's Jobs.
 * Only the lists on screen refetch (TanStack Query refetches active queries only).
 */
export const LIVE_JOB_LISTS: Record<Role, readonly QueryKey[]> = {
  client: [clientJobKeys.upcoming(), clientJobKeys.dashboard()],
  cleaner: [openJobKeys.boards(), openJobKeys.offers(), assignmentKeys.lists(), cleanerProfileKeys.dashboard()],
  admin: [adminJobKeys.lists()],
};
