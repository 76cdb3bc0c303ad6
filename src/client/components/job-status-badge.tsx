import { clientStatusLabel, JOB_STATUS_TONE, type JobStatus } from "../../shared/domain/job-status";
import { cn } from "../lib/cn";
import { Badge } from "./ui/badge";

// Text and background pairs that keep 4.5:1 contrast.
const TONE_CLASSES = {
  blue: "border-blue-200 bg-blue-50 text-blue-800",
  yellow: "border-yellow-200 bg-yellow-50 text-yellow-900",
  orange: "border-orange-200 bg-orange-50 text-orange-900",
  accent: "border-emerald-200 bg-emerald-50 text-emerald-800",
  red: "border-red-200 bg-red-50 text-red-800",
} as const;

/** A job's status as a coloured badge; `audience="client"` shows Posted as "Waiting for cleaner". */
export function JobStatusBadge({
  status,
  audience = "staff",
  className,
}: {
  status: JobStatus;
  audience?: "client" | "staff";
  className?: string;
}) {
  return (
    <Badge className={cn(TONE_CLASSES[JOB_STATUS_TONE[status]], className)}>
      {audience === "client" ? clientStatusLabel(status) : status}
    </Badge>
  );
}
