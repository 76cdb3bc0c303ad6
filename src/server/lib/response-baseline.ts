import { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { compressResponse } from "./compress";
import { keepPrivate } from "./private-caching";
import { securityHeaders } from "./security-headers";

const REQUEST_ID_MAX_LENGTH = 255;
const REQUEST_ID_UNSAFE = /[^\w\-=]/;

/** A proxy's X-Request-Id when it is short and plain, as hono's requestId took it; otherwise a new one. */
function requestIdFrom(given: string | undefined): string {
  return given && given.length <= REQUEST_ID_MAX_LENGTH && !REQUEST_ID_UNSAFE.test(given) ? given : crypto.randomUUID();
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/** Node's own response, when @hono/node-server serves the request (its bindings); none in app.request. */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * What every answer gets, in one middleware instead of four (docs/decisions/052): its request id
 * (X-Request-Id; a fault's log line and 5xx body name it, so a user's "Request id" finds the one
 * log line behind their failed action), `no-store` on the API's JSON (private-caching.ts),
 * compression (compress.ts) and the security headers (security-headers.ts), unless the answer
 * set one of them itself. Each middleware layer costs every request a few promises, and Better
 * Auth's AsyncLocalStorage makes every promise in the process dearer; a bare request was mostly that.
 *
 * Served by Node, the request id and the security headers go on Node's own response, which
 * node-server merges with the answer's headers (the answer's own value winning) when it writes
 * it. On the web Headers of the answer they cost every request more than Hono itself does: an
 * answer with more than one header is kept in a web Headers, filled one validated header at a
 * time and turned back into Node's header object. In process (app.request, the tests) they go on
 * the answer's headers, with the same rule.
 */
export function responseBaseline({ production }: { production: boolean }): MiddlewareHandler<AppEnv> {
  const security = securityHeaders({ production });
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header("X-Request-Id"));
    c.set("requestId", requestId);
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      for (const [name, value] of security) outgoing.setHeader(name, value);
      outgoing.setHeader("X-Request-Id", requestId);
    }
    await next();
    if (isApi(c.req.path)) keepPrivate(c);
    compressResponse(c);
    if (outgoing) return;
    const headers = c.res.headers;
    for (const [name, value] of security) if (!headers.has(name)) headers.set(name, value);
    if (!headers.has("X-Request-Id")) headers.set("X-Request-Id", requestId);
  };
}
