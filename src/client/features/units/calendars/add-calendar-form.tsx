import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { MAX_CALENDARS_PER_UNIT } from "../../../../shared/domain/turnovers";
import {
  addCalendarSchema,
  CALENDAR_LABEL_MAX,
  CALENDAR_URL_MAX,
  calendarMessages,
  type AddCalendarInput,
} from "../../../../shared/schemas/calendars";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { hasErrorCode } from "../../../lib/api-error";
import { toastFailure } from "../../../lib/error-toast";
import { useAddCalendar } from "./api";

const EMPTY: AddCalendarInput = { label: "", url: "" };

/** Connects a feed by its export link; the runner syncs it within a minute. */
export function AddCalendarForm({ unitId, count }: { unitId: string; count: number }) {
  const add = useAddCalendar(unitId);
  const form = useForm<AddCalendarInput>({ resolver: zodResolver(addCalendarSchema, undefined, { raw: true }), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const full = count >= MAX_CALENDARS_PER_UNIT;

  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: ({ calendar }) => {
        toast.success("Calendar added", { description: `${calendar.label}: its reservations become turnovers at the next sync.` });
        form.reset(EMPTY);
      },
      onError: (error) => {
        // A label the unit's calendars already have is the Label field's problem: say so there too.
        if (hasErrorCode(error, "CALENDAR_LABEL_TAKEN")) form.setError("label", { message: error.message }, { shouldFocus: true });
        toastFailure(error, "Failed to add calendar");
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-dashed border-border p-4"
      aria-label="Add calendar"
    >
      <h3 className="font-medium">Add calendar</h3>
      <TextField
        label="Label"
        placeholder="e.g. Airbnb"
        maxLength={CALENDAR_LABEL_MAX}
        error={errors.label?.message}
        {...form.register("label")}
      />
      <TextField
        label="Calendar address"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://…/calendar.ics"
        maxLength={CALENDAR_URL_MAX}
        description="Paste the iCal / export link from Airbnb, VRBO or Booking.com"
        error={errors.url?.message}
        {...form.register("url")}
      />
      {full && <p className="text-sm text-muted-foreground">{calendarMessages.tooMany}</p>}
      <div>
        <Button type="submit" disabled={add.isPending || full}>
          {add.isPending ? "Adding…" : "Add Calendar"}
        </Button>
      </div>
    </form>
  );
}
