import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAdminClientUnits } from "./unit-cleaners-api";
import { UnitCleanersDialog } from "./unit-cleaners-dialog";

const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The client's units in their details dialog, each with a Cleaners button (docs/decisions/055). */
export function ClientUnitsSection({ clientId }: { clientId: string }) {
  const units = useAdminClientUnits(clientId);
  const [editing, setEditing] = useState<{ unitId: string; label: string } | null>(null);

  return (
    <section aria-labelledby="client-units-heading" className="flex flex-col gap-2">
      <h3 id="client-units-heading" className="text-sm font-semibold">
        Units and their cleaners
      </h3>
      {units.isPending ? (
        <Spinner />
      ) : units.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Failed to load the client's units.
          <Button variant="outline" size="sm" onClick={() => void units.refetch()}>
            Try Again
          </Button>
        </p>
      ) : units.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No units yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {units.data.map((unit) => (
            <li key={unit.unitId} className="flex items-center justify-between gap-3 rounded-md border border-border p-3 text-sm">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{unit.label}</span>
                  {!unit.isActive && <Badge>Inactive</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {unit.city} · {countText(unit.preferred, "preferred cleaner", "preferred cleaners")} ·{" "}
                  {countText(unit.backups, "backup", "backups")}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Cleaners of ${unit.label}`}
                onClick={() => setEditing({ unitId: unit.unitId, label: unit.label })}
              >
                Cleaners
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UnitCleanersDialog unit={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
