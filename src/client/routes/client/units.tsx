import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { EmptyState, LoadError } from "../../features/client-account/load-error";
import { useUnits, type Unit } from "../../features/units/api";
import { UnitCard } from "../../features/units/unit-card";
import { UnitFormDialog } from "../../features/units/unit-form-dialog";

// spec 8
const LOAD_FAILED = "Failed to load units";

/** spec 2 /client/units: the client's units with add, edit, delete and activate/deactivate. */
export default function UnitsScreen() {
  const units = useUnits();
  const [dialog, setDialog] = useState<{ open: boolean; unit?: Unit }>({ open: false });

  useEffect(() => {
    if (units.isError) toast.error(LOAD_FAILED);
  }, [units.isError]);

  let body;
  if (units.isPending) body = <PageSpinner />;
  else if (units.isError) body = <LoadError message={LOAD_FAILED} onRetry={() => void units.refetch()} />;
  else if (units.data.length === 0) {
    body = (
      <EmptyState title="No units yet">
        <p className="max-w-sm text-sm text-muted-foreground">Add the homes and rentals you want cleaned. Each unit keeps its address and notes for the cleaner.</p>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden /> Add Unit
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4" aria-label="Your units">
        {units.data.map((unit) => (
          <li key={unit.unitId}>
            <UnitCard unit={unit} onEdit={(editing) => setDialog({ open: true, unit: editing })} />
          </li>
        ))}
      </ul>
    );
  }

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
