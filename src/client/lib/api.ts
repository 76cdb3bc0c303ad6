import { hc } from "hono/client";
import type { ApiRoutes } from "../../server/app";
import { toApiError } from "./api-error";

/**
 * Typed client for our API: paths, inputs and outputs come from the server's routes. Its errors
 * live in api-error.ts, so the prerendered pages' script has them without this client (decision 021).
 */
export const api = hc<ApiRoutes>("/api", { init: { credentials: "same-origin" } });

/** Awaits a call and returns its JSON, or throws an ApiError carrying the server's message. */
export async function unwrap<T>(call: Promise<{ ok: boolean; json(): Promise<T> } & Pick<Response, "status">>): Promise<T> {
  const response = await call;
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.json();
}
