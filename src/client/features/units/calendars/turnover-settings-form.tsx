import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { timeZoneLabel, US_TIME_ZONES } from "../../../../shared/domain/address-zone";
import { CLEANING_TYPE_NAMES, DURATION_HOURS } from "../../../../shared/domain/booking";
import { TURNOVER_DAY_LABELS, TURNOVER_DAYS } from "../../../../shared/domain/turnovers";
import { turnoverSettingsSchema, type TurnoverSettingsInput } from "../../../../shared/schemas/calendars";
import { Button } from "../../../components/ui/button";
import { CheckboxField, SelectField, TextField } from "../../../components/ui/field";
import { toastFailure } from "../../../lib/error-toast";
import { useSaveTurnoverSettings, type TurnoverSettings } from "./api";

/** The zones a unit may hold (docs/decisions/064), a saved one from before the list included. */
function timeZoneOptions(saved: string | null): { zone: string; label: string }[] {
  const zones: { zone: string; label: string }[] = [...US_TIME_ZONES];
  return saved && !zones.some(({ zone }) => zone === saved) ? [{ zone: saved, label: saved }, ...zones] : zones;
}

/** How the unit's reservations become cleanings; applies from the next sync (docs/decisions/054). */
export function TurnoverSettingsForm({
  unitId,
  settings,
  addressTimeZone,
}: {
  unitId: string;
  settings: TurnoverSettings;
  /** The zone the unit's address gives, offered as "From the address". */
  addressTimeZone: string;
}) {
  const save = useSaveTurnoverSettings(unitId);
  const form = useForm<TurnoverSettingsInput>({
    resolver: zodResolver(turnoverSettingsSchema, undefined, { raw: true }),
    defaultValues: {
      turnoverDay: settings.turnoverDay,
      turnoverType: settings.turnoverType,
      durationHours: settings.durationHours,
      checkoutTime: settings.checkoutTime,
      checkinTime: settings.checkinTime,
      // The address's zone reads "From the address", as on the unit form: it follows a new address.
      timeZone: settings.timeZone === null || settings.timeZone === addressTimeZone ? "" : settings.timeZone,
      ignoreBlocks: settings.ignoreBlocks,
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ retimed }) => {
        // Saving re-times the unit's upcoming turnovers at once, with one summary email (docs/decisions/065).
        const description =
          retimed === 0
            ? "They apply from the next sync."
            : `${retimed} upcoming ${retimed === 1 ? "turnover" : "turnovers"} re-timed; we emailed you a summary.`;
        toast.success("Turnover settings saved", { description });
        form.reset(input);
      },
      onError: (error) => toastFailure(error, "Failed to save turnover settings"),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Turnover settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Clean on" error={errors.turnoverDay?.message} {...form.register("turnoverDay")}>
          {TURNOVER_DAYS.map((day) => (
            <option key={day} value={day}>
              {TURNOVER_DAY_LABELS[day]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Cleaning type" error={errors.turnoverType?.message} {...form.register("turnoverType")}>
          {CLEANING_TYPE_NAMES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField label="Check-out time" type="time" error={errors.checkoutTime?.message} {...form.register("checkoutTime")} />
        <TextField label="Check-in time" type="time" error={errors.checkinTime?.message} {...form.register("checkinTime")} />
        <SelectField
          label="Duration"
          description="How long the cleaning takes from the check-out time; it is done by the next check-in."
          error={errors.durationHours?.message}
          {...form.register("durationHours", { valueAsNumber: true })}
        >
          {DURATION_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {hours} {hours === 1 ? "hour" : "hours"}
            </option>
          ))}
        </SelectField>
        <SelectField label="Time zone" error={errors.timeZone?.message} {...form.register("timeZone")}>
          <option value="">From the address: {timeZoneLabel(addressTimeZone)}</option>
          {timeZoneOptions(settings.timeZone).map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField
        label="Ignore blocked dates"
        description={
          'Dates marked "Not available" or "Blocked" make no cleaning. Booking.com marks its stays "CLOSED - Not available": turn this off for a Booking.com calendar.'
        }
        {...form.register("ignoreBlocks")}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
