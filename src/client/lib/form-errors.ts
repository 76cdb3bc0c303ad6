import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "sonner";
import { authMessageTitle } from "../../shared/schemas/auth";

interface TitledMessage {
  title: string;
  message: string;
}

const isTitled = (value: unknown): value is TitledMessage =>
  typeof value === "object" && value !== null && "title" in value && "message" in value;

/** The toast title a shared schema gives `message` (its `{ title, message }` entry), else `fallback`. */
export function titleFrom(messages: Record<string, unknown>, fallback: string) {
  return (message: string) =>
    Object.values(messages).find((entry): entry is TitledMessage => isTitled(entry) && entry.message === message)?.title ?? fallback;
}

/**
 * Forms report a problem as a toast (spec 8): the first problem in the form's order, titled as
 * the shared schema titles it (the account forms' titles by default).
 */
export function toastFirstError<T extends FieldValues>(order: (keyof T)[], titleOf: (message: string) => string = authMessageTitle) {
  return (errors: FieldErrors<T>) => {
    const key = order.find((name) => errors[name]);
    const message = key ? errors[key]?.message : undefined;
    if (typeof message === "string") toast.error(titleOf(message), { description: message });
  };
}
