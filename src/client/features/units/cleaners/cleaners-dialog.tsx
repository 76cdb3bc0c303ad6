import { Plus } from "lucide-react";
import { useState } from "react";
import { MAX_CLEANERS_PER_LIST, OFFER_MINUTE_CHOICES, type UnitCleanerRole } from "../../../../shared/domain/dispatch";
import { offerMinutesText, type UnitCleanersView } from "../../../../shared/schemas/unit-cleaners";
import { EmptyState, QueryState } from "../../../components/load-states";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { SelectField } from "../../../components/ui/field";
import { UnitCleanersEditor, useUnitCleanerDraft } from "../../../components/unit-cleaners-editor";
import type { Unit } from "../api";
import { useSaveUnitCleaners, useSetOfferTime, useUnitCleaners, type UnitCleaner } from "./api";
import { CleanerDetails, jobsDoneText, ratingText } from "./cleaner-details";

const LOAD_FAILED = "Failed to load cleaners";
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

function CleanersEditor({ unitId, view, onDone }: { unitId: string; view: UnitCleanersView; onDone: () => void }) {
  const save = useSaveUnitCleaners(unitId);
  const setOfferTime = useSetOfferTime();
  const draft = useUnitCleanerDraft<UnitCleaner>({ preferred: view.preferred, backup: view.backups });
  const [offerMinutes, setOfferMinutes] = useState(view.offerMinutes);
  const [adding, setAdding] = useState("");

  const addable = view.candidates.filter((candidate) => !draft.isListed(candidate.cleanerId));
  const addTo: UnitCleanerRole | null = !draft.full("preferred") ? "preferred" : !draft.full("backup") ? "backup" : null;
  const offerTimeChanged = offerMinutes !== view.offerMinutes;
  const add = () => {
    const candidate = view.candidates.find((c) => c.cleanerId === adding);
    if (!candidate || !addTo) return;
    draft.add(addTo, { ...candidate, isActive: true, addedBy: "client" });
    setAdding("");
  };

  return (
    <UnitCleanersEditor
      draft={draft}
      details={(entry) => <CleanerDetails entry={entry} />}
      confirmRemoval={(entry) =>
        entry.addedBy === "admin" && entry.jobsDone === 0
          ? `${entry.name} was added by Tidyline. Once you save, you cannot add them back yourself.`
          : `${entry.name} will no longer be offered this unit's jobs first. The change applies when you save.`
      }
      empty={
        draft.nobodyListed && view.candidates.length === 0 ? (
          <EmptyState title="No cleaners yet">
            <p className="max-w-sm text-sm text-muted-foreground">{EMPTY_HINT}</p>
          </EmptyState>
        ) : undefined
      }
      adder={
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
      }
      dirty={offerTimeChanged}
      onSave={async (input) => {
        await save.mutateAsync(input);
        if (offerTimeChanged) await setOfferTime.mutateAsync(offerMinutes);
      }}
      onDone={onDone}
    >
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
    </UnitCleanersEditor>
  );
}
