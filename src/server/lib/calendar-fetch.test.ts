// docs/decisions/054 "Fetching safely", 058: the fetch against real local HTTP servers started here
// (allowed as private for these tests), and the refusals of private addresses and other ports with
// allowPrivate off, where 127.0.0.1 may stand for a public server.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { calendarFetchUrl, CALENDAR_PORTS, CALENDAR_USER_AGENT, FETCH_FAILURE, fetchCalendar } from "./calendar-fetch";
import { isPrivateAddress } from "./private-address";

const FEED = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\nEND:VCALENDAR\r\n";
const allowPrivate = true;
/** 127.0.0.1 stands for a public server; everything else is judged as in production. */
const localIsPublic = (address: string) => address !== "127.0.0.1" && isPrivateAddress(address);
const unreachable = { kind: "failed", reason: FETCH_FAILURE.unreachable };

interface Local {
  origin: string;
  port: number;
  /** Every request's path and headers, in order. */
  seen: { path: string; headers: IncomingHttpHeaders }[];
}

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A local server answering with `handle`, closed after the test. */
async function serveLocal(handle: (request: IncomingMessage, response: ServerResponse, local: Local) => void): Promise<Local> {
  const local: Local = { origin: "", port: 0, seen: [] };
  const server = createServer((request, response) => {
    local.seen.push({ path: request.url ?? "", headers: request.headers });
    handle(request, response, local);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  local.port = (server.address() as AddressInfo).port;
  local.origin = `http://127.0.0.1:${local.port}`;
  closers.push(() => server.close());
  closers.push(() => server.closeAllConnections());
  return local;
}

describe("calendarFetchUrl", () => {
  it("turns webcal:// into https://, keeps http(s), and refuses anything else", () => {
    expect(calendarFetchUrl("webcal://www.airbnb.com/calendar/ical/123.ics?s=abc")).toBe(
      "https://www.airbnb.com/calendar/ical/123.ics?s=abc",
    );
    expect(calendarFetchUrl("  WEBCAL://calendar.example/feed.ics ")).toBe("https://calendar.example/feed.ics");
    expect(calendarFetchUrl("https://calendar.example/a.ics")).toBe("https://calendar.example/a.ics");
    expect(calendarFetchUrl("http://calendar.example/a.ics")).toBe("http://calendar.example/a.ics");
    for (const refused of [
      "ftp://calendar.example/a.ics",
      "file:///etc/passwd",
      "calendar.example/a.ics",
      "not a url",
      "https://",
      "https://user:secret@calendar.example/a.ics",
      "javascript:alert(1)",
    ]) {
      expect(calendarFetchUrl(refused), refused).toBeNull();
    }
  });
});

describe("fetchCalendar", () => {
  it("fetches the body with its validators, naming the product and asking for iCalendar", async () => {
    const local = await serveLocal((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar", ETag: '"v1"', "Last-Modified": "Wed, 25 Nov 2026 10:00:00 GMT" });
      response.end(FEED);
    });
    const outcome = await fetchCalendar(`${local.origin}/feed.ics`, { allowPrivate });
    expect(outcome).toEqual({ kind: "fetched", body: FEED, etag: '"v1"', lastModified: "Wed, 25 Nov 2026 10:00:00 GMT" });
    expect(local.seen[0]?.headers["user-agent"]).toBe(CALENDAR_USER_AGENT);
    expect(CALENDAR_USER_AGENT).toMatch(/^Tidyline/);
    expect(local.seen[0]?.headers.accept).toBe("text/calendar, */*;q=0.5");
    expect(local.seen[0]?.headers["if-none-match"]).toBeUndefined();
  });

  it("sends the validators it has, and a 304 is 'not modified'", async () => {
    const local = await serveLocal((request, response) => {
      const unchanged = request.headers["if-none-match"] === '"v1"';
      response.writeHead(unchanged ? 304 : 200);
      response.end(unchanged ? undefined : FEED);
    });
    const validators = { etag: '"v1"', lastModified: "Wed, 25 Nov 2026 10:00:00 GMT" };
    expect(await fetchCalendar(`${local.origin}/feed.ics`, { allowPrivate, ...validators })).toEqual({ kind: "not-modified" });
    expect(local.seen[0]?.headers["if-none-match"]).toBe('"v1"');
    expect(local.seen[0]?.headers["if-modified-since"]).toBe("Wed, 25 Nov 2026 10:00:00 GMT");
  });

  it("reports any other status as the status the address answered", async () => {
    const local = await serveLocal((request, response) => {
      response.writeHead(request.url === "/gone" ? 404 : 500);
      response.end("no");
    });
    expect(await fetchCalendar(`${local.origin}/gone`, { allowPrivate })).toEqual({ kind: "failed", reason: "The address answered 404" });
    expect(await fetchCalendar(`${local.origin}/broken`, { allowPrivate })).toEqual({ kind: "failed", reason: "The address answered 500" });
  });

  it("gives up on a slow server at the time limit: one that answered is too slow, a silent one unreachable", async () => {
    const local = await serveLocal((request, response) => {
      if (request.url === "/stalls") {
        response.writeHead(200, { "Content-Type": "text/calendar" });
        response.write("BEGIN:VCALENDAR\r\n");
      }
    });
    for (const [path, reason] of [
      ["/silent", FETCH_FAILURE.unreachable],
      ["/stalls", FETCH_FAILURE.timeout],
    ] as const) {
      const started = performance.now();
      expect(await fetchCalendar(`${local.origin}${path}`, { allowPrivate, timeoutMs: 300 }), path).toEqual({ kind: "failed", reason });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect(FETCH_FAILURE.timeout).toBe("Took longer than 10 s");
  });

  it("refuses a 3 MB calendar, closing the connection early, whether or not it says its length", async () => {
    const closedEarly: boolean[] = [];
    const chunk = Buffer.alloc(64 * 1024, "x");
    const chunks = (3 * 1024 * 1024) / chunk.length;
    const local = await serveLocal((request, response) => {
      response.writeHead(200, request.url === "/declared" ? { "Content-Length": String(chunks * chunk.length) } : {});
      // Sent a chunk at a time, as a real server streams a file, so an early close is visible here.
      let sent = 0;
      response.on("close", () => closedEarly.push(sent < chunks));
      const pump = () => {
        if (response.destroyed) return;
        if (sent === chunks) return void response.end();
        sent++;
        response.write(chunk);
        setTimeout(pump, 2);
      };
      pump();
    });
    for (const path of ["/chunked", "/declared"]) {
      expect(await fetchCalendar(`${local.origin}${path}`, { allowPrivate })).toEqual({ kind: "failed", reason: FETCH_FAILURE.tooLarge });
    }
    await expect.poll(() => closedEarly).toEqual([true, true]);
    expect(FETCH_FAILURE.tooLarge).toBe("The calendar is larger than 2 MB");
  });

  it("follows up to 3 redirects and refuses a fourth (a redirect loop)", async () => {
    const local = await serveLocal((request, response, self) => {
      const hop = Number(request.url?.slice(1)) || 0;
      if (request.url === "/loop") {
        response.writeHead(302, { Location: "/loop" });
        return response.end();
      }
      if (hop < 3) {
        response.writeHead(301, { Location: `${self.origin}/${hop + 1}` });
        return response.end();
      }
      response.writeHead(200);
      response.end(FEED);
    });
    expect(await fetchCalendar(`${local.origin}/0`, { allowPrivate })).toMatchObject({ kind: "fetched", body: FEED });
    expect(local.seen.map((request) => request.path)).toEqual(["/0", "/1", "/2", "/3"]);
    local.seen.length = 0;
    expect(await fetchCalendar(`${local.origin}/loop`, { allowPrivate })).toEqual({
      kind: "failed",
      reason: FETCH_FAILURE.tooManyRedirects,
    });
    expect(local.seen).toHaveLength(4);
  });

  it("re-checks each redirect target: a public feed redirecting to a private address or another port is refused", async () => {
    const other = await serveLocal((_request, response) => response.end(FEED));
    const local = await serveLocal((request, response) => {
      const targets: Record<string, string> = {
        "/metadata": "http://169.254.169.254/latest/meta-data/",
        "/intranet": "http://10.0.0.1/feed.ics",
        "/other-port": `${other.origin}/feed.ics`,
      };
      response.writeHead(302, { Location: targets[request.url ?? ""] ?? "/" });
      response.end();
    });
    const options = { allowPrivate: false, isPrivate: localIsPublic, ports: [local.port], timeoutMs: 2_000 };
    for (const path of ["/metadata", "/intranet"]) {
      expect(await fetchCalendar(`${local.origin}${path}`, options), path).toEqual({
        kind: "failed",
        reason: "This address points to a private network and cannot be used",
      });
    }
    expect(await fetchCalendar(`${local.origin}/other-port`, options)).toEqual(unreachable);
    expect(local.seen.map((request) => request.path)).toEqual(["/metadata", "/intranet", "/other-port"]);
    expect(other.seen).toHaveLength(0);
  });

  it("fetches only ports 443 and 80, unless private addresses are allowed", async () => {
    expect(CALENDAR_PORTS).toEqual([443, 80]);
    const local = await serveLocal((_request, response) => response.end(FEED));
    const address = `${local.origin}/feed.ics`;
    expect(await fetchCalendar(address, { allowPrivate: false, isPrivate: localIsPublic })).toEqual(unreachable);
    expect(await fetchCalendar(`https://127.0.0.1:${local.port}/feed.ics`, { allowPrivate: false, isPrivate: localIsPublic })).toEqual(
      unreachable,
    );
    expect(local.seen).toHaveLength(0);
    expect(await fetchCalendar(address, { allowPrivate: false, isPrivate: localIsPublic, ports: [local.port] })).toMatchObject({
      kind: "fetched",
    });
    expect(await fetchCalendar(address, { allowPrivate: true })).toMatchObject({ kind: "fetched" });
  });

  it("refuses loopback, private, link-local and metadata addresses without connecting, unless allowed", async () => {
    const local = await serveLocal((_request, response) => response.end(FEED));
    // The port is allowed here, so each refusal is the address's.
    const options = { allowPrivate: false, ports: [local.port, ...CALENDAR_PORTS] };
    const written = [
      `http://127.0.0.1:${local.port}/feed.ics`,
      `http://[::1]:${local.port}/feed.ics`,
      `http://[::ffff:127.0.0.1]:${local.port}/feed.ics`,
      `http://[64:ff9b::7f00:1]:${local.port}/feed.ics`,
      `http://2130706433:${local.port}/feed.ics`,
      "http://10.0.0.1/feed.ics",
      "http://169.254.169.254/latest/meta-data/",
      "webcal://192.168.1.1/feed.ics",
      "http://0.0.0.0/feed.ics",
      "https://[2001:db8::1]/feed.ics",
    ];
    for (const address of written) {
      expect(await fetchCalendar(address, options), address).toEqual({ kind: "failed", reason: FETCH_FAILURE.privateNetwork });
    }
    // A name leading to a private address reads like any unreachable one: the answer must not say
    // which names the server's own resolver knows inside its network.
    expect(await fetchCalendar(`http://localhost:${local.port}/feed.ics`, options)).toEqual(unreachable);
    // This machine's own public address is refused too (private-address.test.ts), and reads as
    // unreachable, not as a private network: the answer must not tell which addresses are the server's.
    const ownPublic = (address: string) => isPrivateAddress(address, ["93.184.216.34"]);
    expect(await fetchCalendar("https://93.184.216.34/feed.ics", { ...options, isPrivate: ownPublic })).toEqual(unreachable);
    expect(local.seen).toHaveLength(0);
    expect(await fetchCalendar(`http://localhost:${local.port}/feed.ics`, { allowPrivate: true })).toMatchObject({ kind: "fetched" });
  });

  it("words every failure before an answer alike (refused, reset, TLS, silent, unknown name, other port) and never throws", async () => {
    const closed = await serveLocal(() => undefined);
    closers.splice(0).forEach((close) => close());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reset = await serveLocal((request) => request.socket.destroy());
    const silent = await serveLocal(() => undefined);
    const plain = await serveLocal((_request, response) => response.end(FEED));
    const otherPort = await serveLocal((_request, response) => response.end(FEED));
    const options = {
      allowPrivate: false,
      isPrivate: localIsPublic,
      ports: [closed.port, reset.port, silent.port, plain.port],
      timeoutMs: 1_000,
    };
    const failures = {
      refused: await fetchCalendar(`${closed.origin}/feed.ics`, options),
      reset: await fetchCalendar(`${reset.origin}/feed.ics`, options),
      tls: await fetchCalendar(`https://127.0.0.1:${plain.port}/feed.ics`, options),
      silent: await fetchCalendar(`${silent.origin}/feed.ics`, options),
      unknownName: await fetchCalendar("https://calendar.invalid/feed.ics", { ...options, timeoutMs: 3_000 }),
      otherPort: await fetchCalendar(`${otherPort.origin}/feed.ics`, options),
    };
    for (const [name, outcome] of Object.entries(failures)) expect(outcome, name).toEqual(unreachable);
    expect(FETCH_FAILURE.unreachable).toBe("The address could not be reached");
    expect(reset.seen).toHaveLength(1);
    expect(plain.seen).toHaveLength(0);
    expect(otherPort.seen).toHaveLength(0);
    expect(await fetchCalendar("ftp://calendar.example/feed.ics", { allowPrivate })).toEqual({
      kind: "failed",
      reason: FETCH_FAILURE.notWebAddress,
    });
  });

  it("fetches the exempt place on the server's own origin, and nothing else there", async () => {
    const local = await serveLocal((request, response) => {
      if (request.url === "/dev/calendars/jump.ics") {
        response.writeHead(302, { Location: "/dev/mailbox" });
        return response.end();
      }
      response.end(FEED);
    });
    const origin = `http://localhost:${local.port}`;
    const options = { allowPrivate: false, exempt: { origin, pathPrefix: "/dev/calendars/" } };
    expect(await fetchCalendar(`${origin}/dev/calendars/loft.ics`, options)).toMatchObject({ kind: "fetched", body: FEED });
    expect(await fetchCalendar(`${origin}/dev/mailbox`, options)).toEqual(unreachable);
    expect(await fetchCalendar(`${origin}/dev/calendars/../mailbox`, options)).toEqual(unreachable);
    expect(await fetchCalendar(`http://127.0.0.1:${local.port}/dev/calendars/loft.ics`, options)).toEqual({
      kind: "failed",
      reason: FETCH_FAILURE.privateNetwork,
    });
    // A redirect out of the exempt place is judged afresh.
    expect(await fetchCalendar(`${origin}/dev/calendars/jump.ics`, options)).toEqual(unreachable);
    expect(local.seen.map((request) => request.path)).toEqual(["/dev/calendars/loft.ics", "/dev/calendars/jump.ics"]);
  });

  it("stops when the caller's signal is aborted", async () => {
    const local = await serveLocal(() => undefined);
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    expect(await fetchCalendar(`${local.origin}/feed.ics`, { allowPrivate, signal: stop.signal })).toEqual({
      kind: "failed",
      reason: FETCH_FAILURE.stopped,
    });
  });
});
