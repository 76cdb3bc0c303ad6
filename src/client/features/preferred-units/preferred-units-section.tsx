import { useState } from "react";
import { toast } from "sonner";
import { listPlaceLabel } from "../../../shared/domain/dispatch";
import { EmptyState, QueryState } from "../../components/load-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { usePreferredUnits, useStepDown, type PreferredUnit } from "./api";

const LOAD_FAILED = "Failed to load your units";

/**
 * docs/decisions/055: the units whose clients (or an admin) put this cleaner on their list: their
 * jobs are offered to the cleaner first, in list order. Stepping down changes future offers only.
 */
export function PreferredUnitsSection() {
  const units = usePreferredUnits();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Units you're preferred for</CardTitle>
        <CardDescription>
          Their jobs are offered to you first, in the order of each unit's list, before they reach the open board.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={units}
          loadFailed={LOAD_FAILED}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No client has made you a preferred cleaner yet." />}
        >
          {(list) => (
            <ul aria-label="Units you're preferred for" className="flex flex-col gap-3">
              {list.map((unit) => (
                <PreferredUnitRow key={unit.unitId} unit={unit} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function PreferredUnitRow({ unit }: { unit: PreferredUnit }) {
  const [confirming, setConfirming] = useState(false);
  const stepDown = useStepDown();
  const confirm = () =>
    stepDown.mutate(unit.unitId, {
      onSuccess: () => {
        toast.success(`You stepped down from ${unit.unitLabel}.`);
        setConfirming(false);
      },
      onError: (error) => {
        toastFailure(error, "Failed to step down");
        setConfirming(false);
      },
    });

  return (
    <li
      aria-label={unit.unitLabel}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{unit.unitLabel}</span>
          <Badge>{listPlaceLabel(unit.role, unit.position)}</Badge>
        </p>
        <p className="text-muted-foreground">
          {unit.city} · {unit.clientName} · {unit.jobsDone} {unit.jobsDone === 1 ? "cleaning" : "cleanings"} done here
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-auto"
        aria-label={`Step down from ${unit.unitLabel}`}
        onClick={() => setConfirming(true)}
      >
        Step down
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Step down from ${unit.unitLabel}?`}
        description="Its jobs will no longer be offered to you first."
        confirmLabel="Step Down"
        destructive
        pending={stepDown.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
