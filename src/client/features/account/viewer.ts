import type { InferResponseType } from "hono/client";
import type { api } from "../../lib/api";
import { toApiError } from "../../lib/api-error";

export type Viewer = NonNullable<InferResponseType<typeof api.me.$get, 200>["viewer"]>;

/**
 * Who is signed in (null when nobody), from GET /api/me: the one request behind every screen's
 * auth state, the app's (api.ts, cached) and a prerendered page's (page-account.ts, asked once).
 * A plain fetch, so a prerendered page carries neither the query cache nor the typed client.
 */
export async function fetchViewer(): Promise<Viewer | null> {
  const response = await fetch("/api/me", { credentials: "same-origin" });
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as { viewer: Viewer | null }).viewer;
}

/** The header's account part: who is here (undefined while unknown), and Sign Out. */
export interface AccountState {
  viewer: Viewer | null | undefined;
  signOut: () => void;
  signingOut: boolean;
}
