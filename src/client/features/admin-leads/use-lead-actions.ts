import { useState } from "react";
import { toast } from "sonner";
import type { LeadStatus } from "../../../shared/domain/statuses";
import { toastFailure } from "../../lib/error-toast";
import { useSetLeadStatus, useStartApplication, type AdminLeadRow } from "./api";

// spec 8: the lead status toasts
const STATUS_UPDATED = "Status updated";
const STATUS_UPDATED_TEXT = "Lead status has been updated successfully";
const STATUS_FAILED = "Failed to update lead status";
// docs/decisions/047: Start application's failure
const START_FAILED = "Failed to start application";

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
          onError: (error) => toastFailure(error, STATUS_FAILED),
        },
      ),
    startApplication: (lead: AdminLeadRow) =>
      start.mutate(lead.id, {
        onSuccess: ({ started: result }) => setStarted({ lead, draftId: result.draftId }),
        onError: (error) => toastFailure(error, START_FAILED),
      }),
  };
}
