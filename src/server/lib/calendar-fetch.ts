// docs/decisions/054 "Fetching safely": a rental calendar's address is given by a client and fetched
// by the server, so the fetch is bounded in time, size and redirects, and never connects to the
// server's own network unless allowed (development, tests). Every failure is an outcome in plain
// words, shown on the feed as it is; nothing here throws for a network problem.
import { lookup } from "node:dns/promises";
import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "./private-address";

/** The outcome of fetching a feed's address once (domain/calendars/types.ts passes it on to the sync). */
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

/** Why a fetch failed, as the feed shows it. The limits named are the product's (only tests pass others). */
export const FETCH_FAILURE = {
  notWebAddress: "The address must start with https://, http:// or webcal://",
  notFound: "The address could not be found",
  refused: "The address refused the connection",
  privateNetwork: "This address points to a private network and cannot be used",
  tooManyRedirects: "Too many redirects",
  timeout: "Took longer than 10 s",
  tooLarge: "The calendar is larger than 2 MB",
  certificate: "The address's security certificate could not be verified",
  unreachable: "The address could not be reached",
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

export interface FetchCalendarOptions {
  etag?: string | null;
  lastModified?: string | null;
  allowPrivate: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  /** Which addresses count as private (private-address.ts); tests let 127.0.0.1 stand for a public server. */
  isPrivate?: (address: string) => boolean;
}

const failed = (reason: string): FetchOutcome => ({ kind: "failed", reason });

export async function fetchCalendar(url: string, options: FetchCalendarOptions): Promise<FetchOutcome> {
  const timeoutMs = options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  // One deadline for the whole fetch (every lookup, redirect and byte), not per step.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const stop = () => deadline.abort();
  options.signal?.addEventListener("abort", stop, { once: true });
  const why = () => (options.signal?.aborted ? FETCH_FAILURE.stopped : FETCH_FAILURE.timeout);
  try {
    if (options.signal?.aborted) return failed(FETCH_FAILURE.stopped);
    let current = calendarFetchUrl(url);
    for (let redirects = 0; ; redirects++) {
      if (current === null) return failed(FETCH_FAILURE.notWebAddress);
      const target = new URL(current);
      const address = await vetHost(target.hostname, options, deadline.signal);
      if (deadline.signal.aborted) return failed(why());
      if ("reason" in address) return failed(address.reason);
      const step = await requestOnce(target, address, options, deadline.signal, why);
      if (step.kind !== "redirect") return step;
      if (redirects === MAX_CALENDAR_REDIRECTS) return failed(FETCH_FAILURE.tooManyRedirects);
      current = calendarFetchUrl(new URL(step.location, target).href);
    }
  } catch {
    // An unexpected error is still a failed fetch for the feed, never a crash of the sync.
    return failed(deadline.signal.aborted ? why() : FETCH_FAILURE.unreachable);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
}

interface Vetted {
  address: string;
  family: number;
}

/** Resolves the host once and judges every address it has; the request then connects to this one. */
async function vetHost(
  hostname: string,
  { allowPrivate, isPrivate = isPrivateAddress }: FetchCalendarOptions,
  signal: AbortSignal,
): Promise<Vetted | { reason: string }> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: Vetted[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    const aborted = new Promise<null>((resolve) => signal.addEventListener("abort", () => resolve(null), { once: true }));
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }).catch(() => [] as Vetted[]), aborted]);
    if (found === null) return { reason: FETCH_FAILURE.timeout };
    addresses = found;
  }
  const [first] = addresses;
  if (!first) return { reason: FETCH_FAILURE.notFound };
  // One private address among several is enough to refuse: a name may mix them to slip through.
  if (!allowPrivate && addresses.some((entry) => isPrivate(entry.address))) return { reason: FETCH_FAILURE.privateNetwork };
  return first;
}

type Step = FetchOutcome | { kind: "redirect"; location: string };

function requestOnce(target: URL, vetted: Vetted, options: FetchCalendarOptions, signal: AbortSignal, why: () => string): Promise<Step> {
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
    const settle = (step: Step) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      outgoing.destroy();
      resolve(step);
    };
    const onAbort = () => settle(failed(why()));
    signal.addEventListener("abort", onAbort, { once: true });

    const outgoing: ClientRequest = send(target, requestOptions, (response) => readResponse(response, maxBytes, settle));
    outgoing.on("error", (error: NodeJS.ErrnoException) => settle(failed(networkReason(error))));
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

function networkReason(error: NodeJS.ErrnoException): string {
  const code = error.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return FETCH_FAILURE.notFound;
  if (code === "ECONNREFUSED") return FETCH_FAILURE.refused;
  if (/CERT|SSL|TLS|SELF_SIGNED/.test(code)) return FETCH_FAILURE.certificate;
  return FETCH_FAILURE.unreachable;
}
