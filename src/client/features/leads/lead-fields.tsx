import { useId, type ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { CITY_LOCATIONS, OTHER_LOCATION, OTHER_LOCATION_LABEL } from "../../../shared/domain/lead-location";
import { SERVICE_TYPES } from "../../../shared/domain/services";
import { Checkbox } from "../../components/ui/checkbox";
import { Input, Select } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** A visible label, the control, and the field's problem under it (announced with the control). */
export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: FieldError; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {hint && <span className="font-normal text-muted-foreground"> {hint}</span>}
      </Label>
      {children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error?.message && (
        <p id={errorId} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** spec 2: the six cities as "City, ST", then Other with a text field for the city and state. */
export function LocationField({ register, otherRegister, location, error, otherError }: {
  register: UseFormRegisterReturn<"location">;
  otherRegister: UseFormRegisterReturn<"otherLocation">;
  location: string;
  error?: FieldError;
  otherError?: FieldError;
}) {
  return (
    <>
      <Field label="Location" error={error}>
        {(props) => (
          <Select {...props} {...register} required>
            <option value="" disabled>
              Select your city
            </option>
            {CITY_LOCATIONS.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
            <option value={OTHER_LOCATION}>{OTHER_LOCATION_LABEL}</option>
          </Select>
        )}
      </Field>
      {location === OTHER_LOCATION && (
        <Field label="City and state" error={otherError}>
          {(props) => <Input {...props} {...otherRegister} placeholder="e.g. Portland, OR" autoComplete="address-level2" required />}
        </Field>
      )}
    </>
  );
}

/** spec 3: the seven service types as a tick list; at least one is needed. */
export function ServicesField({ legend, register, error }: { legend: string; register: UseFormRegisterReturn<"services">; error?: FieldError }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 text-sm font-medium leading-none">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {SERVICE_TYPES.map((service) => (
          <label key={service} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted">
            <Checkbox value={service} {...register} />
            {service}
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </fieldset>
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
