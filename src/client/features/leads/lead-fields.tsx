import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { CITY_LOCATIONS, OTHER_LOCATION, OTHER_LOCATION_LABEL } from "../../../shared/domain/lead-location";
import { SERVICE_TYPES } from "../../../shared/domain/services";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldSet, SelectField, TextField } from "../../components/ui/field";

/** spec 2: the six cities as "City, ST", then Other with a text field for the city and state. */
export function LocationField({
  register,
  otherRegister,
  location,
  error,
  otherError,
}: {
  register: UseFormRegisterReturn<"location">;
  otherRegister: UseFormRegisterReturn<"otherLocation">;
  location: string;
  error?: FieldError;
  otherError?: FieldError;
}) {
  return (
    <>
      <SelectField label="Location" error={error?.message} {...register} required>
        <option value="" disabled>
          Select your city
        </option>
        {CITY_LOCATIONS.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
        <option value={OTHER_LOCATION}>{OTHER_LOCATION_LABEL}</option>
      </SelectField>
      {location === OTHER_LOCATION && (
        <TextField
          label="City and state"
          error={otherError?.message}
          {...otherRegister}
          placeholder="e.g. Portland, OR"
          autoComplete="address-level2"
          required
        />
      )}
    </>
  );
}

/** spec 3: the seven service types as a tick list; at least one is needed. */
export function ServicesField({
  legend,
  register,
  error,
}: {
  legend: string;
  register: UseFormRegisterReturn<"services">;
  error?: FieldError;
}) {
  return (
    <FieldSet legend={legend} error={error?.message}>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {SERVICE_TYPES.map((service) => (
          <label key={service} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted">
            <Checkbox value={service} {...register} />
            {service}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

/**
 * The bot trap: out of sight and out of the tab order, so people leave it empty; scripts that
 * fill every field fill it too, and the server then stores nothing (decision 012).
 */
export function BotTrap({ register }: { register: UseFormRegisterReturn<"website"> }) {
  return (
    <div aria-hidden className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  );
}
