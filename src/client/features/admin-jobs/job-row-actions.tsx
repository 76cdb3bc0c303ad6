import { ChevronDown, Eye, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  ADMIN_SETTABLE_JOB_STATUSES,
  jobIdLabel,
  needsCleaner,
  reasonNeeded,
  type AdminSettableJobStatus,
} from "../../../shared/schemas/admin-jobs";
import { ReasonDialog } from "../../components/reason-dialog";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import type { AdminJobRow } from "./api";
import { AssignCleanerDialog } from "./assign-cleaner-dialog";
import { useJobActions } from "./use-job-actions";

// spec 5
const CONFIRM_DELETE = "Are you sure you want to delete this job? This action cannot be undone.";

/** docs/decisions/026: what a change without a new cleaner (cancel, back to Posted) asks and says. */
const REASON_TEXTS: Partial<
  Record<AdminSettableJobStatus, { title: (label: string) => string; description: string; confirm: string; keep?: string }>
> = {
  Canceled: {
    title: (label) => `Cancel job #${label}?`,
    description:
      "The client and the job's cleaner are emailed that it is canceled. Tell us why: your reason stays in the audit log, not in the emails.",
    confirm: "Cancel Job",
    // docs/decisions/067: "Cancel" beside "Cancel Job" read as two ways to cancel it.
    keep: "Keep Job",
  },
  Posted: {
    title: (label) => `Take the cleaner off job #${label}?`,
    description:
      "The job goes back on the open-jobs board; the cleaner and the client are emailed. Tell us why: your reason stays in the audit log, not in the emails.",
    confirm: "Set to Posted",
  },
};

/** spec 2's Actions: view, the status dropdown (not for Completed jobs, spec 4), delete. */
export function JobRowActions({ job, onView }: { job: AdminJobRow; onView: () => void }) {
  const label = jobIdLabel(job.jobId);
  const actions = useJobActions();
  const [assigning, setAssigning] = useState<"Assigned" | "In Progress" | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [explaining, setExplaining] = useState<AdminSettableJobStatus | null>(null);
  const current = { status: job.status, cleanerId: job.cleaner?.cleanerId ?? null };

  const choose = (status: AdminSettableJobStatus) => {
    if (needsCleaner(status)) setAssigning(status as "Assigned" | "In Progress");
    else if (reasonNeeded(current, { status })) setExplaining(status);
    else actions.changeStatus(job.jobId, status, undefined);
  };
  const explained = explaining ? REASON_TEXTS[explaining] : undefined;

  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onView} aria-label={`View job #${label}`}>
        <Eye aria-hidden />
      </Button>
      {job.status !== "Completed" && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              disabled={actions.changing}
              aria-label={`Status: change status of job #${label}, now ${job.status}`}
            >
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
        current={current}
        pending={actions.changing}
        onOpenChange={(open) => !open && setAssigning(null)}
        onConfirm={(cleanerId, reason) =>
          assigning && actions.changeStatus(job.jobId, assigning, cleanerId, () => setAssigning(null), reason)
        }
      />
      {explaining && explained && (
        <ReasonDialog
          open
          title={explained.title(label)}
          description={explained.description}
          confirmLabel={explained.confirm}
          cancelLabel={explained.keep}
          destructive={explaining === "Canceled"}
          pending={actions.changing}
          onCancel={() => setExplaining(null)}
          onConfirm={(reason) => actions.changeStatus(job.jobId, explaining, undefined, () => setExplaining(null), reason)}
        />
      )}
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
