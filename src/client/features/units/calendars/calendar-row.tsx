import { RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { calendarFailureText } from "../../../../shared/domain/calendar-failures";
import { syncSummaryText } from "../../../../shared/domain/turnovers";
import { FailingCalendarLine } from "../../../components/failing-calendar-line";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toastFailure } from "../../../lib/error-toast";
import { viewerTimeZone } from "../../../lib/format";
import { useNow } from "../../../lib/use-now";
import { useRemoveCalendar, useSyncCalendar, type UnitCalendar } from "./api";
import { backoffText, countsText, failuresInARowText, lastSyncText, nextSyncText, shortAddress, syncToast } from "./calendar-status";

/** One connected feed: when it synced, what it found, its last problem; Sync now and Remove. */
export function CalendarRow({ unitId, calendar }: { unitId: string; calendar: UnitCalendar }) {
  const now = useNow();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const sync = useSyncCalendar(unitId);
  const remove = useRemoveCalendar(unitId);

  const syncNow = () =>
    sync.mutate(calendar.calendarId, {
      onSuccess: ({ result, calendar: synced }) => {
        const failed = synced.failure && { label: synced.label, failure: synced.failure, nextTryAt: synced.nextSyncAt };
        const words = failed ? calendarFailureText(failed, { now: new Date(), viewerZone: viewerTimeZone() }) : undefined;
        const { ok, title, description } = syncToast(result, result.status === "failed" ? words : undefined);
        (ok ? toast.success : toast.error)(title, { description: description ?? calendar.label });
      },
      onError: (error) => toastFailure(error, "Failed to sync calendar"),
    });

  const confirmRemove = () =>
    remove.mutate(calendar.calendarId, {
      onSuccess: () => {
        toast.success("Calendar removed", { description: calendar.label });
        setConfirmingRemove(false);
      },
      onError: (error) => {
        toastFailure(error, "Failed to remove calendar");
        setConfirmingRemove(false);
      },
    });

  return (
    <li
      aria-label={calendar.label}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-medium">{calendar.label}</p>
        <p className="truncate text-muted-foreground" title={calendar.url}>
          {shortAddress(calendar.url)}
        </p>
        <p>
          {lastSyncText(calendar.lastSuccessAt, now)} · {nextSyncText(calendar.nextSyncAt, now)}
        </p>
        <p className="text-muted-foreground">{countsText(calendar.eventsFound, calendar.jobsCreated)}</p>
        {/* What the last sync that read the feed did, each kind apart (docs/decisions/065). */}
        {calendar.lastSyncSummary && <p className="text-muted-foreground">Last sync: {syncSummaryText(calendar.lastSyncSummary)}</p>}
        {calendar.failure && (
          <FailingCalendarLine feed={{ label: calendar.label, failure: calendar.failure, nextTryAt: calendar.nextSyncAt }} />
        )}
        {calendar.failure && failuresInARowText(calendar.consecutiveFailures) && (
          <p className="text-muted-foreground">{failuresInARowText(calendar.consecutiveFailures)}</p>
        )}
        {calendar.failure && backoffText(calendar.consecutiveFailures) && (
          <p className="text-muted-foreground">{backoffText(calendar.consecutiveFailures)}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={syncNow} disabled={sync.isPending} aria-busy={sync.isPending}>
          <RefreshCw className={sync.isPending ? "animate-spin" : undefined} aria-hidden />
          {sync.isPending ? "Syncing…" : "Sync now"}
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9 text-destructive hover:text-destructive"
          onClick={() => setConfirmingRemove(true)}
          aria-label={`Remove ${calendar.label}`}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        title="Remove this calendar?"
        description={`${calendar.label} will no longer be synced. The cleanings it already booked stay booked; cancel any you no longer need from Upcoming.`}
        confirmLabel="Remove Calendar"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </li>
  );
}
