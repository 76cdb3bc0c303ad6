import { useMutation, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";
import { useRef } from "react";
import { isRefusal } from "./error-toast";

/** The header the server reads (server/lib/idempotency.ts, docs/decisions/025). */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ "Idempotency-Key": key });

/** 128 random bits as hex; getRandomValues works on plain http too, where randomUUID is missing. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface Submission {
  key: string;
  /** The variables it was made with: other variables are another submission. */
  fingerprint: string;
  /** The server answered (done or refused): the next press is a new submission. */
  answered: boolean;
}

export type IdempotentMutationOptions<TData, TVariables, TContext> = Omit<UseMutationOptions<TData, Error, TVariables, TContext>, "mutationFn"> & {
  /** Sends the request with these headers (the submission's Idempotency-Key). */
  mutationFn: (variables: TVariables, headers: Record<string, string>) => Promise<TData>;
};

/**
 * useMutation for a create that costs money or changes someone's day (ARCHITECTURE 4, "twice is
 * once"). A submission gets one Idempotency-Key: a second press with the same variables before
 * the server has answered (a double click), or a retry after a fault, sends the same key, so the
 * server makes one row and answers both with the first answer. Once answered, done or refused,
 * the next press is a new submission with a new key (booking the same cleaning twice on purpose).
 */
export function useIdempotentMutation<TData, TVariables = void, TContext = unknown>({
  mutationFn,
  ...options
}: IdempotentMutationOptions<TData, TVariables, TContext>): UseMutationResult<TData, Error, TVariables, TContext> {
  const submission = useRef<Submission | null>(null);
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    mutationFn: async (variables) => {
      const fingerprint = JSON.stringify(variables ?? null);
      let current = submission.current;
      if (!current || current.answered || current.fingerprint !== fingerprint) {
        current = { key: newKey(), fingerprint, answered: false };
        submission.current = current;
      }
      try {
        const data = await mutationFn(variables, idempotencyHeaders(current.key));
        current.answered = true;
        return data;
      } catch (error) {
        // A fault, or "already being processed", leaves the key for the retry of this submission.
        if (isRefusal(error) && error.code !== "REQUEST_IN_PROGRESS") current.answered = true;
        throw error;
      }
    },
  });
}
