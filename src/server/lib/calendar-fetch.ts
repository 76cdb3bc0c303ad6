// docs/decisions/054 "Fetching safely", 058: a rental calendar's address is given by a client and
// fetched by the server, so the fetch is bounded in time, size and redirects, connects only to the
// public internet on the web's ports (80, 443) unless private addresses are allowed (tests), and
// words every network failure alike, so its answer cannot map the hosts and ports around the server.
// Every failure is an outcome in plain words, shown on the feed as it is; nothing here throws for a
// network problem.
import { lookup } from "node:dns/promises";
import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress, isSpecialPurposeAddress } from "./private-address";

/** The outcome of fetching a feed's address once (domain/rental-calendars/types.ts passes it on to the sync). */
export type FetchOutcome =
  | { kind: "fetched"; body: string; etag: string | null; lastModified: string | null }
  /** 304: the feed has not changed since the validators sent; a success with nothing to do. */
  | { kind: "not-modified" }
  /** `reason` is shown on the feed as it is ("The address answered 404", "Took longer than 10 s"). */
  | { kind: "failed"; reason: string };

export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
export const MAX_CALENDAR_BYTES = 2 * 1024 * 1024;
export const MAX_CALENDAR_REDIRECTS = 3;
export const CALENDAR_USER_AGENT = "Tidyline-Calendar-Sync/1.0 (+https://tidyline.example)";
/** The web's ports: any other (a database's, a mail server's, SSH) is no calendar's. */
export const CALENDAR_PORTS: readonly number[] = [443, 80];

/**
 * Why a fetch failed, as the feed shows it. The limits named are the product's (only tests pass others).
 * `unreachable` is every failure before an answer: a name not found, a name leading to a private or
 * this machine's own address, another port, refused, reset, no route, TLS, silence (decision 058).
 */
export const FETCH_FAILURE = {
  notWebAddress: "The address must start with https://, http:// or webcal://",
  unreachable: "The address could not be reached",
  /** Only for an address written as a private IP address: it says nothing the client did not write. */
  privateNetwork: "This address points to a private network and cannot be used",
  tooManyRedirects: "Too many redirects",
  /** The address answered, then took too long to send the calendar. */
  timeout: "Took longer than 10 s",
  tooLarge: "The calendar is larger than 2 MB",
  stopped: "The fetch was stopped",
  answered: (status: number) => `The address answered ${status}`,
} as const;

/** webcal:// becomes https://; http(s) kept; anything else (or not a URL, or user:pass@) is null. */
export function calendarFetchUrl(input: string): string | null {
  const text = input.trim().replace(/^webcals?:\/\//i, "https://");
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  // Credentials in the address would be sent to every redirect target and shown on the feed.
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}

/** A place on the server's own address whose feeds may be fetched from a private address and any port. */
export interface FetchExemption {
  /** `URL.origin`: scheme, host and port, exactly. */
  origin: string;
  pathPrefix: string;
}

export interface FetchCalendarOptions {
  etag?: string | null;
  lastModified?: string | null;
  /** env.allowPrivateCalendarUrls: private addresses and any port (tests only). */
  allowPrivate: boolean;
  /** The demo's own feeds (features/rental-calendars/own-feeds.ts); a redirect from there is judged afresh. */
  exempt?: FetchExemption | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  /** Which addresses count as private (private-address.ts); tests let 127.0.0.1 stand for a public server. */
  isPrivate?: (address: string) => boolean;
  /** The ports fetched when private addresses are not allowed; tests add their local server's. */
  ports?: readonly number[];
}

const failed = (reason: string): FetchOutcome => ({ kind: "failed", reason });

export async function fetchCalendar(url: string, options: FetchCalendarOptions): Promise<FetchOutcome> {
  const timeoutMs = options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  // One deadline for the whole fetch (every lookup, redirect and byte), not per step.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const stop = () => deadline.abort();
  options.signal?.addEventListener("abort", stop, { once: true });
  // Out of time before an answer reads like any other address that cannot be reached (decision 058).
  const why = (answered: boolean) =>
    options.signal?.aborted ? FETCH_FAILURE.stopped : answered ? FETCH_FAILURE.timeout : FETCH_FAILURE.unreachable;
  try {
    if (options.signal?.aborted) return failed(FETCH_FAILURE.stopped);
    let current = calendarFetchUrl(url);
    for (let redirects = 0; ; redirects++) {
      if (current === null) return failed(FETCH_FAILURE.notWebAddress);
      const target = new URL(current);
      const address = await vetTarget(target, options, deadline.signal);
      if (deadline.signal.aborted) return failed(why(false));
      if ("reason" in address) return failed(address.reason);
      const step = await requestOnce(target, address, options, deadline.signal, why);
      if (step.kind !== "redirect") return step;
      if (redirects === MAX_CALENDAR_REDIRECTS) return failed(FETCH_FAILURE.tooManyRedirects);
      current = calendarFetchUrl(new URL(step.location, target).href);
    }
  } catch {
    // An unexpected error is still a failed fetch for the feed, never a crash of the sync.
    return failed(deadline.signal.aborted ? why(false) : FETCH_FAILURE.unreachable);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
}

interface Vetted {
  address: string;
  family: number;
}

const isExempt = (target: URL, exempt: FetchExemption | null | undefined) =>
  !!exempt && target.origin === exempt.origin && target.pathname.startsWith(exempt.pathPrefix);

/**
 * Judges one URL (the first or a redirect's) and resolves its host once: every address it has must
 * be public; the request then connects to the first. What the client wrote decides the message only
 * when it is itself a private IP address; what the network says (a name unknown, or leading to a
 * private address or this machine) reads as unreachable, so it cannot tell what exists inside.
 */
async function vetTarget(target: URL, options: FetchCalendarOptions, signal: AbortSignal): Promise<Vetted | { reason: string }> {
  const { isPrivate = isPrivateAddress, ports = CALENDAR_PORTS } = options;
  const open = options.allowPrivate || isExempt(target, options.exempt);
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  const unreachable = { reason: FETCH_FAILURE.unreachable };
  if (!open && isIP(host) && isPrivate(host)) return isSpecialPurposeAddress(host) ? { reason: FETCH_FAILURE.privateNetwork } : unreachable;
  const port = Number(target.port || (target.protocol === "https:" ? 443 : 80));
  if (!open && !ports.includes(port)) return unreachable;
  let addresses: Vetted[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    const aborted = new Promise<null>((resolve) => signal.addEventListener("abort", () => resolve(null), { once: true }));
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }).catch(() => [] as Vetted[]), aborted]);
    if (found === null) return unreachable;
    addresses = found;
  }
  const [first] = addresses;
  if (!first) return unreachable;
  // One private address among several is enough to refuse: a name may mix them to slip through.
  if (!open && addresses.some((entry) => isPrivate(entry.address))) return unreachable;
  return first;
}

type Step = FetchOutcome | { kind: "redirect"; location: string };

function requestOnce(
  target: URL,
  vetted: Vetted,
  options: FetchCalendarOptions,
  signal: AbortSignal,
  why: (answered: boolean) => string,
): Promise<Step> {
  const maxBytes = options.maxBytes ?? MAX_CALENDAR_BYTES;
  // The connection goes to the address just checked, never to a fresh lookup that a DNS
  // rebinding could point elsewhere. Node asks for a list when it races address families.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
  const headers: Record<string, string> = { "User-Agent": CALENDAR_USER_AGENT, Accept: "text/calendar, */*;q=0.5" };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;
  const requestOptions: RequestOptions = { method: "GET", headers, lookup: pinned, agent: false };
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;

  return new Promise<Step>((resolve) => {
    let settled = false;
    let answered = false;
    const settle = (step: Step) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      outgoing.destroy();
      resolve(step);
    };
    const onAbort = () => settle(failed(why(answered)));
    signal.addEventListener("abort", onAbort, { once: true });

    const outgoing: ClientRequest = send(target, requestOptions, (response) => {
      answered = true;
      readResponse(response, maxBytes, settle);
    });
    // Refused, reset, no route, TLS: one message, so the answer cannot tell a closed port from an open one.
    outgoing.on("error", () => settle(failed(FETCH_FAILURE.unreachable)));
    outgoing.end();
    if (signal.aborted) onAbort();
  });
}

function readResponse(response: IncomingMessage, maxBytes: number, settle: (step: Step) => void) {
  const status = response.statusCode ?? 0;
  if (status === 304) return settle({ kind: "not-modified" });
  const location = response.headers.location;
  if ([301, 302, 303, 307, 308].includes(status) && location) return settle({ kind: "redirect", location });
  if (status < 200 || status > 299) return settle(failed(FETCH_FAILURE.answered(status)));
  if (Number(response.headers["content-length"]) > maxBytes) return settle(failed(FETCH_FAILURE.tooLarge));

  // Counted as it arrives: a server that sends no length, or lies about it, is cut off at the limit.
  const chunks: Buffer[] = [];
  let received = 0;
  response.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) return settle(failed(FETCH_FAILURE.tooLarge));
    chunks.push(chunk);
  });
  // Cut off before the end (the server closed the connection): what arrived is not the calendar.
  response.on("error", () => settle(failed(FETCH_FAILURE.unreachable)));
  response.on("close", () => settle(failed(FETCH_FAILURE.unreachable)));
  response.on("end", () =>
    settle({
      kind: "fetched",
      body: Buffer.concat(chunks).toString("utf8"),
      etag: response.headers.etag ?? null,
      lastModified: response.headers["last-modified"] ?? null,
    }),
  );
}
