import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ADMIN_REASON_MAX_LENGTH, ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import type { JobStatus } from "../../../shared/domain/job-status";
import {
  adminJobStatusFormSchema,
  CHOOSE_A_CLEANER,
  reasonNeeded,
  type AdminJobStatusChange,
  type AdminJobStatusInput,
} from "../../../shared/schemas/admin-jobs";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { SelectField, TextareaField, TextField } from "../../components/ui/field";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useAssignableCleaners, type AssignableCleaner } from "./api";

const optionText = (cleaner: AssignableCleaner) =>
  `${cleaner.name} (${cleaner.email})${cleaner.ratingAvg === null ? "" : `, rated ${cleaner.ratingAvg.toFixed(1)}`}`;

/**
 * spec 4: moving a job to Assigned or In Progress asks for the cleaner, an Active one (the server
 * lists them and checks again). Typing narrows the list; the current cleaner is chosen first.
 * Choosing someone other than the job's cleaner asks for the reason too (docs/decisions/026).
 */
export function AssignCleanerDialog({
  target,
  current,
  pending,
  onOpenChange,
  onConfirm,
}: {
  target: { jobLabel: string; status: "Assigned" | "In Progress" } | null;
  current: { status: JobStatus; cleanerId: string | null };
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (cleanerId: string, reason: string | undefined) => void;
}) {
  const open = target !== null;
  const { status: currentStatus, cleanerId: currentCleanerId } = current;
  const [search, setSearch] = useState("");
  const schema = useMemo(
    () => adminJobStatusFormSchema({ status: currentStatus, cleanerId: currentCleanerId }),
    [currentStatus, currentCleanerId],
  );
  const form = useForm<AdminJobStatusInput, unknown, AdminJobStatusChange>({
    resolver: zodResolver(schema),
    defaultValues: { status: target?.status ?? "Assigned", cleanerId: "", reason: "" },
  });
  const chosen = useWatch({ control: form.control, name: "cleanerId" }) ?? "";
  const settled = useDebouncedValue(search.trim(), 300);
  const cleaners = useAssignableCleaners(settled, open);
  const list = cleaners.data?.cleaners ?? [];

  // Until one is picked, or when the search hides the one picked: the current cleaner, else the first.
  const selected = list.some((cleaner) => cleaner.cleanerId === chosen)
    ? chosen
    : (list.find((cleaner) => cleaner.cleanerId === currentCleanerId)?.cleanerId ?? list[0]?.cleanerId ?? "");

  const asksReason = target !== null && selected !== "" && reasonNeeded(current, { status: target.status, cleanerId: selected });

  const submit = (event: FormEvent) => {
    if (!target || !selected) return event.preventDefault();
    // What the dialog shows is what goes: the target status and the cleaner selected (the current
    // one or the first listed until one is picked).
    form.setValue("status", target.status);
    form.setValue("cleanerId", selected);
    void form.handleSubmit(({ cleanerId, reason }) => cleanerId && onConfirm(cleanerId, asksReason ? reason : undefined))(event);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSearch("");
          form.reset();
        }
        onOpenChange(next);
      }}
    >
      {target && (
        <DialogContent
          title={`Set job #${target.jobLabel} to ${target.status}`}
          description="Choose the Active cleaner who takes this job."
        >
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <TextField
              label="Find a cleaner"
              type="search"
              placeholder="Name or email"
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label="Cleaner"
              {...form.register("cleanerId")}
              value={selected}
              disabled={list.length === 0}
              description={cleaners.isPending ? "Loading cleaners..." : list.length === 0 ? "No active cleaner matches." : undefined}
              error={cleaners.isError ? "Failed to load cleaners." : undefined}
            >
              {list.map((cleaner) => (
                <option key={cleaner.cleanerId} value={cleaner.cleanerId}>
                  {optionText(cleaner)}
                </option>
              ))}
            </SelectField>
            {asksReason && (
              <TextareaField
                label="Reason"
                description="The client and the cleaners concerned are emailed; your reason stays in the audit log, not in the emails."
                maxLength={ADMIN_REASON_MAX_LENGTH}
                required
                error={form.formState.errors.reason?.message}
                {...form.register("reason")}
              />
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending || !selected} title={selected ? undefined : CHOOSE_A_CLEANER}>
                Set to {target.status}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
