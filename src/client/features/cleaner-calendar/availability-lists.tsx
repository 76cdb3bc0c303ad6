import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { calendarMessages, WEEKDAYS } from "../../../shared/schemas/availability";
import { EmptyState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { formatDate, formatDateTime } from "../../lib/format";
import { useDeleteCalendarEntry, type OneOffBlock, type TimeOff, type WeeklyRule } from "./api";
import { formatClock } from "./day-entries";

interface Deletable {
  kind: "availability" | "timeOff";
  id: string;
  /** Names the entry in the button's label and the confirmation. */
  description: string;
}

/** One entry of a list, with its delete button. */
function EntryRow({
  title,
  note,
  target,
  onDelete,
}: {
  title: string;
  note: string | null;
  target: Deletable;
  onDelete: (target: Deletable) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        {note ? <p className="break-words text-sm text-muted-foreground">{note}</p> : null}
      </div>
      <Button variant="ghost" size="icon" aria-label={`Delete ${target.description}`} onClick={() => onDelete(target)}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** spec 5: deleting an availability entry asks first. */
function useDeleteWithConfirmation() {
  const remove = useDeleteCalendarEntry();
  const [target, setTarget] = useState<Deletable | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && !remove.isPending && setTarget(null)}
      title={target?.kind === "timeOff" ? "Delete this time off?" : "Delete this availability?"}
      description={`${target?.description ?? ""} will be removed from your calendar.`}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target, {
          onSuccess: () => toast.success(calendarMessages.deleted),
          // An entry deleted meanwhile (another tab) is a refusal with its reason, not a fault.
          onError: (error) => toastFailure(error, calendarMessages.deleteFailed),
          onSettled: () => setTarget(null),
        });
      }}
    />
  );
  return { ask: setTarget, dialog };
}

const ruleText = (rule: WeeklyRule) => `${WEEKDAYS[rule.weekday] ?? ""} ${formatClock(rule.startTime)} – ${formatClock(rule.endTime)}`;
const blockText = (block: OneOffBlock) => `${formatDateTime(block.startTs)} – ${formatDateTime(block.endTs)}`;
const timeOffText = (off: TimeOff) =>
  off.startDate === off.endDate
    ? formatDate(`${off.startDate}T12:00:00`)
    : `${formatDate(`${off.startDate}T12:00:00`)} – ${formatDate(`${off.endDate}T12:00:00`)}`;

/** spec 2: the Weekly Availability list, and this month's one-time blocks under it. */
export function WeeklyAvailabilityCard({ rules, blocks }: { rules: WeeklyRule[]; blocks: OneOffBlock[] }) {
  const { ask, dialog } = useDeleteWithConfirmation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly Availability</CardTitle>
        <CardDescription>The hours you can work each week.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {rules.length === 0 ? (
          <EmptyState title="No weekly availability yet">
            <p className="text-sm text-muted-foreground">Add a Weekly Schedule to show when you can work.</p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Weekly availability">
            {rules.map((rule) => (
              <EntryRow
                key={rule.availabilityId}
                title={ruleText(rule)}
                note={rule.note}
                onDelete={ask}
                target={{ kind: "availability", id: rule.availabilityId, description: `${ruleText(rule)} weekly` }}
              />
            ))}
          </ul>
        )}
        {blocks.length > 0 ? (
          <section aria-labelledby="one-time-blocks">
            <h3 id="one-time-blocks" className="text-sm font-semibold">
              One-time Blocks this month
            </h3>
            <ul className="divide-y divide-border">
              {blocks.map((block) => (
                <EntryRow
                  key={block.availabilityId}
                  title={blockText(block)}
                  note={block.note}
                  onDelete={ask}
                  target={{ kind: "availability", id: block.availabilityId, description: `one-time block ${blockText(block)}` }}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
      {dialog}
    </Card>
  );
}

/** spec 2 and 7: the Time Off list, the month shown's. */
export function TimeOffCard({ timeOff }: { timeOff: TimeOff[] }) {
  const { ask, dialog } = useDeleteWithConfirmation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Time Off</CardTitle>
        <CardDescription>Days off touching this month.</CardDescription>
      </CardHeader>
      <CardContent>
        {timeOff.length === 0 ? (
          <EmptyState title="No time off this month" />
        ) : (
          <ul className="divide-y divide-border" aria-label="Time off">
            {timeOff.map((off) => (
              <EntryRow
                key={off.timeoffId}
                title={timeOffText(off)}
                note={off.reason}
                onDelete={ask}
                target={{ kind: "timeOff", id: off.timeoffId, description: `time off ${timeOffText(off)}` }}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {dialog}
    </Card>
  );
}
