import { useId, type ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled input; `invalid` marks it for assistive technology and styling. */
export function TextField({ label, invalid, ...props }: ComponentProps<typeof Input> & { label: string; invalid?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={invalid || undefined} {...props} />
    </div>
  );
}
