import type { Env } from "../env";

/** The origins our own pages are served from: the only ones allowed to send mutations. */
export function allowedOrigins(env: Env): string[] {
  const origins = new Set([new URL(env.publicUrl).origin]);
  if (!env.production) {
    // Locally the same server answers on both names; a browser may use either.
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return [...origins];
}
