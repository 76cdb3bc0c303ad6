import { useState } from "react";
import { toast } from "sonner";
import type { LeadStatus } from "../../../shared/domain/statuses";
import { ApiError } from "../../lib/api-error";
import { useSetLeadStatus, useStartApplication, type AdminLeadRow } from "./api";

// spec 8: the lead status toasts
const STATUS_UPDATED = "Status updated";
const STATUS_UPDATED_TEXT = "Lead status has been updated successfully";
const STATUS_FAILED = "Failed to update lead status";
// docs/decisions/024: Start application's failure
const START_FAILED = "Failed to start application";

/** The server's reason for a refusal (a draft already started, a closed lead), under the title. */
const reasonOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? { description: error.message } : undefined);

export interface StartedApplication {
  lead: AdminLeadRow;
  draftId: string;
}

/** The row's status change and Start application, with their toasts; the application just started, to offer opening it. */
export function useLeadActions() {
  const setStatus = useSetLeadStatus();
  const start = useStartApplication();
  const [started, setStarted] = useState<StartedApplication | null>(null);
  const busyId = setStatus.isPending ? (setStatus.variables?.id ?? null) : start.isPending ? (start.variables ?? null) : null;
  return {
    busyId,
    /** The status being saved, shown in its row until the list is read afresh. */
    pendingStatus: setStatus.isPending ? (setStatus.variables ?? null) : null,
    started,
    dismissStarted: () => setStarted(null),
    changeStatus: (lead: AdminLeadRow, status: LeadStatus) =>
      setStatus.mutate(
        { id: lead.id, status },
        {
          onSuccess: () => toast.success(STATUS_UPDATED, { description: STATUS_UPDATED_TEXT }),
          onError: (error) => toast.error(STATUS_FAILED, reasonOf(error)),
        },
      ),
    startApplication: (lead: AdminLeadRow) =>
      start.mutate(lead.id, {
        onSuccess: ({ started: result }) => setStarted({ lead, draftId: result.draftId }),
        onError: (error) => toast.error(START_FAILED, reasonOf(error)),
      }),
  };
}
