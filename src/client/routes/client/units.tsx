import { Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState, QueryState } from "../../components/load-states";
import { useUnits, type Unit } from "../../features/units/api";
import { UnitCard } from "../../features/units/unit-card";
import { UnitFormDialog } from "../../features/units/unit-form-dialog";

// spec 8
const LOAD_FAILED = "Failed to load units";

/** spec 2 /client/units: the client's units with add, edit, delete and activate/deactivate. */
export default function UnitsScreen() {
  const units = useUnits();
  // The dashboard's "Calendars need attention" links here with ?calendars=<unitId>: that unit's
  // Calendars dialog opens (read once, as the card mounts).
  const [searchParams] = useSearchParams();
  const calendarsOf = searchParams.get("calendars");
  const [dialog, setDialog] = useState<{ open: boolean; unit?: Unit }>({ open: false });

  const body = (
    <QueryState
      query={units}
      loadFailed={LOAD_FAILED}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState title="No units yet">
          <p className="max-w-sm text-sm text-muted-foreground">
            Add the homes and rentals you want cleaned. Each unit keeps its address and notes for the cleaner.
          </p>
          <Button onClick={() => setDialog({ open: true })}>
            <Plus aria-hidden /> Add Unit
          </Button>
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-4" aria-label="Your units">
          {list.map((unit) => (
            <li key={unit.unitId}>
              <UnitCard
                unit={unit}
                onEdit={(editing) => setDialog({ open: true, unit: editing })}
                openCalendars={unit.unitId === calendarsOf}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">My Units</h1>
          <p className="text-muted-foreground">The properties you book cleanings for. Only active units can be booked.</p>
        </div>
        {units.data && units.data.length > 0 && (
          <Button onClick={() => setDialog({ open: true })}>
            <Plus aria-hidden /> Add Unit
          </Button>
        )}
      </div>
      {body}
      <UnitFormDialog open={dialog.open} unit={dialog.unit} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} />
    </div>
  );
}
