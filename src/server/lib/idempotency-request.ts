// docs/decisions/025: a key names one request, as payment APIs have it. The same key with another
// body is a different request: replaying the first answer would silently drop the change, so it is
// refused instead. The request is kept as its method, path and a hash of its body in the key's
// existing text column (`request`), so no column is added.
import { createHash } from "node:crypto";
import type { Context } from "hono";

const BODY_HASH = / sha256:[0-9a-f]{64}$/;

/** Object keys in one order at every depth: the same data sent with its fields reordered is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return value;
}

/** A JSON body as data (spacing and field order do not count); any other body as its text. */
function canonicalBody(text: string): string {
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** "POST /api/client/jobs sha256:…". The body is the one the validators read (Hono keeps it). */
export async function requestFingerprint(c: Context): Promise<string> {
  const body = canonicalBody(await c.req.text());
  return `${c.req.method} ${c.req.path} sha256:${createHash("sha256").update(body).digest("hex")}`;
}

/** How a repeat's request compares with the one its key was first used for. */
export function compareRequests(first: string, repeat: string): "same" | "other-route" | "other-body" {
  const route = (request: string) => request.replace(BODY_HASH, "");
  if (route(first) !== route(repeat)) return "other-route";
  // A key taken before bodies were hashed names its route only (such keys are gone within 24 hours).
  if (!BODY_HASH.test(first)) return "same";
  return first === repeat ? "same" : "other-body";
}
