// docs/decisions/069: one encrypted payload to one browser's push service (Web Push, RFC 8030/8291,
// VAPID RFC 8292) through `web-push`, bounded in time, to public https addresses only (decision 058's
// rule: the endpoint is the browser's, so anyone signed in chooses where the server connects).
import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import webPush from "web-push";
import { isPrivateAddress } from "./private-address";
import type { VapidKeys } from "./vapid-keys";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult =
  /** 2xx: the push service took it. */
  | { kind: "delivered"; status: number }
  /** 404 or 410: the subscription is gone for good. */
  | { kind: "gone"; status: number }
  /** 429: the service asks to wait (Retry-After, in ms, when it said). */
  | { kind: "throttled"; retryAfterMs: number | null }
  /** Anything else: another status, a timeout, an address refused or unreachable. */
  | { kind: "failed"; reason: string };

export interface PushClient {
  send(target: PushTarget, payload: string): Promise<PushResult>;
  /** ES256 signatures made so far: one per push service per reuse period, not one per send. */
  readonly signatures: number;
}

export const PUSH_TIMEOUT_MS = 10_000;
/** A push older than a day tells of a day gone by: the service may drop it after that. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The VAPID JWT's life, and how long one is reused (an hour's margin for clocks and slow sends). */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
export const VAPID_REUSE_MS = 11 * 60 * 60 * 1000;
export const MAX_ENDPOINT_LENGTH = 1000;
const MAX_AUDIENCES = 100;
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * Why an endpoint cannot be used, or null: https only, no credentials, not written as a private
 * address. `allowPrivate` (ALLOW_PRIVATE_PUSH_ENDPOINTS, tests only) also lets plain http and this machine.
 */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return `The push address is longer than ${MAX_ENDPOINT_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The push address is not a web address.";
  }
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) return "The push address must start with https://.";
  if (url.username || url.password || !url.hostname) return "The push address is not a web address.";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return "The push address points to a private network.";
  return null;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface PushClientOptions {
  keys: VapidKeys;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** The clock the reuse of a signature is judged by (tests move it). */
  now?: () => number;
}

export function createPushClient({ keys, allowPrivate, timeoutMs = PUSH_TIMEOUT_MS, now = Date.now }: PushClientOptions): PushClient {
  const headers = new Map<string, { authorization: string; reuseUntil: number }>();
  let signatures = 0;

  /** The Authorization header for a push service (its origin, the JWT's audience), signed at most once per reuse period. */
  const authorizationFor = (audience: string): string => {
    const at = now();
    const cached = headers.get(audience);
    if (cached && cached.reuseUntil > at) return cached.authorization;
    const expiration = Math.floor(at / 1000) + VAPID_TOKEN_SECONDS;
    const signed = webPush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, "aes128gcm", expiration);
    signatures += 1;
    if (headers.size >= MAX_AUDIENCES) headers.delete(headers.keys().next().value ?? "");
    headers.set(audience, { authorization: signed.Authorization, reuseUntil: at + VAPID_REUSE_MS });
    return signed.Authorization;
  };

  return {
    get signatures() {
      return signatures;
    },
    async send(target, payload) {
      const problem = pushEndpointProblem(target.endpoint, allowPrivate);
      if (problem) return { kind: "failed", reason: problem };
      const url = new URL(target.endpoint);
      // As web-push's generateRequestDetails frames it (RFC 8291 aes128gcm: salt, record size and key
      // in the body), with the signature ours, reused.
      const encrypted = webPush.encrypt(target.p256dh, target.auth, payload, "aes128gcm");
      const requestHeaders = {
        TTL: String(PUSH_TTL_SECONDS),
        Urgency: "normal",
        "Content-Type": "application/octet-stream",
        "Content-Encoding": "aes128gcm",
        "Content-Length": String(encrypted.cipherText.length),
        Authorization: authorizationFor(url.origin),
      };
      return post(url, requestHeaders, encrypted.cipherText, { allowPrivate, timeoutMs, now });
    },
  };
}

interface Vetted {
  address: string;
  family: number;
}

/** Resolves the host once; every address must be public unless allowed. The request connects to the one checked. */
async function vet(url: URL, allowPrivate: boolean): Promise<Vetted | null> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const found: Vetted[] = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (!found[0]) return null;
  if (!allowPrivate && found.some((entry) => isPrivateAddress(entry.address))) return null;
  return found[0];
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  { allowPrivate, timeoutMs, now }: { allowPrivate: boolean; timeoutMs: number; now: () => number },
): Promise<PushResult> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const unreachable: PushResult = { kind: "failed", reason: "The push service could not be reached" };
  const timedOut: PushResult = { kind: "failed", reason: `The push service took longer than ${timeoutMs / 1000} s` };
  return vet(url, allowPrivate).then((vetted) => {
    if (!vetted) return unreachable;
    if (deadline.aborted) return timedOut;
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [vetted]);
      else callback(null, vetted.address, vetted.family);
    };
    const options: RequestOptions = { method: "POST", headers, lookup: pinned, signal: deadline };
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<PushResult>((resolve) => {
      let settled = false;
      const settle = (result: PushResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const outgoing = send(url, options, (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        // The answer's body says nothing we act on; it is read (to a limit) so the socket is freed.
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on("error", () => undefined);
        response.resume();
        if (status >= 200 && status < 300) settle({ kind: "delivered", status });
        else if (status === 404 || status === 410) settle({ kind: "gone", status });
        else if (status === 429) {
          settle({ kind: "throttled", retryAfterMs: retryAfterMs(response.headers["retry-after"], now()) });
        } else settle({ kind: "failed", reason: `The push service answered ${status}` });
      });
      outgoing.on("error", () => settle(deadline.aborted ? timedOut : unreachable));
      outgoing.end(body);
    });
  });
}
