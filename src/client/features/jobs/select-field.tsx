import { useId, type ComponentProps, type ReactNode } from "react";
import { Select } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** A labelled native select (keyboard and mobile pickers work as browsers make them). */
export function SelectField({ label, hint, children, className, ...props }: ComponentProps<typeof Select> & { label: string; hint?: ReactNode }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Chromium matches a select with :read-only, which would grey it like a locked field. */}
      <Select id={id} aria-describedby={hint ? hintId : undefined} className={className} {...props}>
        {children}
      </Select>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
