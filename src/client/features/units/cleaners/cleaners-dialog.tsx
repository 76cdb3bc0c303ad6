import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MAX_CLEANERS_PER_LIST, OFFER_MINUTE_CHOICES, type UnitCleanerRole } from "../../../../shared/domain/dispatch";
import { offerMinutesText, type UnitCleanersView } from "../../../../shared/schemas/unit-cleaners";
import { EmptyState, QueryState } from "../../../components/load-states";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { SelectField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { toastFailure } from "../../../lib/error-toast";
import type { Unit } from "../api";
import { useSaveUnitCleaners, useSetOfferTime, useUnitCleaners, type UnitCleaner } from "./api";
import { CleanerList, jobsDoneText, ratingText } from "./cleaner-list";

const LOAD_FAILED = "Failed to load cleaners";
const SAVE_FAILED = "Failed to save cleaners";
// The empty state reads "No cleaners yet. After a cleaner completes a job for you, you can add them here."
const EMPTY_HINT = "After a cleaner completes a job for you, you can add them here.";

/** docs/decisions/055: who is offered a unit's jobs first, in order, and how long each has to answer. */
export function CleanersDialog({ unit, open, onOpenChange }: { unit: Unit; open: boolean; onOpenChange: (open: boolean) => void }) {
  const cleaners = useUnitCleaners(unit.unitId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        title={`Cleaners: ${unit.label}`}
        description="Each new job for this unit is offered to one cleaner at a time: your preferred cleaners in order, then your backups. If nobody accepts in time, we choose a well-rated cleaner nearby, and then any cleaner can take the job."
      >
        <QueryState query={cleaners} loadFailed={LOAD_FAILED}>
          {(view) => <CleanersEditor unitId={unit.unitId} view={view} onDone={() => onOpenChange(false)} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

type Lists = Record<UnitCleanerRole, UnitCleaner[]>;

function CleanersEditor({ unitId, view, onDone }: { unitId: string; view: UnitCleanersView; onDone: () => void }) {
  const save = useSaveUnitCleaners(unitId);
  const setOfferTime = useSetOfferTime();
  const [lists, setLists] = useState<Lists>({ preferred: view.preferred, backup: view.backups });
  const [offerMinutes, setOfferMinutes] = useState(view.offerMinutes);
  const [adding, setAdding] = useState("");
  const [removing, setRemoving] = useState<{ role: UnitCleanerRole; index: number } | null>(null);

  const listed = new Set([...lists.preferred, ...lists.backup].map((entry) => entry.cleanerId));
  const addable = view.candidates.filter((candidate) => !listed.has(candidate.cleanerId));
  const full = (role: UnitCleanerRole) => lists[role].length >= MAX_CLEANERS_PER_LIST;
  const addTo: UnitCleanerRole | null = !full("preferred") ? "preferred" : !full("backup") ? "backup" : null;
  const pending = save.isPending || setOfferTime.isPending;

  const move = (role: UnitCleanerRole, index: number, by: -1 | 1) =>
    setLists((current) => {
      const next = [...current[role]];
      const [entry] = next.splice(index, 1);
      next.splice(index + by, 0, entry!);
      return { ...current, [role]: next };
    });
  const switchList = (role: UnitCleanerRole, index: number) =>
    setLists((current) => {
      const other: UnitCleanerRole = role === "preferred" ? "backup" : "preferred";
      const entry = current[role][index]!;
      return { ...current, [role]: current[role].filter((_, i) => i !== index), [other]: [...current[other], entry] };
    });
  const remove = (role: UnitCleanerRole, index: number) =>
    setLists((current) => ({ ...current, [role]: current[role].filter((_, i) => i !== index) }));
  const add = () => {
    const candidate = view.candidates.find((c) => c.cleanerId === adding);
    if (!candidate || !addTo) return;
    const entry: UnitCleaner = { ...candidate, isActive: true, addedBy: "client" };
    setLists((current) => ({ ...current, [addTo]: [...current[addTo], entry] }));
    setAdding("");
  };

  const submit = async () => {
    try {
      await save.mutateAsync({
        preferred: lists.preferred.map((entry) => entry.cleanerId),
        backups: lists.backup.map((entry) => entry.cleanerId),
      });
      if (offerMinutes !== view.offerMinutes) await setOfferTime.mutateAsync(offerMinutes);
      toast.success("Cleaners saved");
      onDone();
    } catch (error) {
      toastFailure(error, SAVE_FAILED);
    }
  };

  const removingEntry = removing ? lists[removing.role][removing.index] : undefined;
  const nobody = listed.size === 0 && view.candidates.length === 0;
  return (
    <div className="flex flex-col gap-5">
      {nobody ? (
        <EmptyState title="No cleaners yet">
          <p className="max-w-sm text-sm text-muted-foreground">{EMPTY_HINT}</p>
        </EmptyState>
      ) : (
        <>
          {(["preferred", "backup"] as const).map((role) => (
            <CleanerList
              key={role}
              role={role}
              entries={lists[role]}
              canSwitch={!full(role === "preferred" ? "backup" : "preferred")}
              onMove={(index, by) => move(role, index, by)}
              onSwitch={(index) => switchList(role, index)}
              onRemove={(index) => setRemoving({ role, index })}
            />
          ))}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <SelectField
                label="Add a cleaner"
                description={
                  addable.length === 0
                    ? "Everyone who cleaned for you is on a list."
                    : addTo
                      ? `Cleaners who completed a job for you. Added to ${addTo === "preferred" ? "Preferred cleaners" : "Backups"}.`
                      : `Both lists are full (${MAX_CLEANERS_PER_LIST} each). Remove someone first.`
                }
                value={adding}
                disabled={addable.length === 0 || !addTo}
                onChange={(event) => setAdding(event.target.value)}
              >
                <option value="">Choose a cleaner</option>
                {addable.map((candidate) => (
                  <option key={candidate.cleanerId} value={candidate.cleanerId}>
                    {candidate.name}: {ratingText(candidate)}, {jobsDoneText(candidate.jobsDone)}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button variant="outline" className="sm:mb-6" disabled={!adding || !addTo} onClick={add}>
              <Plus aria-hidden /> Add
            </Button>
          </div>
        </>
      )}
      <SelectField
        label="How long each cleaner has to answer"
        description="Applies to all your units."
        value={offerMinutes}
        onChange={(event) => setOfferMinutes(Number(event.target.value))}
      >
        {OFFER_MINUTE_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {offerMinutesText(minutes)}
          </option>
        ))}
      </SelectField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={() => void submit()} disabled={pending}>
          {pending && <Spinner className="size-4 text-current" label="Saving" />}
          Save
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={removingEntry !== undefined}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={`Remove ${removingEntry?.name ?? "this cleaner"}?`}
        description={
          removingEntry?.addedBy === "admin" && removingEntry.jobsDone === 0
            ? `${removingEntry.name} was added by Tidyline. Once you save, you cannot add them back yourself.`
            : `${removingEntry?.name ?? "They"} will no longer be offered this unit's jobs first. The change applies when you save.`
        }
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing) remove(removing.role, removing.index);
          setRemoving(null);
        }}
      />
    </div>
  );
}
