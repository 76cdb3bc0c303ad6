import { CheckCircle2, XCircle } from "lucide-react";
import { formatTime } from "../lib/format";

/** spec 3's health result: the four checks. */
export interface HealthChecksResult {
  database: boolean;
  auth: boolean;
  storage: boolean;
  functions: boolean;
}

const CHECK_LABELS: Record<keyof HealthChecksResult, string> = {
  database: "Database",
  auth: "Authentication",
  storage: "Storage",
  functions: "Functions",
};
/** spec 8: a failed check counts as status error with all four checks false. */
export const NO_CHECKS: HealthChecksResult = { database: false, auth: false, storage: false, functions: false };

/** The four checks, each passed or not (read out as such), pulsing while the first check runs. */
export function HealthChecks({ checks, pending }: { checks: HealthChecksResult; pending: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-busy={pending}>
      {(Object.keys(CHECK_LABELS) as (keyof HealthChecksResult)[]).map((key) => (
        <li key={key} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm">
          {pending ? (
            <span className="size-4 animate-pulse rounded-full bg-muted" aria-hidden />
          ) : checks[key] ? (
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
          ) : (
            <XCircle className="size-4 text-red-600" aria-hidden />
          )}
          <span>{CHECK_LABELS[key]}</span>
          <span className="sr-only">{pending ? "checking" : checks[key] ? "healthy" : "not healthy"}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Status: healthy, checked at 10:22 AM" for a health query's state. */
export function healthStatusLine(query: { isPending: boolean; dataUpdatedAt: number; errorUpdatedAt: number }, status: string): string {
  if (query.isPending) return "Checking…";
  const checkedAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  return `Status: ${status}${checkedAt ? `, checked at ${formatTime(new Date(checkedAt))}` : ""}`;
}
