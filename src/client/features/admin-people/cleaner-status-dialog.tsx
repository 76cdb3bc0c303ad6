import { CLEANER_ACTIONS, type CleanerAction } from "../../../shared/domain/admin-people";
import { useChangeCleanerStatus, type AdminCleanerRow } from "./api";
import { StatusChangeDialog } from "./status-change-dialog";

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
  return (
    <StatusChangeDialog
      key={`${cleaner.cleanerId}-${action}`}
      name={cleaner.name}
      rule={CLEANER_ACTIONS[action]}
      description={consequence(action, cleaner)}
      destructive={action === "deactivate"}
      // Approval also emails the cleaner, and the toast says so.
      doneDescription={action === "approve" ? `${cleaner.name} is now Active and has been emailed.` : undefined}
      failed={FAILED}
      pending={change.isPending}
      send={(reason, outcome) => change.mutate({ cleanerId: cleaner.cleanerId, action, reason }, outcome)}
      onDone={onDone}
    />
  );
}
