import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerOptions } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { chosenEncoding, compressResponse, variesByEncoding, varyWithEncoding } from "./compress";
import { keepPrivate } from "./private-caching";
import { securityHeaders } from "./security-headers";

const REQUEST_ID_MAX_LENGTH = 255;
const REQUEST_ID_UNSAFE = /[^\w\-=]/;
const REQUEST_ID = "X-Request-Id";

/** A proxy's X-Request-Id when it is short and plain, as hono's requestId took it; otherwise a new one. */
function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === "string" && given.length <= REQUEST_ID_MAX_LENGTH && !REQUEST_ID_UNSAFE.test(given) ? given : crypto.randomUUID();
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

type HeaderList = [name: string, value: string][];
type WrittenHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/**
 * The headers an answer is written with: its own, `Vary: Accept-Encoding` when it could be
 * compressed and does not say so yet (an answer no one asked to compress, which responseBaseline
 * leaves unread), then each of the security headers and the request id it did not set itself, as
 * one flat list (Node writes it as it is, without building another header object).
 */
function withBaseline(
  response: ServerResponse,
  status: number,
  own: WrittenHeaders,
  security: HeaderList,
  requestId: string,
): OutgoingHttpHeader[] {
  const flat: OutgoingHttpHeader[] = [];
  // Each of the answer's headers by its lower-case name: where its value sits in the flat list.
  const named = new Map<string, number>();
  if (Array.isArray(own)) {
    // Node's flat form: name, value, name, value.
    flat.push(...own);
    for (let index = 0; index < own.length; index += 2) named.set(String(own[index]).toLowerCase(), index + 1);
  } else if (own) {
    for (const name of Object.keys(own)) {
      const value = own[name];
      if (value === undefined) continue;
      named.set(name.toLowerCase(), flat.push(name, value) - 1);
    }
  }
  const header = (name: string) => {
    const index = named.get(name);
    return index === undefined ? undefined : String(flat[index]);
  };
  if (variesByEncoding(status, response.req.method ?? "GET", header)) {
    const vary = varyWithEncoding(header("vary"));
    const index = named.get("vary");
    if (vary && index !== undefined) flat[index] = vary;
    else if (vary) flat.push("Vary", vary);
  }
  for (const [name, value] of security) if (!named.has(name.toLowerCase())) flat.push(name, value);
  if (!named.has("x-request-id")) flat.push(REQUEST_ID, requestId);
  return flat;
}

/** Node's response for a request the server serves: its request id is read as the request arrives. */
export class BaselineResponse extends ServerResponse {
  readonly requestId: string;

  // Node passes its own options (highWaterMark, ...) after the request: handed on as they come.
  constructor(...args: ConstructorParameters<typeof ServerResponse<IncomingMessage>>) {
    super(...args);
    const [request] = args;
    this.requestId = requestIdFrom(request.headers["x-request-id"]);
  }
}

/**
 * The HTTP server's options (serve's `serverOptions`): each response writes the request id and the
 * security headers into the header list node-server hands it, instead of the app putting them on
 * every answer (docs/decisions/052). On an answer's web Headers they cost a bare request more than
 * Hono itself (an answer with more than one header is kept in a web Headers, filled one validated
 * header at a time, then turned back into Node's header object), and `setHeader` on Node's response
 * validates each twice.
 */
export function baselineServerOptions({ production }: { production: boolean }): ServerOptions {
  const security = securityHeaders({ production });
  class Response extends BaselineResponse {
    override writeHead(statusCode: number, reason?: string | WrittenHeaders, headers?: WrittenHeaders): this {
      if (typeof reason === "string")
        return super.writeHead(statusCode, reason, withBaseline(this, statusCode, headers, security, this.requestId));
      return super.writeHead(statusCode, withBaseline(this, statusCode, reason, security, this.requestId));
    }
  }
  return { ServerResponse: Response as typeof ServerResponse };
}

/**
 * What every answer gets, in one middleware instead of four (docs/decisions/052): its request id
 * (X-Request-Id; a fault's log line and 5xx body name it, so a user's "Request id" finds the one
 * log line behind their failed action), `no-store` on the API's JSON (private-caching.ts),
 * compression (compress.ts) and the security headers (security-headers.ts), unless the answer
 * set one of them itself. Each middleware layer costs every request a few promises, and Better
 * Auth's AsyncLocalStorage makes every promise in the process dearer; a bare request was mostly that.
 *
 * Served with baselineServerOptions, the request id and the security headers are written by Node's
 * response (BaselineResponse); in process (app.request, the tests) they go on the answer's
 * headers here, by the same rule.
 */
export function responseBaseline({ production }: { production: boolean }): MiddlewareHandler<AppEnv> {
  const security = securityHeaders({ production });
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    const served = outgoing instanceof BaselineResponse;
    const requestId = served ? outgoing.requestId : requestIdFrom(c.req.header(REQUEST_ID));
    c.set("requestId", requestId);
    await next();
    if (isApi(c.req.path)) keepPrivate(c);
    const encoding = chosenEncoding(c.req.header("Accept-Encoding"));
    // Served, an answer no one asked to compress gets its Vary where Node writes it (withBaseline):
    // reading its headers here would turn node-server's light answer into a web Headers.
    if (encoding || !served) compressResponse(c, encoding);
    if (served) return;
    const headers = c.res.headers;
    for (const [name, value] of security) if (!headers.has(name)) headers.set(name, value);
    if (!headers.has(REQUEST_ID)) headers.set(REQUEST_ID, requestId);
  };
}
