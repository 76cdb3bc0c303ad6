import { toast } from "sonner";
import type { AdminSettableJobStatus } from "../../../shared/schemas/admin-jobs";
import { toastFailure } from "../../lib/error-toast";
import { useChangeJobStatus, useDeleteJob } from "./api";

// spec 8: the admin's toasts
const STATUS_UPDATED = "Status Updated";
const STATUS_FAILED = "Failed to update job status.";
const DELETED = "Job Deleted";
const DELETED_TEXT = "The job has been permanently deleted.";
const DELETE_FAILED = "Failed to delete job.";

/** A status change or a deletion with spec 8's toasts; `onDone` runs once it has succeeded. */
export function useJobActions() {
  const changeStatus = useChangeJobStatus();
  const deleteJob = useDeleteJob();
  return {
    changing: changeStatus.isPending,
    deleting: deleteJob.isPending,
    /** `reason` is required when the change cancels the job or changes its cleaner (reasonNeeded, docs/decisions/026). */
    changeStatus: (jobId: string, status: AdminSettableJobStatus, cleanerId: string | undefined, onDone?: () => void, reason?: string) =>
      changeStatus.mutate(
        { jobId, status, ...(cleanerId ? { cleanerId } : {}), ...(reason ? { reason } : {}) },
        {
          onSuccess: () => {
            toast.success(STATUS_UPDATED, { description: `Job status changed to ${status}` });
            onDone?.();
          },
          onError: (error) => toastFailure(error, STATUS_FAILED),
        },
      ),
    deleteJob: (jobId: string, onDone?: () => void) =>
      deleteJob.mutate(jobId, {
        onSuccess: () => {
          toast.success(DELETED, { description: DELETED_TEXT });
          onDone?.();
        },
        onError: (error) => toastFailure(error, DELETE_FAILED),
      }),
  };
}
