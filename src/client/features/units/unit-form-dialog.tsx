import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { timeZoneLabel, US_TIME_ZONES, zoneOfAddress } from "../../../shared/domain/address-zone";
import { UNIT_ADDRESS_MAX, UNIT_LABEL_MAX, UNIT_NOTES_MAX, unitInputSchema, type UnitInput } from "../../../shared/schemas/unit";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { SelectField, TextareaField, TextField } from "../../components/ui/field";
import { toastFailure } from "../../lib/error-toast";
import { useSaveUnit, type Unit } from "./api";

const EMPTY: UnitInput = { label: "", fullAddress: "", notes: "", timeZone: "" };

/**
 * The form's zone: "" (the address's, followed when the address changes) unless the unit holds
 * another one, which the client picked (docs/decisions/064).
 */
const pickedZone = (unit: Unit) => (unit.timeZone === unit.timeZoneFromAddress ? "" : unit.timeZone);

/** Add a unit (no `unit`) or edit one. spec 5: label and full address required, notes optional. */
export function UnitFormDialog({ open, onOpenChange, unit }: { open: boolean; onOpenChange: (open: boolean) => void; unit?: Unit }) {
  const save = useSaveUnit();
  const form = useForm<UnitInput>({ resolver: zodResolver(unitInputSchema, undefined, { raw: true }), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const address = useWatch({ control: form.control, name: "fullAddress" });

  // Each opening starts from the stored unit (or blank), not from an abandoned edit.
  useEffect(() => {
    if (open) {
      form.reset(unit ? { label: unit.label, fullAddress: unit.fullAddress, notes: unit.notes ?? "", timeZone: pickedZone(unit) } : EMPTY);
    }
  }, [open, unit, form]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { unitId: unit?.unitId, input },
      {
        onSuccess: () => {
          toast.success(unit ? "Unit updated" : "Unit added", { description: input.label.trim() });
          onOpenChange(false);
        },
        onError: (error) => toastFailure(error, "Failed to save unit"),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent title={unit ? "Edit Unit" : "Add Unit"} description="The address cleaners go to, and anything they should know.">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label="Label"
            placeholder="e.g. Beacon Hill Loft"
            maxLength={UNIT_LABEL_MAX}
            error={errors.label?.message}
            {...form.register("label")}
          />
          <TextField
            label="Full Address"
            placeholder="Street, unit, city, state and ZIP"
            autoComplete="street-address"
            maxLength={UNIT_ADDRESS_MAX}
            error={errors.fullAddress?.message}
            {...form.register("fullAddress")}
          />
          <SelectField
            label="Time zone"
            description="Cleanings at this unit are booked and shown in its time."
            error={errors.timeZone?.message}
            {...form.register("timeZone")}
          >
            <option value="">From the address: {timeZoneLabel(zoneOfAddress(address ?? ""))}</option>
            {US_TIME_ZONES.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Notes"
            hint="(optional)"
            placeholder="Access instructions, parking, pets…"
            maxLength={UNIT_NOTES_MAX}
            error={errors.notes?.message}
            {...form.register("notes")}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving…" : unit ? "Save Changes" : "Add Unit"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
