import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The address rate limits are keyed by. Behind a trusted proxy it is the address that proxy
 * appended last to X-Forwarded-For; otherwise the socket's peer. Never a header alone.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}
