import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  BATHROOM_OPTIONS,
  BEDROOMS,
  CLEANING_TYPES,
  DEFAULT_DURATION_HOURS,
  DURATION_HOURS,
  isValidTimeZone,
  MAX_SPECIAL_INSTRUCTIONS,
  MAX_SQ_FT,
  slotStart,
  TIME_SLOTS,
  todayIn,
  type CleaningType,
  type TimeSlotId,
} from "../../../shared/domain/booking";
import { planCoversUnit } from "../../../shared/domain/plan-usage";
import { formatUSD } from "../../../shared/format";
import { addDays, BOOKING_MAX_DAYS_AHEAD, bookingMessages } from "../../../shared/schemas/booking";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { TextField } from "../../components/ui/field";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { formatDate, formatTime } from "../../lib/format";
import { useCreateJob, type BookingOptions } from "./api";
import { BookingSummary } from "./booking-summary";
import { SelectField } from "./select-field";

/** The browser's IANA zone: the server turns the slot into an instant in it (docs/decisions/010). */
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : "UTC";
}

const EMPTY = {
  unitId: "",
  type: "" as CleaningType | "",
  date: "",
  slot: "",
  durationHours: DEFAULT_DURATION_HOURS,
  bedrooms: "",
  bathrooms: "",
  sqFt: "",
  specialInstructions: "",
  isExtraClean: false,
};
type BookingState = typeof EMPTY;

const optionalNumber = (value: string) => (value.trim() === "" ? null : Number(value));

/** spec 2 and 9: the 'Book New Cleaning' form. `clientReady` is false when the client record failed to load. */
export function BookingForm({ options, clientReady }: { options: BookingOptions; clientReady: boolean }) {
  const [form, setForm] = useState<BookingState>(() => ({ ...EMPTY, unitId: options.units.length === 1 ? options.units[0]!.unitId : "" }));
  const create = useCreateJob();
  const navigate = useNavigate();
  const instructionsId = useId();
  const extraId = useId();
  const extraHelpId = useId();
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  const set = <K extends keyof BookingState>(key: K, value: BookingState[K]) => setForm((current) => ({ ...current, [key]: value }));
  // Before a unit is chosen a shared pool already covers the booking; a per-unit plan waits for the unit.
  const covering = options.plan && planCoversUnit(options.plan, form.unitId) ? options.plan : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.unitId || !form.date || !form.slot) {
      return void toast.error(bookingMessages.missing.title, { description: bookingMessages.missing.message });
    }
    if (!clientReady) return void toast.error(bookingMessages.clientMissing);
    if (!form.type) return;
    create.mutate(
      {
        unitId: form.unitId,
        type: form.type,
        date: form.date,
        slot: form.slot as TimeSlotId,
        durationHours: form.durationHours,
        bedrooms: optionalNumber(form.bedrooms),
        bathrooms: optionalNumber(form.bathrooms),
        sqFt: optionalNumber(form.sqFt),
        specialInstructions: form.specialInstructions,
        isExtraClean: form.isExtraClean,
        timeZone,
      },
      {
        onSuccess: ({ job }) => {
          toast.success("Cleaning booked!", {
            description: `${job.type} on ${formatDate(job.scheduledStart)} at ${formatTime(job.scheduledStart)}. Cleaners claim jobs within 24 hours.`,
          });
          void navigate("/client/upcoming");
        },
        onError: (error) => toast.error(bookingMessages.createFailed, { description: error.message }),
      },
    );
  }

  // A slot of today that has already started cannot be booked (the server refuses it too).
  const slotStarted = (slotId: TimeSlotId) => form.date === today && slotStart(form.date, slotId, timeZone).getTime() <= Date.now();

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Book New Cleaning">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Unit" value={form.unitId} onChange={(event) => set("unitId", event.target.value)}>
          <option value="">Select a unit</option>
          {options.units.map((unit) => (
            <option key={unit.unitId} value={unit.unitId}>
              {unit.label} — {unit.fullAddress}
            </option>
          ))}
        </SelectField>
        <SelectField label="Cleaning Type" value={form.type} onChange={(event) => set("type", event.target.value as CleaningType | "")}>
          <option value="">Select a cleaning type</option>
          {CLEANING_TYPES.map((type) => (
            <option key={type.name} value={type.name}>
              {type.name} ({formatUSD(type.basePriceCents, { whole: true })})
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date"
          type="date"
          min={today}
          max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
          value={form.date}
          onChange={(event) => set("date", event.target.value)}
        />
        <SelectField label="Time Slot" value={form.slot} onChange={(event) => set("slot", event.target.value)}>
          <option value="">Select a time slot</option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot.id} value={slot.id} disabled={slotStarted(slot.id)}>
              {slot.label}
              {slotStarted(slot.id) ? " (already started)" : ""}
            </option>
          ))}
        </SelectField>
        <SelectField label="Duration" value={form.durationHours} onChange={(event) => set("durationHours", Number(event.target.value))}>
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
          value={form.sqFt}
          onChange={(event) => set("sqFt", event.target.value)}
        />
        <SelectField label="Bedrooms" value={form.bedrooms} onChange={(event) => set("bedrooms", event.target.value)}>
          <option value="">Not specified</option>
          {Array.from({ length: BEDROOMS.max - BEDROOMS.min + 1 }, (_, index) => BEDROOMS.min + index).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <SelectField label="Bathrooms" value={form.bathrooms} onChange={(event) => set("bathrooms", event.target.value)}>
          <option value="">Not specified</option>
          {BATHROOM_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={instructionsId}>Special Instructions</Label>
        <Textarea
          id={instructionsId}
          placeholder="Access, pets, areas to focus on…"
          maxLength={MAX_SPECIAL_INSTRUCTIONS}
          value={form.specialInstructions}
          onChange={(event) => set("specialInstructions", event.target.value)}
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id={extraId} aria-describedby={extraHelpId} className="mt-0.5" checked={form.isExtraClean} onChange={(event) => set("isExtraClean", event.target.checked)} />
        <div className="flex flex-col gap-1">
          <Label htmlFor={extraId}>Extra clean</Label>
          <p id={extraHelpId} className="text-sm text-muted-foreground">
            {/* docs/decisions/010: without a covering plan the option is recorded but changes no price. */}
            {covering
              ? `Book this beyond your ${covering.plan} plan's included cleans, at its extra-clean fee (${formatUSD(covering.extraCleanFeeCents)}).`
              : "Records this booking as an extra clean. With no plan covering the unit, it is priced as usual."}
          </p>
        </div>
      </div>
      <BookingSummary covering={covering} type={form.type} isExtraClean={form.isExtraClean} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={!form.type || create.isPending}>
          {create.isPending ? "Booking…" : "Book Cleaning"}
        </Button>
      </div>
    </form>
  );
}
