// docs/decisions/054 "The demo feed": the demo's Beacon Hill Loft is connected to the app's own
// Airbnb-style feed, and a sync of it (as the runner does at start) books its turnovers, without
// ALLOW_PRIVATE_CALENDAR_URLS (decision 058): the rest of this machine stays out of reach.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { unitCalendars } from "../../db/schema/calendars";
import { jobs } from "../../db/schema/jobs";
import { cleaners, clientUnits } from "../../db/schema/people";
import { seedDemoData } from "../../demo-seeding";
import { DEMO_ACCOUNTS } from "../demo-data";
import { syncCalendar } from "../../features/rental-calendars/sync.service";
import { createTestApp } from "../../test/harness";

// The app listens on loopback like a development server, at the address the seed writes down.
let listener: RequestListener = (_request, response) => response.end();
const server = createServer((request, response) => listener(request, response));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const t = await createTestApp({ env: { PUBLIC_URL: origin } });
const handle = getRequestListener(t.app.fetch);
listener = (request, response) => void handle(request, response);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("the demo's rental calendar", () => {
  it("is Beacon Hill Loft's 'Airbnb' feed at the server's own /dev/calendars address, and syncs into turnovers", async () => {
    await seedDemoData(t);
    const [feed] = await t.db
      .select({ calendarId: unitCalendars.calendarId, label: unitCalendars.label, url: unitCalendars.url, unit: clientUnits.label })
      .from(unitCalendars)
      .innerJoin(clientUnits, eq(clientUnits.unitId, unitCalendars.unitId));
    expect(feed).toMatchObject({
      label: "Airbnb",
      url: `${origin}/dev/calendars/beacon-hill-loft.ics`,
      unit: "Beacon Hill Loft",
    });
    if (!feed) return;

    expect(t.env.allowPrivateCalendarUrls).toBe(false);
    const deps = { db: t.db, publicUrl: t.env.publicUrl, allowPrivate: t.env.allowPrivateCalendarUrls };
    const first = await syncCalendar(deps, feed.calendarId);
    expect(first).toMatchObject({ status: "synced", error: null });
    expect(first.created).toBeGreaterThanOrEqual(4);
    const booked = await t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId));
    expect(booked).toHaveLength(first.created);
    expect(booked.every((job) => job.calendarLabel === "Airbnb" && job.status === "Posted")).toBe(true);
    // docs/decisions/055: dispatch is on in the demo and Sam is the loft's preferred cleaner: each
    // turnover is offered to Sam, or, where Sam cannot take it (hours, time off, another job), goes
    // to the board saying so (no other demo cleaner works Boston).
    const [sam] = await t.db.select().from(cleaners).where(eq(cleaners.email, DEMO_ACCOUNTS.cleaner.email));
    expect(booked.filter((job) => job.offeredTo === sam?.cleanerId).length).toBeGreaterThan(0);
    for (const job of booked) {
      if (job.dispatchState === "offering") expect(job.offeredTo).toBe(sam?.cleanerId);
      else {
        expect(job).toMatchObject({ dispatchState: "board", offeredTo: null });
        // Offered and not taken ("Sam R. (declined)"), or passed over with the reason (decision 067).
        expect(job.dispatchNote).toMatch(/Sam R\. (passed over )?\(/);
      }
    }
    // Booked like the client's own: the first takes the demo plan's second included clean.
    expect(booked.filter((job) => job.planUsage === "included")).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.calendarId, feed.calendarId), eq(jobs.sameDayTurnover, true))),
    ).not.toHaveLength(0);

    // The same feed again (a 304 on the same day): nothing new.
    expect(await syncCalendar(deps, feed.calendarId)).toMatchObject({ status: "unchanged", created: 0 });

    // Another page of the same server (the mailbox's reset links) is out of reach, as all of loopback.
    await t.db
      .update(unitCalendars)
      .set({ url: `${origin}/dev/mailbox` })
      .where(eq(unitCalendars.calendarId, feed.calendarId));
    expect(await syncCalendar(deps, feed.calendarId)).toMatchObject({ status: "failed", error: "The address could not be reached" });
  });
});
