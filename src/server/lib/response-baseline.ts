import type { MiddlewareHandler } from "hono";
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

/**
 * What every answer gets, in one middleware instead of four (docs/decisions/052): its request id
 * (X-Request-Id; a fault's log line and 5xx body name it, so a user's "Request id" finds the one
 * log line behind their failed action), `no-store` on the API's JSON (private-caching.ts),
 * compression (compress.ts) and the security headers (security-headers.ts). Each middleware
 * layer costs every request a few promises, and Better Auth's AsyncLocalStorage makes every
 * promise in the process dearer; a bare request was mostly that.
 */
export function responseBaseline({ production }: { production: boolean }): MiddlewareHandler<AppEnv> {
  const security = securityHeaders({ production });
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header("X-Request-Id"));
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    if (isApi(c.req.path)) keepPrivate(c);
    compressResponse(c);
    const headers = c.res.headers;
    for (const [name, value] of security) headers.set(name, value);
    headers.delete("X-Powered-By");
  };
}
