import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Field } from "./field";
import { Input } from "./input";

/** The labelled search box of every filtered list: a magnifier, then the text. */
export function SearchField({ label, className, ...props }: Omit<ComponentProps<"input">, "type"> & { label: string }) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input {...props} {...control} type="search" className="pl-9" />
        </div>
      )}
    </Field>
  );
}
