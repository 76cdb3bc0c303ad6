import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { storageStateOf } from "./accounts";

// Bookings the journeys make through the client's own route (spec 9), on dates counted from today,
// and the demo accounts' pages with the browser's clock named, so a slot's time reads the same in
// the test and on the screen.

export const originOf = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/** The date (YYYY-MM-DD, UTC) `days` from today. */
export const dateFromToday = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * Days from today to a Tuesday, Wednesday or Thursday at least `from` days ahead: 2-4 PM UTC is
 * then 9-11 AM in Boston, inside Sam's demo hours (weekdays 8 AM to 5 PM), on the same date.
 */
export function weekdayOffset(from: number): number {
  for (let days = from; ; days += 1) {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + days);
    if ([2, 3, 4].includes(day.getUTCDay())) return days;
  }
}

/** A two-hour Standard Clean booked by the signed-in client of `request`; its job id. */
export async function bookViaApi(
  request: APIRequestContext,
  baseURL: string,
  booking: { unitId: string; date: string; slot: string; timeZone: string },
) {
  const response = await request.post("/api/client/jobs", {
    data: { ...booking, type: "Standard Clean", durationHours: 2 },
    headers: originOf(baseURL),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: { jobId: string } }).job.jobId;
}

/** A page signed in as the demo admin or Sam (the demo cleaner), its clock in `timezoneId`. */
export async function demoPageAs(browser: Browser, role: "admin" | "cleaner", timezoneId = "UTC") {
  return (await browser.newContext({ storageState: storageStateOf(role), timezoneId })).newPage();
}
