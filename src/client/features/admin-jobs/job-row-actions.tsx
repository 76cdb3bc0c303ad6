import { ChevronDown, Eye, Trash2 } from "lucide-react";
import { useState } from "react";
import { ADMIN_SETTABLE_JOB_STATUSES, jobIdLabel, needsCleaner, type AdminSettableJobStatus } from "../../../shared/schemas/admin-jobs";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import type { AdminJobRow } from "./api";
import { AssignCleanerDialog } from "./assign-cleaner-dialog";
import { useJobActions } from "./use-job-actions";

// spec 5
const CONFIRM_DELETE = "Are you sure you want to delete this job? This action cannot be undone.";

/** spec 2's Actions: view, the status dropdown (not for Completed jobs, spec 4), delete. */
export function JobRowActions({ job, onView }: { job: AdminJobRow; onView: () => void }) {
  const label = jobIdLabel(job.jobId);
  const actions = useJobActions();
  const [assigning, setAssigning] = useState<"Assigned" | "In Progress" | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const choose = (status: AdminSettableJobStatus) => {
    if (needsCleaner(status)) setAssigning(status as "Assigned" | "In Progress");
    else actions.changeStatus(job.jobId, status, undefined);
  };

  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onView} aria-label={`View job #${label}`}>
        <Eye aria-hidden />
      </Button>
      {job.status !== "Completed" && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={actions.changing} aria-label={`Change status of job #${label}, now ${job.status}`}>
              Status <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel className="text-muted-foreground">Set status</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {ADMIN_SETTABLE_JOB_STATUSES.map((status) => (
              // Assigned and In Progress with the same status still change the cleaner.
              <DropdownMenuItem key={status} disabled={status === job.status && !needsCleaner(status)} onSelect={() => choose(status)}>
                {status}
                {needsCleaner(status) && <span className="text-xs text-muted-foreground">(choose cleaner)</span>}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <Button variant="ghost" size="icon" onClick={() => setConfirmingDelete(true)} aria-label={`Delete job #${label}`}>
        <Trash2 className="text-destructive" aria-hidden />
      </Button>
      <AssignCleanerDialog
        target={assigning && { jobLabel: label, status: assigning }}
        currentCleanerId={job.cleaner?.cleanerId ?? null}
        pending={actions.changing}
        onOpenChange={(open) => !open && setAssigning(null)}
        onConfirm={(cleanerId) => assigning && actions.changeStatus(job.jobId, assigning, cleanerId, () => setAssigning(null))}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete job #${label}?`}
        description={CONFIRM_DELETE}
        confirmLabel="Delete Job"
        destructive
        pending={actions.deleting}
        onConfirm={() => actions.deleteJob(job.jobId, () => setConfirmingDelete(false))}
      />
    </div>
  );
}
