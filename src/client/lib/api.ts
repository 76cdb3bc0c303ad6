import { hc } from "hono/client";
import type { ApiRoutes } from "../../server/app";

/** Typed client for our API: paths, inputs and outputs come from the server's routes. */
export const api = hc<ApiRoutes>("/api", { init: { credentials: "same-origin" } });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** Every error of our API, /api/auth included, is { error: { code, message } } (docs/decisions/017). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return new ApiError(response.status, body?.error?.code ?? String(response.status), body?.error?.message ?? FALLBACK_MESSAGE);
}

/** Awaits a call and returns its JSON, or throws an ApiError carrying the server's message. */
export async function unwrap<T>(call: Promise<{ ok: boolean; json(): Promise<T> } & Pick<Response, "status">>): Promise<T> {
  const response = await call;
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.json();
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}
