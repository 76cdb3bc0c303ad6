import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { addressKey } from "./address-key";

/**
 * What per-address rate limits count by: the client's IPv4 address, or its IPv6 /64 network
 * (docs/decisions/017). Every limiter keyed "per IP" uses this, so none can be dodged by hopping
 * through the addresses of one IPv6 subscriber.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  return addressKey(clientAddress(c, trustProxy));
}

/**
 * The client's own address, as Better Auth expects it. Behind a trusted proxy it is the address
 * that proxy appended last to X-Forwarded-For; otherwise the socket's peer. Never a header alone.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}
