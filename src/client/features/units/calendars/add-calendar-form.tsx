import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { calendarPreviewText, MAX_CALENDARS_PER_UNIT, type CalendarPreview } from "../../../../shared/domain/turnovers";
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
import { useAddCalendar, usePreviewCalendar } from "./api";

const EMPTY: AddCalendarInput = { label: "", url: "" };

/**
 * Connects a feed by its export link; the runner syncs it within a minute. First the server reads
 * the feed and says what it would book ("4 turnovers in the next 30 days, about $480, 2 counted
 * against your plan"), then the client confirms (docs/decisions/065).
 */
export function AddCalendarForm({ unitId, count }: { unitId: string; count: number }) {
  const add = useAddCalendar(unitId);
  const previewing = usePreviewCalendar(unitId);
  const [preview, setPreview] = useState<{ input: AddCalendarInput; result: CalendarPreview } | null>(null);
  const form = useForm<AddCalendarInput>({ resolver: zodResolver(addCalendarSchema, undefined, { raw: true }), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const full = count >= MAX_CALENDARS_PER_UNIT;

  const labelTaken = (error: Error) => {
    // A label the unit's calendars already have is the Label field's problem: say so there too.
    if (hasErrorCode(error, "CALENDAR_LABEL_TAKEN")) form.setError("label", { message: error.message }, { shouldFocus: true });
  };

  const submit = form.handleSubmit((input) =>
    previewing.mutate(input, {
      onSuccess: (result) => setPreview({ input, result }),
      onError: (error) => {
        labelTaken(error);
        toastFailure(error, "Failed to read calendar");
      },
    }),
  );

  // An edited field makes the preview someone else's feed: ask again.
  const register = (name: keyof AddCalendarInput) => form.register(name, { onChange: () => setPreview(null) });

  const connect = () =>
    preview &&
    add.mutate(preview.input, {
      onSuccess: ({ calendar }) => {
        toast.success("Calendar added", { description: `${calendar.label}: its reservations become turnovers at the next sync.` });
        setPreview(null);
        form.reset(EMPTY);
      },
      onError: (error) => {
        labelTaken(error);
        setPreview(null);
        toastFailure(error, "Failed to add calendar");
      },
    });

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
        {...register("label")}
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
        {...register("url")}
      />
      {full && <p className="text-sm text-muted-foreground">{calendarMessages.tooMany}</p>}
      {preview ? (
        <section className="flex flex-col gap-3 rounded-md bg-muted/50 p-3" aria-label="What this calendar will book">
          <p role="status" className="text-sm font-medium">
            {calendarPreviewText(preview.result)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={connect} disabled={add.isPending || full}>
              {add.isPending ? "Connecting…" : "Connect Calendar"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setPreview(null)} disabled={add.isPending}>
              Not Now
            </Button>
          </div>
        </section>
      ) : (
        <div>
          <Button type="submit" disabled={previewing.isPending || full}>
            {previewing.isPending ? "Reading calendar…" : "Add Calendar"}
          </Button>
        </div>
      )}
    </form>
  );
}
