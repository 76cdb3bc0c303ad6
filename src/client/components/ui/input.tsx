import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const fieldClasses =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  // Only text inputs: Chrome counts every <select> as :read-only, which would grey them all.
  return <input className={cn(fieldClasses, "read-only:bg-muted", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "pr-8", className)} {...props} />;
}
