import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the browser prefers among ours: gzip before deflate at equal weight, as hono's. */
export function chosenEncoding(accepted: string | undefined): Encoding | undefined {
  if (accepted === undefined) return undefined;
  const accepts = parseAccept(accepted);
  const wildcard = accepts.find((accept) => accept.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** An answer's header by its lower-case name, wherever its headers are kept (a web Headers, Node's list). */
export type HeaderOf = (name: string) => string | null | undefined;

/**
 * Whether a browser could be sent this answer compressed, so that it says `Vary: Accept-Encoding`:
 * a text-like type, not a range, not already encoded, not a HEAD, not `no-transform`. Its length
 * does not count (a small answer of known length is sent as it is, and still says it varies), so
 * the rule can be applied where Node writes the headers, which knows the length node-server
 * worked out, not the one the answer gave (docs/decisions/052).
 */
export function variesByEncoding(status: number, method: string, header: HeaderOf): boolean {
  const type = header("content-type");
  const cacheControl = header("cache-control");
  return (
    status !== 206 &&
    method !== "HEAD" &&
    !header("content-encoding") &&
    !header("transfer-encoding") &&
    !!type &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !(cacheControl && NO_TRANSFORM.test(cacheControl))
  );
}

/** The answer's Vary with Accept-Encoding added, or undefined when it already says so (or `*`). */
export function varyWithEncoding(vary: string | null | undefined): string | undefined {
  if (vary === "*" || (vary && VARIES_BY_ENCODING.test(vary))) return undefined;
  return vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
}

/**
 * hono/compress's behaviour (gzip or deflate as the browser accepts, text-like types from 1 KB or
 * of unknown length, `Vary: Accept-Encoding` on every answer variesByEncoding names), after the
 * answer is made, without its cost: hono adds `Vary` through `c.header()`, which rebuilds every
 * answer as a full web Response streaming its body. `Vary` goes on the answer's own headers here,
 * and an answer is rebuilt only when it is compressed (docs/decisions/052).
 */
export function compressResponse(c: Context, encoding = chosenEncoding(c.req.header("Accept-Encoding"))): void {
  const headers = c.res.headers;
  if (!variesByEncoding(c.res.status, c.req.method, (name) => headers.get(name))) return;
  const vary = varyWithEncoding(headers.get("Vary"));
  if (vary) headers.set("Vary", vary);
  const length = headers.get("Content-Length");
  if (!encoding || !c.res.body || (length && Number(length) < THRESHOLD_BYTES)) return;
  c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res);
  c.res.headers.delete("Content-Length");
  c.res.headers.set("Content-Encoding", encoding);
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
}
