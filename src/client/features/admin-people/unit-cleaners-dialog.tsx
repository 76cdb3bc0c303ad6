import { useState } from "react";
import { toast } from "sonner";
import { MAX_CLEANERS_PER_LIST, type UnitCleanerRole } from "../../../shared/domain/dispatch";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { LoadError } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { toastFailure } from "../../lib/error-toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useAdminUnitCleaners, useSaveAdminUnitCleaners, type AdminCleanerCandidate, type AdminUnitCleaner } from "./unit-cleaners-api";
import { UnitCleanersList } from "./unit-cleaners-list";

type Lists = Record<UnitCleanerRole, AdminUnitCleaner[]>;
const OTHER: Record<UnitCleanerRole, UnitCleanerRole> = { preferred: "backup", backup: "preferred" };

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
          <UnitCleanersEditor key={unit.unitId} unitId={unit.unitId} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function UnitCleanersEditor({ unitId, onDone }: { unitId: string; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim(), 300);
  const view = useAdminUnitCleaners(unitId, settled);
  const [draft, setDraft] = useState<Lists | null>(null);
  const save = useSaveAdminUnitCleaners(unitId);

  if (view.isPending) return <Spinner />;
  if (view.isError && !view.data) return <LoadError message="Failed to load the unit's cleaners" onRetry={() => void view.refetch()} />;
  const data = view.data;
  if (!data) return null;
  const lists: Lists = draft ?? { preferred: data.preferred, backup: data.backups };
  const listed = new Set([...lists.preferred, ...lists.backup].map((entry) => entry.cleanerId));
  const candidates = data.candidates.filter((candidate) => !listed.has(candidate.cleanerId));
  const full = (role: UnitCleanerRole) => lists[role].length >= MAX_CLEANERS_PER_LIST;

  const change = (role: UnitCleanerRole, next: AdminUnitCleaner[], other?: AdminUnitCleaner[]) =>
    setDraft({ ...lists, [role]: next, ...(other ? { [OTHER[role]]: other } : {}) });
  const handlers = (role: UnitCleanerRole) => ({
    onMove: (index: number, by: -1 | 1) => {
      const next = [...lists[role]];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      change(role, next);
    },
    onSwitch: (index: number) => {
      const entry = lists[role][index];
      if (entry)
        change(
          role,
          lists[role].filter((_, at) => at !== index),
          [...lists[OTHER[role]], entry],
        );
    },
    onRemove: (index: number) =>
      change(
        role,
        lists[role].filter((_, at) => at !== index),
      ),
  });
  const add = (role: UnitCleanerRole, candidate: AdminCleanerCandidate) => change(role, [...lists[role], asEntry(candidate)]);

  const submit = () =>
    save.mutate(
      { preferred: lists.preferred.map((entry) => entry.cleanerId), backups: lists.backup.map((entry) => entry.cleanerId) },
      {
        onSuccess: () => {
          toast.success("Cleaners saved");
          onDone();
        },
        onError: (error) => toastFailure(error, "Failed to save cleaners"),
      },
    );

  return (
    <div className="flex flex-col gap-5">
      <UnitCleanersList role="preferred" entries={lists.preferred} canSwitch={!full("backup")} {...handlers("preferred")} />
      <UnitCleanersList role="backup" entries={lists.backup} canSwitch={!full("preferred")} {...handlers("backup")} />
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
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Add as preferred: ${candidate.name}`}
                    disabled={full("preferred")}
                    onClick={() => add("preferred", candidate)}
                  >
                    Add as preferred
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Add as backup: ${candidate.name}`}
                    disabled={full("backup")}
                    onClick={() => add("backup", candidate)}
                  >
                    Add as backup
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={submit} disabled={save.isPending || draft === null} aria-busy={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </DialogFooter>
    </div>
  );
}
