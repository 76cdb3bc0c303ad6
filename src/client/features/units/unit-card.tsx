import { CalendarDays, Clock, MapPin, Pencil, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { timeZoneLabel } from "../../../shared/domain/address-zone";
import { sameClock } from "../../../shared/domain/zone-format";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FailingCalendarLine } from "../../components/failing-calendar-line";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { cn } from "../../lib/cn";
import { toastFailure } from "../../lib/error-toast";
import { viewerTimeZone } from "../../lib/format";
import { useDeleteUnit, useSetUnitActive, type Unit } from "./api";
import { CalendarsDialog } from "./calendars/calendars-dialog";
import { CleanersDialog } from "./cleaners/cleaners-dialog";

/** One unit: its details, its rental calendars, its preferred cleaners (docs/decisions/055), and edit, activate/deactivate and delete (spec 2 /client/units). */
export function UnitCard({
  unit,
  onEdit,
  openCalendars = false,
}: {
  unit: Unit;
  onEdit: (unit: Unit) => void;
  /** Opened from the dashboard's "Calendars need attention": the Calendars dialog opens at once. */
  openCalendars?: boolean;
}) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [calendarsOpen, setCalendarsOpen] = useState(openCalendars);
  const [cleanersOpen, setCleanersOpen] = useState(false);
  const setActive = useSetUnitActive();
  const remove = useDeleteUnit();

  const toggle = (isActive: boolean, after?: () => void) =>
    setActive.mutate(
      { unitId: unit.unitId, isActive },
      {
        onSuccess: () => {
          toast.success(isActive ? "Unit activated" : "Unit deactivated", { description: unit.label });
          after?.();
        },
        onError: (error) => toastFailure(error, "Failed to update unit status"),
      },
    );

  const confirmDelete = () =>
    remove.mutate(unit.unitId, {
      onSuccess: () => {
        toast.success("Unit deleted", { description: unit.label });
        setConfirmingDelete(false);
      },
      onError: (error) => {
        toastFailure(error, "Failed to delete unit");
        setConfirmingDelete(false);
      },
    });

  return (
    <Card className={cn(!unit.isActive && "bg-muted/40")}>
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{unit.label}</h2>
            <Badge className={unit.isActive ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "bg-muted text-muted-foreground"}>
              {unit.isActive ? "Active" : "Inactive"}
            </Badge>
          </div>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="break-words">{unit.fullAddress}</span>
          </p>
          {/* docs/decisions/064: the unit's jobs are in its time; said when the viewer's clock reads otherwise. */}
          {!sameClock(new Date(), unit.timeZone, viewerTimeZone()) && (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>Time zone: {timeZoneLabel(unit.timeZone)}</span>
            </p>
          )}
          {unit.notes && <p className="whitespace-pre-line break-words text-sm">{unit.notes}</p>}
          {/* A failing calendar shows here, not only inside the Calendars dialog (issue 40). */}
          {unit.failingCalendars.map((feed) => (
            <FailingCalendarLine key={feed.calendarId} feed={feed} />
          ))}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setCalendarsOpen(true)}>
            {/* Without their icons on a phone, the card's five actions fit two rows. */}
            <CalendarDays aria-hidden className="max-sm:hidden" /> Calendars
          </Button>
          <Button variant="outline" size="sm" onClick={() => setCleanersOpen(true)}>
            <Users aria-hidden className="max-sm:hidden" /> Cleaners
          </Button>
          <Button variant="outline" size="sm" onClick={() => toggle(!unit.isActive)} disabled={setActive.isPending}>
            {unit.isActive ? "Deactivate" : "Activate"}
          </Button>
          <Button variant="outline" size="icon" className="size-9" onClick={() => onEdit(unit)} aria-label={`Edit ${unit.label}`}>
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9 text-destructive hover:text-destructive"
            onClick={() => setConfirmingDelete(true)}
            aria-label={`Delete ${unit.label}`}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </CardContent>
      <CalendarsDialog unit={unit} open={calendarsOpen} onOpenChange={setCalendarsOpen} />
      <CleanersDialog unit={unit} open={cleanersOpen} onOpenChange={setCleanersOpen} />
      {unit.hasJobs ? (
        // docs/decisions/013: a unit with cleanings on record is kept; offer to deactivate instead.
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title="This unit can't be deleted"
          description={
            unit.isActive
              ? `${unit.label} has cleanings on record, so it is kept for your history. Deactivate it to stop booking it.`
              : `${unit.label} has cleanings on record, so it is kept for your history. It is already inactive.`
          }
          cancelLabel="Close"
          confirmLabel={unit.isActive ? "Deactivate Unit" : "OK"}
          pending={setActive.isPending}
          onConfirm={() => (unit.isActive ? toggle(false, () => setConfirmingDelete(false)) : setConfirmingDelete(false))}
        />
      ) : (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title="Delete this unit?"
          description={`${unit.label} will be removed from your units. This action cannot be undone.`}
          confirmLabel="Delete Unit"
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </Card>
  );
}
