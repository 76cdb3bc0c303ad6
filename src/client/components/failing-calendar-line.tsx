import { AlertTriangle } from "lucide-react";
import { calendarFailureText, type FailingCalendar } from "../../shared/domain/calendar-failures";
import { cn } from "../lib/cn";
import { viewerTimeZone } from "../lib/format";
import { useNow } from "../lib/use-now";

/**
 * One failing rental calendar in the host's words (src/shared/domain/calendar-failures.ts): what
 * happened, that the turnovers are kept, and the next try in the viewer's time. The unit's card,
 * the dashboard and the Calendars dialog show it alike.
 */
export function FailingCalendarLine({
  feed,
  className,
}: {
  feed: Pick<FailingCalendar, "label" | "failure" | "nextTryAt">;
  className?: string;
}) {
  const now = useNow();
  return (
    <p className={cn("flex items-start gap-1.5 text-sm text-amber-900", className)}>
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <span>{calendarFailureText(feed, { now: new Date(now), viewerZone: viewerTimeZone() })}</span>
    </p>
  );
}
