import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { MAX_CLEANERS_PER_LIST, type UnitCleanerRole } from "../../shared/domain/dispatch";
import type { UnitCleanersInput } from "../../shared/schemas/unit-cleaners";
import { toastFailure } from "../lib/error-toast";
import { Button } from "./ui/button";
import { ConfirmDialog } from "./ui/confirm-dialog";
import { DialogClose, DialogFooter } from "./ui/dialog";
import { UnitCleanerList, type ListedCleaner } from "./unit-cleaner-list";
import { added, moved, otherList, removed, switched, type UnitCleanerLists } from "./unit-cleaner-lists";

const ROLES = ["preferred", "backup"] as const satisfies readonly UnitCleanerRole[];

const SAVED = "Cleaners saved";
const SAVE_FAILED = "Failed to save cleaners";

/**
 * docs/decisions/055: a unit's lists as changed in its dialog. Nothing reaches dispatch until Save
 * replaces both lists in one request, so a half-made order is never offered jobs. Until the first
 * change the lists are the saved ones (a search or a refetch may bring them anew).
 */
export function useUnitCleanerDraft<Entry extends ListedCleaner>(saved: UnitCleanerLists<Entry>) {
  const [draft, setDraft] = useState<UnitCleanerLists<Entry> | null>(null);
  const lists = draft ?? saved;
  const listed = new Set([...lists.preferred, ...lists.backup].map((entry) => entry.cleanerId));
  return {
    lists,
    changed: draft !== null,
    /** Whether a cleaner is on either list: a cleaner is on one list, once. */
    isListed: (cleanerId: string) => listed.has(cleanerId),
    nobodyListed: listed.size === 0,
    full: (role: UnitCleanerRole) => lists[role].length >= MAX_CLEANERS_PER_LIST,
    add: (role: UnitCleanerRole, entry: Entry) => setDraft(added(lists, role, entry)),
    move: (role: UnitCleanerRole, index: number, by: -1 | 1) => setDraft(moved(lists, role, index, by)),
    switchList: (role: UnitCleanerRole, index: number) => setDraft(switched(lists, role, index)),
    remove: (role: UnitCleanerRole, index: number) => setDraft(removed(lists, role, index)),
  };
}
export type UnitCleanerDraft<Entry extends ListedCleaner> = ReturnType<typeof useUnitCleanerDraft<Entry>>;

/**
 * docs/decisions/055: the editor of a unit's preferred and backup cleaners, for the client's
 * Cleaners dialog and the admin's: both lists (reorder, switch list, remove), the viewer's way of
 * adding someone (`adder`), anything else the dialog sets (`children`), and Cancel and Save. Save
 * replaces both lists through `onSave` and is offered once something changed (`dirty` for a
 * setting of the dialog's own).
 */
export function UnitCleanersEditor<Entry extends ListedCleaner>({
  draft,
  details,
  confirmRemoval,
  empty,
  adder,
  children,
  dirty = false,
  onSave,
  onDone,
}: {
  draft: UnitCleanerDraft<Entry>;
  /** The line under each name, the viewer's own. */
  details: (entry: Entry) => ReactNode;
  /** The words of the question asked before a removal; without it a removal is made at once (it still applies only on Save). */
  confirmRemoval?: (entry: Entry) => string;
  /** Shown instead of the lists and `adder` when there is nobody to list. */
  empty?: ReactNode;
  adder: ReactNode;
  children?: ReactNode;
  dirty?: boolean;
  onSave: (input: UnitCleanersInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [saving, setSaving] = useState(false);
  // The question keeps its cleaner while it closes, so its words do not go blank as it fades.
  const [removing, setRemoving] = useState<{ role: UnitCleanerRole; index: number; entry: Entry; open: boolean } | null>(null);
  const { lists } = draft;

  const submit = async () => {
    setSaving(true);
    try {
      await onSave({ preferred: lists.preferred.map((entry) => entry.cleanerId), backups: lists.backup.map((entry) => entry.cleanerId) });
      toast.success(SAVED);
      onDone();
    } catch (error) {
      toastFailure(error, SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  // min-w-0: the dialog is a grid, and a long email in the admin's search answers would otherwise
  // widen the dialog past its edge (Save out of view) instead of being cut with an ellipsis.
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {empty ?? (
        <>
          {ROLES.map((role) => (
            <UnitCleanerList
              key={role}
              role={role}
              entries={lists[role]}
              canSwitch={!draft.full(otherList(role))}
              onMove={(index, by) => draft.move(role, index, by)}
              onSwitch={(index) => draft.switchList(role, index)}
              onRemove={(index) =>
                confirmRemoval ? setRemoving({ role, index, entry: lists[role][index]!, open: true }) : draft.remove(role, index)
              }
              details={details}
            />
          ))}
          {adder}
        </>
      )}
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={() => void submit()} disabled={saving || !(draft.changed || dirty)} aria-busy={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
      </DialogFooter>
      {confirmRemoval && (
        <ConfirmDialog
          open={removing?.open ?? false}
          onOpenChange={(next) => !next && removing && setRemoving({ ...removing, open: false })}
          title={`Remove ${removing?.entry.name ?? "this cleaner"}?`}
          description={removing ? confirmRemoval(removing.entry) : ""}
          confirmLabel="Remove"
          destructive
          onConfirm={() => {
            if (removing) {
              draft.remove(removing.role, removing.index);
              setRemoving({ ...removing, open: false });
            }
          }}
        />
      )}
    </div>
  );
}
