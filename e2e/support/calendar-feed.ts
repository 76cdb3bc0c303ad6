import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";

/** The day `days` after today in `zone`, as YYYY-MM-DD. */
export function dayFromToday(days: number, zone: string): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** That day as the screens write a date (spec 9: MMM dd, yyyy). */
export const shownDay = (days: number, zone: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${dayFromToday(days, zone)}T12:00:00Z`),
  );

/** A guest's stay, in days from today. */
export interface Stay {
  uid: string;
  checkin: number;
  checkout: number;
}

/** An Airbnb export: "Reserved" stays with DATE values (days in `zone`) and @airbnb.com UIDs. */
export const airbnbFeed = (stays: Stay[], zone: string) =>
  [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...stays.flatMap((stay) => [
      "BEGIN:VEVENT",
      "DTSTAMP:20261101T120000Z",
      `DTSTART;VALUE=DATE:${dayFromToday(stay.checkin, zone).replaceAll("-", "")}`,
      `DTEND;VALUE=DATE:${dayFromToday(stay.checkout, zone).replaceAll("-", "")}`,
      "SUMMARY:Reserved",
      `UID:${stay.uid}@airbnb.com`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/**
 * A listing's calendar served on this machine for the file's journeys (started before them, closed
 * after): `url` is its `/listing.ics`, `respond` answers every request.
 */
export function serveCalendarFeed(respond: RequestListener): { readonly url: string } {
  let server: Server;
  let url = "";
  test.beforeAll(async () => {
    server = createServer(respond);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/listing.ics`;
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, "close");
  });
  return {
    get url() {
      return url;
    },
  };
}

/** Connects a unit's calendar through the API, as the Calendars dialog does; its id. */
export async function addCalendar(request: APIRequestContext, baseURL: string, unitId: string, calendar: { label: string; url: string }) {
  const added = await request.post(`/api/client/units/${unitId}/calendars`, {
    data: calendar,
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { calendar: { calendarId: string } }).calendar.calendarId;
}

/** Sync now, through the API: the feed is read as it is served at this moment. */
export async function syncCalendar(request: APIRequestContext, baseURL: string, calendarId: string) {
  const response = await request.post(`/api/client/calendars/${calendarId}/sync`, { headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), await response.text()).toBe(200);
}
