import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "sonner";
import { authMessageTitle } from "../../shared/schemas/auth";

/** Forms report a problem as a toast (spec 8), the first problem of the form's order. */
export function toastFirstError<T extends FieldValues>(order: (keyof T)[]) {
  return (errors: FieldErrors<T>) => {
    const key = order.find((name) => errors[name]);
    const message = key ? errors[key]?.message : undefined;
    if (typeof message === "string") toast.error(authMessageTitle(message), { description: message });
  };
}
