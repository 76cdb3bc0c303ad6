import { zodResolver } from "@hookform/resolvers/zod";
import { bookingPromise } from "../../../shared/domain/dispatch";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  BATHROOM_OPTIONS,
  BEDROOMS,
  CLEANING_TYPES,
  DEFAULT_DURATION_HOURS,
  DURATION_HOURS,
  MAX_SPECIAL_INSTRUCTIONS,
  MAX_SQ_FT,
  slotStart,
  TIME_SLOTS,
  todayIn,
  type TimeSlotId,
  zonedTime,
} from "../../../shared/domain/booking";
import { zonePlaceName } from "../../../shared/domain/address-zone";
import { planCoversUnit } from "../../../shared/domain/plan-usage";
import { bedroomsText } from "../../../shared/domain/unit-size";
import { sameClock, zoneAbbreviation } from "../../../shared/domain/zone-format";
import { formatUSD } from "../../../shared/format";
import {
  addDays,
  BOOKING_MAX_DAYS_AHEAD,
  bookingMessages,
  createJobSchema,
  isCalendarDate,
  type CreateJobInput,
  type CreateJobValues,
} from "../../../shared/schemas/booking";
import { Button } from "../../components/ui/button";
import { CheckboxField, SelectField, TextareaField, TextField } from "../../components/ui/field";
import { formatJobDate, formatJobTime, viewerTimeZone } from "../../lib/format";
import { toastFailure } from "../../lib/error-toast";
import { titleFrom, toastFirstError } from "../../lib/form-errors";
import { useNow } from "../../lib/use-now";
import { useCreateJob, type BookingOptions } from "./api";
import { BookingSummary, extraCleanDescription } from "./booking-summary";

/**
 * The zone the form reads the date and slots in: the chosen unit's, as the server books them
 * (docs/decisions/064); the viewer's own until a unit is chosen.
 */
function bookingZone(options: BookingOptions, unitId: string | undefined): string {
  return options.units.find((unit) => unit.unitId === unitId)?.timeZone ?? viewerTimeZone();
}

/**
 * Selects and inputs hold text; the schema takes a number, or null for "Not specified" or blank.
 * react-hook-form also passes the default (null) through it when the field registers.
 */
const optionalNumber = {
  setValueAs: (value: string | number | null) => (value === null || String(value).trim() === "" ? null : Number(value)),
};

// spec 8: unit, date and slot missing is "Missing Information" first; the rest as the server words it.
const PROBLEM_ORDER: (keyof CreateJobInput)[] = [
  "unitId",
  "date",
  "slot",
  "type",
  "durationHours",
  "sqFt",
  "bedrooms",
  "bathrooms",
  "specialInstructions",
];
const toastProblem = toastFirstError<CreateJobInput>(PROBLEM_ORDER, titleFrom(bookingMessages, bookingMessages.createFailed));

const BEDROOM_COUNTS = Array.from({ length: BEDROOMS.max - BEDROOMS.min + 1 }, (_, index) => BEDROOMS.min + index);

/**
 * spec 2 and 9: the 'Book New Cleaning' form. `clientReady` is false when the client record failed to
 * load; `dispatchOn` says the booked job is offered to cleaners one at a time (docs/decisions/067).
 */
export function BookingForm({ options, clientReady, dispatchOn }: { options: BookingOptions; clientReady: boolean; dispatchOn: boolean }) {
  const create = useCreateJob();
  const navigate = useNavigate();
  // The cleaning type and slot start unchosen (''): the shared schema refuses them with its words.
  const form = useForm<CreateJobInput, unknown, CreateJobValues>({
    resolver: zodResolver(createJobSchema),
    defaultValues: {
      unitId: options.units.length === 1 ? options.units[0]!.unitId : "",
      date: "",
      durationHours: DEFAULT_DURATION_HOURS,
      bedrooms: null,
      bathrooms: null,
      sqFt: null,
      specialInstructions: "",
      isExtraClean: false,
    },
  });
  const [unitId, type, date, isExtraClean] = useWatch({ control: form.control, name: ["unitId", "type", "date", "isExtraClean"] });
  const now = useNow();
  const timeZone = bookingZone(options, unitId);
  const today = todayIn(timeZone, new Date(now));
  // The slots are the unit's wall clock: said so when the viewer's clock reads otherwise.
  // The chosen day's abbreviation: a date past a daylight-saving change reads CST, not today's CDT.
  const onDay = date && isCalendarDate(date) ? zonedTime(date, 12, timeZone) : new Date(now);
  const elsewhere = !sameClock(onDay, timeZone, viewerTimeZone());
  // Before a unit is chosen a shared pool already covers the booking; a per-unit plan waits for the unit.
  const covering = options.plan && planCoversUnit(options.plan, unitId) ? options.plan : null;
  // A slot of today that has already started cannot be booked (the server refuses it too).
  const slotStarted = (slotId: TimeSlotId) => date === today && slotStart(date, slotId, timeZone).getTime() <= now;

  const submit = form.handleSubmit((input) => {
    if (!clientReady) return void toast.error(bookingMessages.clientMissing);
    create.mutate(input, {
      onSuccess: ({ job }) => {
        toast.success("Cleaning booked!", {
          description: `${job.type} on ${formatJobDate(job.scheduledStart, job.timeZone)} at ${formatJobTime(job.scheduledStart, job.timeZone)}. ${bookingPromise(dispatchOn)}`,
        });
        void navigate("/client/upcoming");
      },
      // A rule's refusal (inactive account or unit, a started slot) is not a fault to retry.
      onError: (error) => toastFailure(error, bookingMessages.createFailed),
    });
  }, toastProblem);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Book New Cleaning">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Unit" {...form.register("unitId")}>
          <option value="">Select a unit</option>
          {options.units.map((unit) => (
            <option key={unit.unitId} value={unit.unitId}>
              {unit.label} — {unit.fullAddress}
            </option>
          ))}
        </SelectField>
        <SelectField label="Cleaning Type" {...form.register("type")}>
          <option value="">Select a cleaning type</option>
          {CLEANING_TYPES.map((cleaning) => (
            <option key={cleaning.name} value={cleaning.name}>
              {cleaning.name} ({formatUSD(cleaning.basePriceCents, { whole: true })})
            </option>
          ))}
        </SelectField>
        <TextField label="Date" type="date" min={today} max={addDays(today, BOOKING_MAX_DAYS_AHEAD)} {...form.register("date")} />
        <SelectField
          label="Time Slot"
          description={elsewhere ? `Times are ${zonePlaceName(timeZone)} time (${zoneAbbreviation(onDay, timeZone)}).` : undefined}
          {...form.register("slot")}
        >
          <option value="">Select a time slot</option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot.id} value={slot.id} disabled={slotStarted(slot.id)}>
              {slot.label}
              {slotStarted(slot.id) ? " (already started)" : ""}
            </option>
          ))}
        </SelectField>
        <SelectField label="Duration" {...form.register("durationHours", { setValueAs: Number })}>
          {DURATION_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {hours} {hours === 1 ? "hour" : "hours"}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Square Footage"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SQ_FT}
          step={1}
          placeholder="Optional"
          {...form.register("sqFt", optionalNumber)}
        />
        <SelectField label="Bedrooms" {...form.register("bedrooms", optionalNumber)}>
          <option value="">Not specified</option>
          {BEDROOM_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count === 0 ? bedroomsText(0) : count}
            </option>
          ))}
        </SelectField>
        <SelectField label="Bathrooms" {...form.register("bathrooms", optionalNumber)}>
          <option value="">Not specified</option>
          {BATHROOM_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Special Instructions"
        placeholder="Access, pets, areas to focus on…"
        maxLength={MAX_SPECIAL_INSTRUCTIONS}
        {...form.register("specialInstructions")}
      />
      <CheckboxField
        label="Extra clean"
        // docs/decisions/010: the price rule the summary shows, in words beside the option.
        description={extraCleanDescription(covering)}
        {...form.register("isExtraClean")}
      />
      <BookingSummary covering={covering} type={type || ""} isExtraClean={isExtraClean ?? false} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={!type || create.isPending}>
          {create.isPending ? "Booking…" : "Book Cleaning"}
        </Button>
      </div>
    </form>
  );
}
