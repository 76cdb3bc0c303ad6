import { CalendarClock } from "lucide-react";
import { movedFromText } from "../../shared/domain/job-history";

/** docs/decisions/066: a job moved this week says where it was: "Moved from Dec 16" (the job's zone). */
export function MovedMark({ movedFrom, timeZone }: { movedFrom: string | null; timeZone: string }) {
  if (!movedFrom) return null;
  return (
    <p className="flex w-fit items-center gap-1.5 rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900">
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      {movedFromText(movedFrom, timeZone)}
    </p>
  );
}
