import { useMutation, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";
import { useRef } from "react";
import { hasErrorCode } from "./api-error";
import { isRefusal } from "./error-toast";

/** The header the server reads (server/lib/idempotency.ts, docs/decisions/025). */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ "Idempotency-Key": key });

/** 128 random bits as hex; getRandomValues works on plain http too, where randomUUID is missing. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Which key a press sends. A submission keeps its key while the server has not answered it (a
 * double click, a retry after a fault or while it is "already being processed"); once answered,
 * done or refused, or with other variables, the next press is a new submission with a new key.
 */
export class SubmissionKeys {
  private current: { key: string; fingerprint: string; answered: boolean } | null = null;

  constructor(private readonly makeKey: () => string = newKey) {}

  keyFor(variables: unknown): string {
    const fingerprint = JSON.stringify(variables ?? null);
    const current = this.current;
    if (current && !current.answered && current.fingerprint === fingerprint) return current.key;
    this.current = { key: this.makeKey(), fingerprint, answered: false };
    return this.current.key;
  }

  /** The server's answer to the request sent with `key`: `error` undefined when it succeeded. */
  settle(key: string, error?: unknown) {
    if (this.current?.key !== key) return;
    const answered = error === undefined || (isRefusal(error) && !hasErrorCode(error, "REQUEST_IN_PROGRESS"));
    if (answered) this.current.answered = true;
  }
}

export type IdempotentMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  "mutationFn"
> & {
  /** Sends the request with these headers (the submission's Idempotency-Key). */
  mutationFn: (variables: TVariables, headers: Record<string, string>) => Promise<TData>;
};

/**
 * useMutation for a create that costs money or changes someone's day (docs/architecture.md section 4, "twice is
 * once"): each request carries its submission's Idempotency-Key (SubmissionKeys), so a double
 * click makes one row and both presses get the first answer. TanStack Query reports only the last
 * press's result, which is then that first answer: one success, no error.
 */
export function useIdempotentMutation<TData, TVariables = void, TContext = unknown>({
  mutationFn,
  ...options
}: IdempotentMutationOptions<TData, TVariables, TContext>): UseMutationResult<TData, Error, TVariables, TContext> {
  const keys = useRef<SubmissionKeys | null>(null);
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    mutationFn: async (variables) => {
      keys.current ??= new SubmissionKeys();
      const submissions = keys.current;
      const key = submissions.keyFor(variables);
      try {
        const data = await mutationFn(variables, idempotencyHeaders(key));
        submissions.settle(key);
        return data;
      } catch (error) {
        submissions.settle(key, error);
        throw error;
      }
    },
  });
}
