import { toast } from "sonner";
import { CLEANER_ACTIONS, type CleanerAction } from "../../../shared/domain/admin-people";
import { toastFailure } from "../../lib/error-toast";
import { useChangeCleanerStatus, type AdminCleanerRow } from "./api";
import { ReasonDialog } from "../../components/reason-dialog";

const FAILED = "Failed to update cleaner status";

function consequence(action: CleanerAction, cleaner: AdminCleanerRow): string {
  switch (action) {
    case "approve":
      return `${cleaner.name} becomes Active, can claim jobs at once and is emailed that the account is approved.`;
    case "reactivate":
      return `${cleaner.name} becomes Active and can claim jobs again.`;
    case "deactivate": {
      const inHand =
        cleaner.activeJobs > 0
          ? ` They have ${cleaner.activeJobs} ${cleaner.activeJobs === 1 ? "job" : "jobs"} assigned or in progress: these stay assigned, so reassign them from Jobs.`
          : "";
      return `${cleaner.name} will no longer be able to claim, start or complete jobs.${inHand}`;
    }
  }
}

/** Asks for the reason, then approves, deactivates or reactivates the cleaner; toasts the outcome. */
export function CleanerStatusDialog({
  target,
  onDone,
}: {
  target: { cleaner: AdminCleanerRow; action: CleanerAction } | null;
  onDone: () => void;
}) {
  const change = useChangeCleanerStatus();
  if (!target) return null;
  const { cleaner, action } = target;
  const rule = CLEANER_ACTIONS[action];
  return (
    <ReasonDialog
      key={`${cleaner.cleanerId}-${action}`}
      open
      title={`${rule.label} ${cleaner.name}?`}
      description={consequence(action, cleaner)}
      confirmLabel={rule.label}
      destructive={action === "deactivate"}
      pending={change.isPending}
      onCancel={onDone}
      onConfirm={(reason) =>
        change.mutate(
          { cleanerId: cleaner.cleanerId, action, reason },
          {
            onSuccess: () => {
              toast.success(rule.done, {
                description:
                  action === "approve" ? `${cleaner.name} is now Active and has been emailed.` : `${cleaner.name} is now ${rule.to}.`,
              });
              onDone();
            },
            onError: (error) => toastFailure(error, FAILED),
          },
        )
      }
    />
  );
}
