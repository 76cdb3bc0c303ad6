import { useState } from "react";
import { MAX_CLEANERS_PER_LIST } from "../../../shared/domain/dispatch";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { LoadError } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { UnitCleanersEditor, useUnitCleanerDraft } from "../../components/unit-cleaners-editor";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useAdminUnitCleaners, useSaveAdminUnitCleaners, type AdminCleanerCandidate, type AdminUnitCleaner } from "./unit-cleaners-api";

const asEntry = (candidate: AdminCleanerCandidate): AdminUnitCleaner => ({ ...candidate, isActive: true, addedBy: "admin" });

/**
 * docs/decisions/055: an admin edits a unit's preferred and backup cleaners for the client: any
 * Active cleaner, found by name or email (the server checks again). The lists change here as a
 * draft; Save replaces them in one request.
 */
export function UnitCleanersDialog({ unit, onClose }: { unit: { unitId: string; label: string } | null; onClose: () => void }) {
  return (
    <Dialog open={unit !== null} onOpenChange={(next) => !next && onClose()}>
      {unit && (
        <DialogContent
          className="max-w-2xl"
          title={`Cleaners of ${unit.label}`}
          description="Jobs of this unit are offered to its preferred cleaners in order, then its backups, then by automatic choice, before the open board."
        >
          {/* Keyed by unit: a new unit starts a new draft and search. */}
          <AdminUnitCleanersEditor key={unit.unitId} unitId={unit.unitId} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AdminUnitCleanersEditor({ unitId, onDone }: { unitId: string; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim(), 300);
  const view = useAdminUnitCleaners(unitId, settled);
  const save = useSaveAdminUnitCleaners(unitId);
  // A new search's answer changes only the cleaners offered to add, never the lists being edited.
  const draft = useUnitCleanerDraft<AdminUnitCleaner>({ preferred: view.data?.preferred ?? [], backup: view.data?.backups ?? [] });

  if (view.isPending) return <Spinner />;
  if (view.isError && !view.data) return <LoadError message="Failed to load the unit's cleaners" onRetry={() => void view.refetch()} />;
  if (!view.data) return null;
  const candidates = view.data.candidates.filter((candidate) => !draft.isListed(candidate.cleanerId));

  return (
    <UnitCleanersEditor
      draft={draft}
      details={(entry) => (
        <p>
          {entry.jobsDone} {entry.jobsDone === 1 ? "cleaning" : "cleanings"} for this client · added by{" "}
          {entry.addedBy === "admin" ? "an admin" : "the client"}
        </p>
      )}
      adder={
        <section aria-labelledby="unit-cleaners-add" className="flex flex-col gap-2">
          <h3 id="unit-cleaners-add" className="text-sm font-semibold">
            Add a cleaner
          </h3>
          <TextField
            label="Find an Active cleaner"
            type="search"
            placeholder="Name or email"
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            description={`At most ${MAX_CLEANERS_PER_LIST} on each list. Who cleaned for this client comes first.`}
          />
          {candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">No active cleaner matches.</p>
          ) : (
            <ul aria-label="Cleaners to add" className="flex max-h-64 flex-col gap-2 overflow-y-auto">
              {candidates.map((candidate) => (
                <li
                  key={candidate.cleanerId}
                  className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">{candidate.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {candidate.email} · {candidate.jobsDone} {candidate.jobsDone === 1 ? "cleaning" : "cleanings"} for this client
                      {candidate.ratingAvg === null ? "" : ` · rated ${candidate.ratingAvg.toFixed(1)}`}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    {(["preferred", "backup"] as const).map((role) => (
                      <Button
                        key={role}
                        variant="outline"
                        size="sm"
                        aria-label={`Add as ${role}: ${candidate.name}`}
                        disabled={draft.full(role)}
                        onClick={() => draft.add(role, asEntry(candidate))}
                      >
                        Add as {role}
                      </Button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      }
      onSave={(input) => save.mutateAsync(input)}
      onDone={onDone}
    />
  );
}
