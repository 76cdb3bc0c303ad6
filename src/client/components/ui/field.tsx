import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Checkbox } from "./checkbox";
import { Input, Select } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";

/** What a control needs to be announced with its field: the label's target, its help and its problem. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldText {
  label: string;
  /** Said after the label, quieter: "(optional)". Part of the control's accessible name. */
  hint?: string;
  /** Help under the control, read with it (aria-describedby). */
  description?: ReactNode;
  /** The field's problem, shown under it and read with the control; marks it invalid. */
  error?: string;
  /** Invalid without a message here (the form reports its problems as a toast, spec 8). */
  invalid?: boolean;
}

/** The ids and ARIA a field's parts share, merged with any `aria-describedby` the control brings. */
function useFieldIds({
  id,
  description,
  error,
  invalid,
  describedBy,
}: {
  id?: string;
  description?: ReactNode;
  error?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id: controlId,
    ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
    ...(invalid || error ? { "aria-invalid": true } : {}),
  };
  return { control, descriptionId, errorId };
}

function FieldMessages({
  description,
  descriptionId,
  error,
  errorId,
}: {
  description?: ReactNode;
  descriptionId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The one labelled field: a visible label, the control (given its id and ARIA), then its help and
 * its problem. TextField, SelectField and TextareaField are this with the usual controls.
 */
export function Field({
  label,
  hint,
  description,
  error,
  invalid,
  id,
  describedBy,
  className,
  children,
}: FieldText & { id?: string; describedBy?: string; className?: string; children: (control: FieldControlProps) => ReactNode }) {
  const { control, descriptionId, errorId } = useFieldIds({ id, description, error, invalid, describedBy });
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={control.id}>
        {label}
        {hint && <span className="font-normal text-muted-foreground"> {hint}</span>}
      </Label>
      {children(control)}
      <FieldMessages description={description} descriptionId={descriptionId} error={error} errorId={errorId} />
    </div>
  );
}

type ControlOf<C extends "input" | "select" | "textarea"> = Omit<ComponentProps<C>, "children"> & FieldText;

export function TextField({ label, hint, description, error, invalid, id, "aria-describedby": describedBy, ...props }: ControlOf<"input">) {
  return <Field {...{ label, hint, description, error, invalid, id, describedBy }}>{(control) => <Input {...props} {...control} />}</Field>;
}

/** A native select: keyboard and mobile pickers work as browsers make them. */
export function SelectField({
  label,
  hint,
  description,
  error,
  invalid,
  id,
  children,
  "aria-describedby": describedBy,
  ...props
}: ControlOf<"select"> & { children: ReactNode }) {
  return (
    <Field {...{ label, hint, description, error, invalid, id, describedBy }}>
      {(control) => (
        <Select {...props} {...control}>
          {children}
        </Select>
      )}
    </Field>
  );
}

export function TextareaField({
  label,
  hint,
  description,
  error,
  invalid,
  id,
  "aria-describedby": describedBy,
  ...props
}: ControlOf<"textarea">) {
  return (
    <Field {...{ label, hint, description, error, invalid, id, describedBy }}>{(control) => <Textarea {...props} {...control} />}</Field>
  );
}

/** A checkbox with its label beside it and its help under the label. */
export function CheckboxField({
  label,
  hint,
  description,
  error,
  invalid,
  id,
  className,
  "aria-describedby": describedBy,
  ...props
}: Omit<ComponentProps<typeof Checkbox>, "children"> & FieldText) {
  const { control, descriptionId, errorId } = useFieldIds({ id, description, error, invalid, describedBy });
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <Checkbox {...props} {...control} className="mt-0.5" />
      <div className="flex flex-col gap-1">
        <Label htmlFor={control.id}>
          {label}
          {hint && <span className="font-normal text-muted-foreground"> {hint}</span>}
        </Label>
        <FieldMessages description={description} descriptionId={descriptionId} error={error} errorId={errorId} />
      </div>
    </div>
  );
}

/** A group of controls under one legend (checkboxes, a star rating), its problem read with the group. */
export function FieldSet({
  legend,
  error,
  className,
  children,
}: {
  legend: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={cn("flex flex-col gap-3", className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium leading-none">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
