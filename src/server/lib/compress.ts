import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the browser prefers among ours: gzip before deflate at equal weight, as hono's. */
function chosenEncoding(accepted: string | undefined): Encoding | undefined {
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

/**
 * hono/compress's behaviour (gzip or deflate as the browser accepts, text-like types from 1 KB or
 * of unknown length, `Vary: Accept-Encoding` on every answer that could be compressed), after the
 * answer is made, without its cost: hono adds `Vary` through `c.header()`, which rebuilds every
 * answer as a full web Response streaming its body. `Vary` goes on the answer's own headers here,
 * and an answer is rebuilt only when it is compressed (docs/decisions/052).
 */
export function compressResponse(c: Context): void {
  const headers = c.res.headers;
  const length = headers.get("Content-Length");
  const type = headers.get("Content-Type");
  const cacheControl = headers.get("Cache-Control");
  if (
    c.res.status === 206 ||
    headers.has("Content-Encoding") ||
    headers.has("Transfer-Encoding") ||
    c.req.method === "HEAD" ||
    (length && Number(length) < THRESHOLD_BYTES) ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    (cacheControl && NO_TRANSFORM.test(cacheControl))
  )
    return;
  const vary = headers.get("Vary");
  if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary))) headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const encoding = chosenEncoding(c.req.header("Accept-Encoding"));
  if (!encoding || !c.res.body) return;
  c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res);
  c.res.headers.delete("Content-Length");
  c.res.headers.set("Content-Encoding", encoding);
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
}
