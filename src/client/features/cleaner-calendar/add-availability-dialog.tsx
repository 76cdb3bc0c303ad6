import { format } from "date-fns";
import { useEffect } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { todayIn } from "../../../shared/domain/booking";
import {
  AVAILABILITY_KINDS,
  AVAILABILITY_NOTE_MAX,
  availabilityInputSchema,
  calendarMessages,
  WEEKDAYS,
  type AvailabilityInput,
  type AvailabilityKind,
  type AvailabilityValues,
} from "../../../shared/schemas/availability";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { SelectField, TextareaField, TextField } from "../../components/ui/field";
import { isRefusal, toastFailure } from "../../lib/error-toast";
import { useAddAvailability, viewerTimeZone } from "./api";

/** The dialog's fields: every kind's, as the inputs hold them (strings). */
interface FormValues {
  type: AvailabilityKind;
  weekday: string;
  startTime: string;
  endTime: string;
  startTs: string;
  endTs: string;
  startDate: string;
  endDate: string;
  note: string;
}

const DEFAULTS: FormValues = {
  type: "weekly_rule",
  weekday: "1",
  startTime: "09:00",
  endTime: "17:00",
  startTs: "",
  endTs: "",
  startDate: "",
  endDate: "",
  note: "",
};

/** A datetime-local value ("2026-11-23T10:00", the browser's zone) as an instant; "" stays "". */
function instantOf(local: string): string {
  const instant = new Date(local);
  return local && !Number.isNaN(instant.getTime()) ? instant.toISOString() : "";
}

/** The request body the dialog's fields make for the chosen kind. */
function toInput(values: FormValues, timeZone: string): AvailabilityInput {
  switch (values.type) {
    case "weekly_rule":
      return {
        type: values.type,
        weekday: values.weekday === "" ? Number.NaN : Number(values.weekday),
        startTime: values.startTime,
        endTime: values.endTime,
        note: values.note,
      };
    case "one_off_block":
      return { type: values.type, startTs: instantOf(values.startTs), endTs: instantOf(values.endTs), note: values.note };
    case "time_off":
      return { type: values.type, startDate: values.startDate, endDate: values.endDate, reason: values.note, timeZone };
  }
}

/** The shared schema checks the body; each problem goes to the field it is about (time off's reason is the Note). */
function availabilityResolver(timeZone: string): Resolver<FormValues, unknown, AvailabilityValues> {
  return (values) => {
    const result = availabilityInputSchema.safeParse(toInput(values, timeZone));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const path = String(issue.path[0] ?? "type");
      const field = (path === "reason" ? "note" : path in DEFAULTS ? path : "type") as keyof FormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** spec 2: Add Availability, with its three kinds and their fields, and an optional note. */
export function AddAvailabilityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const timeZone = viewerTimeZone();
  const add = useAddAvailability();
  const form = useForm<FormValues, unknown, AvailabilityValues>({ resolver: availabilityResolver(timeZone), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const [type, startTs, startDate] = useWatch({ control: form.control, name: ["type", "startTs", "startDate"] });
  const today = todayIn(timeZone);
  const { reset: forgetRefusal } = add;
  // A refusal by a rule (time off over a job you hold, docs/decisions/027) stays in the dialog,
  // naming what stands in the way, until the cleaner changes the days or closes it.
  const refusal = isRefusal(add.error) && add.error.status === 409 ? add.error.message : null;

  useEffect(() => {
    if (open) {
      form.reset(DEFAULTS);
      forgetRefusal();
    }
  }, [open, form, forgetRefusal]);

  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        toast.success(calendarMessages.updated);
        onOpenChange(false);
      },
      // spec 8: the server's message when it gives one (an overlap, a limit).
      onError: (error) => toastFailure(error, calendarMessages.updateFailed, calendarMessages.updateFailed),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent title="Add Availability" description="When you can work each week, a one-time block, or days off.">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <SelectField label="Type" error={errors.type?.message} {...form.register("type")}>
            {AVAILABILITY_KINDS.map((kind) => (
              <option key={kind.type} value={kind.type}>
                {kind.label}
              </option>
            ))}
          </SelectField>

          {type === "weekly_rule" && (
            <>
              <SelectField label="Day of Week" error={errors.weekday?.message} {...form.register("weekday")}>
                {WEEKDAYS.map((name, index) => (
                  <option key={name} value={index}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Start Time" type="time" error={errors.startTime?.message} {...form.register("startTime")} />
                <TextField label="End Time" type="time" error={errors.endTime?.message} {...form.register("endTime")} />
              </div>
            </>
          )}

          {type === "one_off_block" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Start"
                type="datetime-local"
                min={format(new Date(), "yyyy-MM-dd'T'HH:mm")}
                error={errors.startTs?.message}
                {...form.register("startTs")}
              />
              <TextField
                label="End"
                type="datetime-local"
                min={startTs || undefined}
                error={errors.endTs?.message}
                {...form.register("endTs")}
              />
            </div>
          )}

          {type === "time_off" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Start Date" type="date" min={today} error={errors.startDate?.message} {...form.register("startDate")} />
              <TextField
                label="End Date"
                type="date"
                min={startDate || today}
                error={errors.endDate?.message}
                {...form.register("endDate")}
              />
            </div>
          )}

          <TextareaField
            label="Note"
            hint="(optional)"
            rows={2}
            placeholder={type === "time_off" ? "e.g. Family trip" : "e.g. Prefer morning jobs"}
            maxLength={AVAILABILITY_NOTE_MAX}
            error={errors.note?.message}
            {...form.register("note")}
          />
          {refusal && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {refusal}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Saving…" : "Add Availability"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
