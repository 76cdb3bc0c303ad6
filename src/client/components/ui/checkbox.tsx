import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A native checkbox (keyboard and forms work as browsers make them), styled to the theme. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-4 shrink-0 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}
