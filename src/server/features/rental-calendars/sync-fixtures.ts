// Test support for the sync's tests (not a test file): feeds in the shapes Airbnb, VRBO and
// Booking.com export, served by a local node:http server whose answers a test changes as it goes.
import { afterAll } from "vitest";
import { insertUnitCalendar } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { todayIn } from "../../../shared/domain/booking";
import { addDays } from "../../../shared/schemas/booking";
import type { Database } from "../../db/client";

/** What a feed's address answers: a body (200, with an ETag), or a handler of its own. */
export type FeedAnswer = string | ((request: IncomingMessage, response: ServerResponse) => void);

export interface FeedServer {
  /** The address of `path` on this server. */
  url(path: string): string;
  /** Sets what `path` answers from now on. */
  serve(path: string, answer: FeedAnswer): void;
  /** How many requests `path` has had, and the last one's headers. */
  requests(path: string): { count: number; lastHeaders: IncomingMessage["headers"] | null };
  close(): Promise<void>;
}

/**
 * The set-up of the calendar API's tests: an app that allows private calendar addresses (as
 * development does) and a local feed server, both closed after the file's tests.
 */
export async function calendarTestApp() {
  const t = await createTestApp({ env: { ALLOW_PRIVATE_CALENDAR_URLS: "true" } });
  const feeds = await startFeedServer();
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });
  return { t, feeds };
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const seen = new Map<string, { count: number; lastHeaders: IncomingMessage["headers"] | null }>();
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    seen.set(path, { count: (seen.get(path)?.count ?? 0) + 1, lastHeaders: request.headers });
    const answer = answers.get(path);
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    if (typeof answer === "function") {
      answer(request, response);
      return;
    }
    // The body's own digest as its ETag: an unchanged feed answers 304 to its validator.
    const etag = `"${createHash("sha256").update(answer).digest("base64url")}"`;
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, { ETag: etag }).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag }).end(answer);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, answer) => void answers.set(path, answer),
    requests: (path) => seen.get(path) ?? { count: 0, lastHeaders: null },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

/** A stay: check-in and checkout as days from today (in `zone`), and its UID. */
export interface Stay {
  uid: string;
  checkin: number;
  checkout: number;
  summary?: string;
}

/** YYYYMMDD of the day `days` after today in `zone`. */
export const icsDay = (days: number, zone: string, now = new Date()) => addDays(todayIn(zone, now), days).replaceAll("-", "");
/** YYYY-MM-DD of the day `days` after today in `zone`. */
export const isoDay = (days: number, zone: string, now = new Date()) => addDays(todayIn(zone, now), days);

const calendar = (prodId: string, events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    `PRODID:${prodId}`,
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** Airbnb's export: "Reserved" stays with reservation details, "Airbnb (Not available)" blocks, DATE values. */
export function airbnbFeed(stays: Stay[], zone: string, blocks: Stay[] = []): string {
  return calendar("-//Airbnb Inc//Hosting Calendar 0.8.8//EN", [
    ...stays.map((stay) => [
      `DTSTAMP:20261101T120000Z`,
      `DTSTART;VALUE=DATE:${icsDay(stay.checkin, zone)}`,
      `DTEND;VALUE=DATE:${icsDay(stay.checkout, zone)}`,
      `SUMMARY:${stay.summary ?? "Reserved"}`,
      `UID:${stay.uid}@airbnb.com`,
      "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM3TQ8KZ4P\\nPhone Number (Last 4 Digits): 4821",
    ]),
    ...blocks.map((block) => [
      `DTSTAMP:20261101T120000Z`,
      `DTSTART;VALUE=DATE:${icsDay(block.checkin, zone)}`,
      `DTEND;VALUE=DATE:${icsDay(block.checkout, zone)}`,
      `SUMMARY:${block.summary ?? "Airbnb (Not available)"}`,
      `UID:${block.uid}@airbnb.com`,
    ]),
  ]);
}

/** VRBO's export: "Reserved - <guest>" stays, "Blocked" dates. */
export function vrboFeed(stays: Stay[], zone: string): string {
  return calendar(
    "-//HomeAway.com, Inc.//EN",
    stays.map((stay) => [
      `UID:${stay.uid}@vrbo.com`,
      "DTSTAMP:20261101T120000Z",
      `DTSTART;VALUE=DATE:${icsDay(stay.checkin, zone)}`,
      `DTEND;VALUE=DATE:${icsDay(stay.checkout, zone)}`,
      `SUMMARY:${stay.summary ?? "Reserved - Jordan"}`,
    ]),
  );
}

/** Booking.com's export: every closed night, stay or not, is "CLOSED - Not available". */
export function bookingComFeed(stays: Stay[], zone: string): string {
  return calendar(
    "-//admin.booking.com//EN",
    stays.map((stay) => [
      `UID:${stay.uid}@booking.com`,
      "DTSTAMP:20261101T120000Z",
      `DTSTART;VALUE=DATE:${icsDay(stay.checkin, zone)}`,
      `DTEND;VALUE=DATE:${icsDay(stay.checkout, zone)}`,
      "SUMMARY:CLOSED - Not available",
    ]),
  );
}

/** A feed row on the unit at a test server's address, due now (as a new one is). */
export const insertFeed = (db: Database, values: { unitId: string; clientId: string; url: string; label?: string }) =>
  insertUnitCalendar(db, values);
