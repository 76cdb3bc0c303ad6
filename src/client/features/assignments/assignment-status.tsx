import type { AssignmentStatus } from "../../../shared/domain/job-status";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";

// spec 2 My Assignments: Assigned blue 'Ready to start', In Progress orange 'Currently working',
// Completed. Text and background pairs that keep 4.5:1 contrast.
const LOOK: Record<AssignmentStatus, { className: string; note: string | null }> = {
  Assigned: { className: "border-blue-200 bg-blue-50 text-blue-800", note: "Ready to start" },
  "In Progress": { className: "border-orange-200 bg-orange-50 text-orange-900", note: "Currently working" },
  Completed: { className: "border-emerald-200 bg-emerald-50 text-emerald-800", note: null },
};

/** The assignment's status badge with spec 2's line under it. */
export function AssignmentStatusBadge({ status, className }: { status: AssignmentStatus; className?: string }) {
  const { className: tone, note } = LOOK[status];
  return (
    <span className={cn("flex flex-col items-end gap-0.5", className)}>
      <Badge className={tone}>{status}</Badge>
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </span>
  );
}
