// The whole route table, with who may call each route (docs/architecture.md section 5). A route missing from
// ACCESS fails this file: declare every new route here, with its fixture if it takes an id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../shared/domain/roles";
import { notifications } from "./db/schema/notifications";
import { profiles } from "./db/schema/people";
import { createTestApp, type Browser, type TestAccount, type TestApp } from "./test/harness";
import {
  cleanerRecordOf,
  clientIdOf,
  insertCleaner,
  insertJob,
  insertJobOffer,
  insertPhoto,
  insertUnit,
  insertUnitCalendar,
  insertUnitCleaner,
} from "./test/fixtures";

type Access = "public" | "signed-in" | { role: Role[] };

/** A feed on a new unit of `owner`'s (unreachable: the sync only records its failure). */
async function insertCalendar(t: TestApp, owner: TestAccount) {
  const clientId = await clientIdOf(t, owner);
  const unit = await insertUnit(t.db, clientId);
  return insertUnitCalendar(t.db, { unitId: unit.unitId, clientId, url: "https://calendar.invalid/feed.ics" });
}

const ACCESS: Record<string, Access> = {
  "GET /livez": "public",
  "GET /readyz": "public",
  "GET /api/health": "public", // spec 7: a status page
  "GET /api/meta": "public", // the build badge
  "GET /api/me": "public", // { viewer: null } when signed out
  "GET /api/dev/mailbox": "public", // local mail catcher; absent in production
  "POST /api/dev/mailbox/texts/reply": "public", // decision 070: a reply to a kept text, as from the phone; loopback only, absent in production
  "POST /api/twilio/inbound": "public", // decision 070: Twilio's webhook, answered only with Twilio's signature; absent without Twilio
  "GET /dev/calendars/beacon-hill-loft.ics": "public", // the demo's own rental calendar (decision 054); loopback only, absent in production
  "POST /api/test-accounts": "public", // spec 6: open to anyone; absent in production unless enabled
  "POST /api/leads": "public", // spec 6: lead submission is public (rate limited per IP)
  "GET /api/password-reset/check": "public", // decision 005: /reset-password checks its link first (rate limited per IP)
  "POST /api/email-verification": "public", // decision 018: the button of /verify-email (rate limited per IP)
  "PATCH /api/profile": "signed-in",
  "GET /api/client/account": { role: ["client"] },
  "GET /api/client/booking-options": { role: ["client"] },
  "POST /api/client/jobs": { role: ["client"] },
  "GET /api/client/jobs/upcoming": { role: ["client"] },
  "GET /api/client/jobs/history": { role: ["client"] },
  "POST /api/client/jobs/:jobId/cancel": { role: ["client"] },
  "GET /api/client/jobs/:jobId/history": { role: ["client"] },
  "GET /api/client/jobs/canceled": { role: ["client"] },
  "GET /api/client/jobs/:jobId/photos/:photoId": { role: ["client"] },
  "GET /api/client/dashboard": { role: ["client"] },
  "GET /api/client/units": { role: ["client"] },
  "POST /api/client/units": { role: ["client"] },
  "PATCH /api/client/units/:unitId": { role: ["client"] },
  "PATCH /api/client/units/:unitId/status": { role: ["client"] },
  "DELETE /api/client/units/:unitId": { role: ["client"] },
  // a unit's rental calendars and turnover settings (docs/decisions/054)
  "GET /api/client/units/:unitId/calendars": { role: ["client"] },
  "POST /api/client/units/:unitId/calendars": { role: ["client"] },
  "POST /api/client/units/:unitId/calendars/preview": { role: ["client"] },
  "PUT /api/client/units/:unitId/turnover-settings": { role: ["client"] },
  "DELETE /api/client/calendars/:calendarId": { role: ["client"] },
  "POST /api/client/calendars/:calendarId/sync": { role: ["client"] },
  // a unit's preferred and backup cleaners, and the client's answer time (docs/decisions/055)
  "GET /api/client/units/:unitId/cleaners": { role: ["client"] },
  "PUT /api/client/units/:unitId/cleaners": { role: ["client"] },
  "POST /api/client/units/:unitId/cleaners/keep": { role: ["client"] },
  "PUT /api/client/offer-time": { role: ["client"] },
  "PUT /api/client/jobs/:jobId/review": { role: ["client"] },
  "GET /api/client/plans": { role: ["client"] },
  "GET /api/client/subscription": { role: ["client"] },
  "POST /api/client/subscription": { role: ["client"] },
  "POST /api/client/subscription/cancel": { role: ["client"] },
  "GET /api/client/payments": { role: ["client"] },
  // cleaner portal: profile and dashboard
  "GET /api/cleaner/profile": { role: ["cleaner"] },
  "PUT /api/cleaner/profile": { role: ["cleaner"] },
  "GET /api/cleaner/dashboard": { role: ["cleaner"] },
  // cleaner portal: the units they are preferred for, and stepping down (docs/decisions/055)
  "GET /api/cleaner/preferred-units": { role: ["cleaner"] },
  "DELETE /api/cleaner/preferred-units/:unitId": { role: ["cleaner"] },
  // cleaner portal: open jobs and claims
  "GET /api/cleaner/open-jobs": { role: ["cleaner"] }, // any cleaner reads the board, with or without a record
  // spec 7's claim-job ("body jobId"): it creates the claimer's assignment. No :id in the path, as
  // an open job has no owner among cleaners: every cleaner may claim it, so no stranger gets 404.
  "POST /api/cleaner/claims": { role: ["cleaner"] },
  // docs/decisions/055: the offered cleaner's answer to an offer (rate limited per cleaner); another's offer is not found
  "POST /api/cleaner/offers/:offerId/accept": { role: ["cleaner"] },
  "POST /api/cleaner/offers/:offerId/decline": { role: ["cleaner"] },
  // docs/decisions/067: the viewer's own open offers (none without a record); no :id, nobody else's
  "GET /api/cleaner/offers": { role: ["cleaner"] },
  // cleaner portal: assignments and photos
  "GET /api/cleaner/assignments": { role: ["cleaner"] },
  "POST /api/cleaner/assignments/:jobId/start": { role: ["cleaner"] },
  "POST /api/cleaner/assignments/:jobId/complete": { role: ["cleaner"] },
  "POST /api/cleaner/assignments/:jobId/on-my-way": { role: ["cleaner"] },
  "POST /api/cleaner/assignments/:jobId/photos": { role: ["cleaner"] },
  "GET /api/cleaner/assignments/:jobId/photos/:photoId": { role: ["cleaner"] },
  "GET /api/cleaner/assignments/:jobId/report": { role: ["cleaner"] },
  "GET /api/cleaner/assignments/:jobId/history": { role: ["cleaner"] },
  // cleaner portal: payouts
  "GET /api/cleaner/payouts": { role: ["cleaner"] },
  "GET /api/cleaner/payouts.csv": { role: ["cleaner"] },
  // cleaner portal: calendar and iCal feed
  "GET /api/cleaner/calendar": { role: ["cleaner"] },
  "POST /api/cleaner/availability": { role: ["cleaner"] },
  "DELETE /api/cleaner/availability/:availabilityId": { role: ["cleaner"] },
  "DELETE /api/cleaner/time-off/:timeoffId": { role: ["cleaner"] },
  "GET /api/cleaner/calendar-feed": { role: ["cleaner"] },
  "POST /api/cleaner/calendar-feed": { role: ["cleaner"] },
  "GET /api/calendar/:feedFile": "public", // decision 034: a calendar app's fetch; the secret token in the path is the key (unknown: 404)
  // messages
  "GET /api/messages/threads": { role: ["client", "cleaner", "admin"] },
  "GET /api/messages/threads/:jobId": { role: ["client", "cleaner", "admin"] }, // a job's client, its cleaner, admins (docs/decisions/036)
  "POST /api/messages/threads/:jobId": { role: ["client", "cleaner", "admin"] },
  "POST /api/messages/threads/:jobId/read": { role: ["client", "cleaner", "admin"] },
  "GET /api/messages/unread": { role: ["client", "cleaner", "admin"] },
  "GET /api/messages/stream": { role: ["client", "cleaner", "admin"] }, // server-sent events of the viewer's threads
  // the viewer's own phone for texts, no id (docs/decisions/070)
  "GET /api/phone": { role: ["client", "cleaner", "admin"] },
  "PUT /api/phone": { role: ["client", "cleaner", "admin"] },
  "DELETE /api/phone": { role: ["client", "cleaner", "admin"] },
  "POST /api/phone/code": { role: ["client", "cleaner", "admin"] },
  "POST /api/phone/verify": { role: ["client", "cleaner", "admin"] },
  // the bell: the viewer's own notifications (docs/decisions/068); another's id is not found
  "GET /api/notifications": { role: ["client", "cleaner", "admin"] },
  "POST /api/notifications/read-all": { role: ["client", "cleaner", "admin"] },
  "POST /api/notifications/:id/read": { role: ["client", "cleaner", "admin"] },
  // notifications: the viewer's own choices, no id (docs/decisions/068)
  "GET /api/notifications/preferences": { role: ["client", "cleaner", "admin"] },
  "PUT /api/notifications/preferences": { role: ["client", "cleaner", "admin"] },
  // push devices: the viewer's own browsers (docs/decisions/069); another's device is not found
  "GET /api/push/key": { role: ["client", "cleaner", "admin"] },
  "GET /api/push/subscriptions": { role: ["client", "cleaner", "admin"] },
  "POST /api/push/subscriptions": { role: ["client", "cleaner", "admin"] },
  "POST /api/push/subscriptions/confirm": { role: ["client", "cleaner", "admin"] },
  "DELETE /api/push/subscriptions/:id": { role: ["client", "cleaner", "admin"] },
  // admin portal (docs/decisions/038): every route is admin-only; one section per area
  // admin: dashboard
  "GET /api/admin/dashboard": { role: ["admin"] },
  // admin: jobs
  "GET /api/admin/jobs": { role: ["admin"] },
  "GET /api/admin/jobs/assignable-cleaners": { role: ["admin"] },
  "GET /api/admin/jobs/:jobId": { role: ["admin"] },
  "GET /api/admin/jobs/:jobId/history": { role: ["admin"] },
  "GET /api/admin/jobs/:jobId/photos/:photoId": { role: ["admin"] },
  "PATCH /api/admin/jobs/:jobId/status": { role: ["admin"] },
  "DELETE /api/admin/jobs/:jobId": { role: ["admin"] },
  "POST /api/admin/jobs/:jobId/applications/:applicationId/approve": { role: ["admin"] },
  // admin: clients and cleaners
  "GET /api/admin/clients": { role: ["admin"] },
  "GET /api/admin/clients/:clientId": { role: ["admin"] },
  "POST /api/admin/clients/:clientId/activate": { role: ["admin"] },
  "POST /api/admin/clients/:clientId/deactivate": { role: ["admin"] },
  "GET /api/admin/cleaners": { role: ["admin"] },
  "GET /api/admin/cleaners/:cleanerId": { role: ["admin"] },
  "POST /api/admin/cleaners/:cleanerId/approve": { role: ["admin"] },
  "POST /api/admin/cleaners/:cleanerId/deactivate": { role: ["admin"] },
  "POST /api/admin/cleaners/:cleanerId/reactivate": { role: ["admin"] },
  // admin: a client's units and each unit's preferred and backup cleaners (docs/decisions/055)
  "GET /api/admin/clients/:clientId/units": { role: ["admin"] },
  "GET /api/admin/units/:unitId/cleaners": { role: ["admin"] },
  "PUT /api/admin/units/:unitId/cleaners": { role: ["admin"] },
  // admin: transactions and payouts
  "GET /api/admin/transactions": { role: ["admin"] },
  "GET /api/admin/transactions.csv": { role: ["admin"] },
  "GET /api/admin/payouts": { role: ["admin"] },
  "GET /api/admin/payouts.csv": { role: ["admin"] },
  "GET /api/admin/payouts/:cleanerId": { role: ["admin"] },
  "POST /api/admin/payouts/:cleanerId/mark-paid": { role: ["admin"] },
  // admin: subscriptions
  "GET /api/admin/subscriptions": { role: ["admin"] },
  "GET /api/admin/subscriptions/client-options": { role: ["admin"] },
  "GET /api/admin/subscriptions/plan-options": { role: ["admin"] },
  "POST /api/admin/subscriptions": { role: ["admin"] },
  "PATCH /api/admin/subscriptions/:subscriptionId": { role: ["admin"] },
  "DELETE /api/admin/subscriptions/:subscriptionId": { role: ["admin"] },
  // admin: reviews
  "GET /api/admin/reviews": { role: ["admin"] },
  "PATCH /api/admin/reviews/:reviewId/visibility": { role: ["admin"] },
  "DELETE /api/admin/reviews/:reviewId": { role: ["admin"] },
  // admin: leads
  "GET /api/admin/leads": { role: ["admin"] },
  "PATCH /api/admin/leads/:id/status": { role: ["admin"] },
  "POST /api/admin/leads/:id/start-application": { role: ["admin"] },
  // admin: drafts
  "GET /api/admin/cleaner-drafts": { role: ["admin"] },
  "GET /api/admin/client-drafts": { role: ["admin"] },
  "PATCH /api/admin/cleaner-drafts/:id/background-check": { role: ["admin"] },
  "GET /api/admin/cleaner-drafts/:id": { role: ["admin"] },
  "PATCH /api/admin/cleaner-drafts/:id/status": { role: ["admin"] },
  "POST /api/admin/cleaner-drafts/:id/request-info": { role: ["admin"] },
  "POST /api/admin/cleaner-drafts/:id/convert": { role: ["admin"] },
  "GET /api/admin/client-drafts/:id": { role: ["admin"] },
  "PATCH /api/admin/client-drafts/:id/status": { role: ["admin"] },
  "POST /api/admin/client-drafts/:id/request-info": { role: ["admin"] },
  "POST /api/admin/client-drafts/:id/convert": { role: ["admin"] },
  // admin: exceptions
  "GET /api/admin/exceptions": { role: ["admin"] },
  "POST /api/admin/exceptions/jobs/:jobId/repost": { role: ["admin"] },
  // admin: settings
  "GET /api/admin/settings": { role: ["admin"] },
  "GET /api/admin/settings/health": { role: ["admin"] }, // Run Health Check: the checks run now
  "GET /api/admin/settings/activity": { role: ["admin"] },
  "POST /api/admin/settings/cache-purge": { role: ["admin"] },
  // admin: feature flags
  "GET /api/admin/feature-flags": { role: ["admin"] },
  "POST /api/admin/feature-flags": { role: ["admin"] },
  "PATCH /api/admin/feature-flags/:flagId": { role: ["admin"] },
  "GET /*": "public", // the built pages (only present once the client is built)
};

/** Routes registered only in some setups; the table may list them when they are absent. */
const CONDITIONAL = new Set(["GET /*"]);

/**
 * For routes with an id (e.g. "GET /api/jobs/:jobId"): creates an object that `owner` owns and
 * returns the concrete path (and body for a mutation). Someone else asking for it must get 404.
 */
type OwnedObjectFixture = (context: { t: TestApp; owner: TestAccount }) => Promise<{ path: string; json?: unknown }>;
const OWNED_OBJECTS: Record<string, OwnedObjectFixture> = {
  // push devices: a browser of the owner's (docs/decisions/069)
  "DELETE /api/push/subscriptions/:id": async ({ owner }) => {
    const keys = { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 1).toString("base64url") };
    const answer = await owner.browser.request("/api/push/subscriptions", {
      json: { endpoint: `https://fcm.googleapis.com/fcm/send/${owner.userId}`, keys },
    });
    const { device } = (await answer.json()) as { device: { id: string } };
    return { path: `/api/push/subscriptions/${device.id}` };
  },
  "POST /api/client/jobs/:jobId/cancel": async ({ t, owner }) => {
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, owner) });
    return { path: `/api/client/jobs/${job.jobId}/cancel` };
  },
  "GET /api/client/jobs/:jobId/history": async ({ t, owner }) => {
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, owner) });
    return { path: `/api/client/jobs/${job.jobId}/history` };
  },
  "GET /api/client/jobs/:jobId/photos/:photoId": async ({ t, owner }) => {
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, owner), status: "Completed" });
    await t.storage.put(`job-photos/${job.jobId}/before.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    const photo = await insertPhoto(t.db, job.jobId, "photo_before", `job-photos/${job.jobId}/before.jpg`);
    return { path: `/api/client/jobs/${job.jobId}/photos/${photo.id}` };
  },
  "PATCH /api/client/units/:unitId": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return { path: `/api/client/units/${unit.unitId}`, json: { label: "Renamed", fullAddress: "1 Main St" } };
  },
  "PATCH /api/client/units/:unitId/status": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return { path: `/api/client/units/${unit.unitId}/status`, json: { isActive: false } };
  },
  "DELETE /api/client/units/:unitId": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return { path: `/api/client/units/${unit.unitId}` };
  },
  "GET /api/client/units/:unitId/calendars": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return { path: `/api/client/units/${unit.unitId}/calendars` };
  },
  "POST /api/client/units/:unitId/calendars": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return {
      path: `/api/client/units/${unit.unitId}/calendars`,
      json: { label: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics" },
    };
  },
  "POST /api/client/units/:unitId/calendars/preview": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return {
      path: `/api/client/units/${unit.unitId}/calendars/preview`,
      json: { label: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics" },
    };
  },
  "PUT /api/client/units/:unitId/turnover-settings": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    const json = {
      turnoverDay: "checkout",
      turnoverType: "Airbnb Turnover",
      durationHours: 2,
      checkoutTime: "11:00",
      checkinTime: "16:00",
      timeZone: null,
      ignoreBlocks: true,
    };
    return { path: `/api/client/units/${unit.unitId}/turnover-settings`, json };
  },
  "GET /api/client/units/:unitId/cleaners": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return { path: `/api/client/units/${unit.unitId}/cleaners` };
  },
  "PUT /api/client/units/:unitId/cleaners": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, owner));
    return { path: `/api/client/units/${unit.unitId}/cleaners`, json: { preferred: [], backups: [] } };
  },
  "POST /api/client/units/:unitId/cleaners/keep": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, owner);
    const unit = await insertUnit(t.db, clientId);
    const cleaner = await insertCleaner(t);
    await insertJob(t.db, { clientId, unitId: unit.unitId, status: "Completed", cleanerId: cleaner.cleanerId, daysFromNow: -2 });
    return { path: `/api/client/units/${unit.unitId}/cleaners/keep`, json: { cleanerId: cleaner.cleanerId } };
  },
  "DELETE /api/client/calendars/:calendarId": async ({ t, owner }) => {
    const calendar = await insertCalendar(t, owner);
    return { path: `/api/client/calendars/${calendar.calendarId}` };
  },
  "POST /api/client/calendars/:calendarId/sync": async ({ t, owner }) => {
    const calendar = await insertCalendar(t, owner);
    return { path: `/api/client/calendars/${calendar.calendarId}/sync` };
  },
  "PUT /api/client/jobs/:jobId/review": async ({ t, owner }) => {
    const job = await insertJob(t.db, {
      clientId: await clientIdOf(t, owner),
      status: "Completed",
      cleanerId: (await insertCleaner(t)).cleanerId,
    });
    return { path: `/api/client/jobs/${job.jobId}/review`, json: { rating: 5 } };
  },
  // cleaner portal: a unit of another client, with the owner's cleaner record on its list
  "DELETE /api/cleaner/preferred-units/:unitId": async ({ t, owner }) => {
    const unit = await insertUnit(t.db, await clientIdOf(t, await t.createAccount({ role: "client" })));
    await insertUnitCleaner(t.db, { unitId: unit.unitId, cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
    return { path: `/api/cleaner/preferred-units/${unit.unitId}` };
  },
  // cleaner portal: open jobs, claims and offers (an open offer of a job to the owner's cleaner record)
  ...Object.fromEntries(
    ["accept", "decline"].map((answer): [string, OwnedObjectFixture] => [
      `POST /api/cleaner/offers/:offerId/${answer}`,
      async ({ t, owner }) => {
        const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
        const job = await insertJob(t.db, { clientId, claimWindowEnds: new Date(Date.now() + 20 * 60 * 60 * 1000) });
        const offer = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
        return { path: `/api/cleaner/offers/${offer.offerId}/${answer}` };
      },
    ]),
  ),
  // cleaner portal: assignments and photos (each a job of another client, assigned to the owner's cleaner record)
  "POST /api/cleaner/assignments/:jobId/start": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: (await cleanerRecordOf(t, owner)).cleanerId,
      scheduledStart: new Date(Date.now() + 60 * 60 * 1000),
    });
    return { path: `/api/cleaner/assignments/${job.jobId}/start` };
  },
  "POST /api/cleaner/assignments/:jobId/on-my-way": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: (await cleanerRecordOf(t, owner)).cleanerId,
      scheduledStart: new Date(Date.now() + 60 * 60 * 1000),
    });
    return { path: `/api/cleaner/assignments/${job.jobId}/on-my-way`, json: { etaMinutes: 30 } };
  },
  "POST /api/cleaner/assignments/:jobId/complete": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, { clientId, status: "In Progress", cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
    await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    return { path: `/api/cleaner/assignments/${job.jobId}/complete` };
  },
  "POST /api/cleaner/assignments/:jobId/photos": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, { clientId, status: "In Progress", cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
    // A JSON body: the owner gets past ownership to the form's 400; the stranger stops at 404.
    return { path: `/api/cleaner/assignments/${job.jobId}/photos`, json: { type: "photo_before" } };
  },
  "GET /api/cleaner/assignments/:jobId/photos/:photoId": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, { clientId, status: "In Progress", cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
    await t.storage.put(`job-photos/${job.jobId}/before.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    const photo = await insertPhoto(t.db, job.jobId, "photo_before", `job-photos/${job.jobId}/before.jpg`);
    return { path: `/api/cleaner/assignments/${job.jobId}/photos/${photo.id}` };
  },
  "GET /api/cleaner/assignments/:jobId/report": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, { clientId, status: "Completed", cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
    return { path: `/api/cleaner/assignments/${job.jobId}/report` };
  },
  "GET /api/cleaner/assignments/:jobId/history": async ({ t, owner }) => {
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = await insertJob(t.db, { clientId, status: "Assigned", cleanerId: (await cleanerRecordOf(t, owner)).cleanerId });
    return { path: `/api/cleaner/assignments/${job.jobId}/history` };
  },
  // cleaner portal: calendar and iCal feed
  "DELETE /api/cleaner/availability/:availabilityId": async ({ owner }) => {
    const response = await owner.browser.request("/api/cleaner/availability", {
      json: { type: "weekly_rule", weekday: 1, startTime: "09:00", endTime: "12:00" },
    });
    const { created } = (await response.json()) as { created: { id: string } };
    return { path: `/api/cleaner/availability/${created.id}` };
  },
  "DELETE /api/cleaner/time-off/:timeoffId": async ({ owner }) => {
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const json = { type: "time_off", startDate: inAMonth, endDate: inAMonth, timeZone: "UTC" };
    const { created } = (await (await owner.browser.request("/api/cleaner/availability", { json })).json()) as { created: { id: string } };
    return { path: `/api/cleaner/time-off/${created.id}` };
  },
  // the bell: a notification of the owner's
  "POST /api/notifications/:id/read": async ({ t, owner }) => {
    const [row] = await t.db
      .insert(notifications)
      .values({
        userId: owner.userId,
        event: "job.claimed",
        title: "Sam claimed your turnover",
        body: "Soon.",
        link: "/client/upcoming",
        dedupeKey: crypto.randomUUID(),
      })
      .returning({ id: notifications.id });
    return { path: `/api/notifications/${row!.id}/read` };
  },
  // messages
  ...Object.fromEntries(
    ["GET /api/messages/threads/:jobId", "POST /api/messages/threads/:jobId", "POST /api/messages/threads/:jobId/read"].map(
      (key): [string, OwnedObjectFixture] => [
        key,
        async ({ t, owner }) => {
          // The owner is a client (the first role): their job, claimed by a cleaner, is their thread.
          const job = await insertJob(t.db, {
            clientId: await clientIdOf(t, owner),
            status: "Assigned",
            cleanerId: (await insertCleaner(t)).cleanerId,
          });
          const path = `/api/messages/threads/${job.jobId}${key.endsWith("/read") ? "/read" : ""}`;
          return { path, json: key.startsWith("POST") && !key.endsWith("/read") ? { content: "Hello" } : undefined };
        },
      ],
    ),
  ),
};

/**
 * Admins reach every object, so an admin route with an id has no stranger to refuse. Its fixture is
 * instead a well-formed request (a valid body) naming an id that does not exist: an admin gets 404,
 * which proves the route looks the object up rather than acting blindly.
 */
const ADMIN_REQUESTS_FOR_MISSING: Record<string, { json?: unknown }> = {
  // admin: jobs
  "GET /api/admin/jobs/:jobId": {},
  "GET /api/admin/jobs/:jobId/history": {},
  "GET /api/admin/jobs/:jobId/photos/:photoId": {},
  "PATCH /api/admin/jobs/:jobId/status": { json: { status: "Canceled" } },
  "DELETE /api/admin/jobs/:jobId": {},
  "POST /api/admin/jobs/:jobId/applications/:applicationId/approve": {},
  // admin: clients and cleaners
  "GET /api/admin/clients/:clientId": {},
  "POST /api/admin/clients/:clientId/activate": { json: { reason: "Resolved" } },
  "POST /api/admin/clients/:clientId/deactivate": { json: { reason: "Chargeback" } },
  "GET /api/admin/cleaners/:cleanerId": {},
  "POST /api/admin/cleaners/:cleanerId/approve": { json: { reason: "Background check verified" } },
  "POST /api/admin/cleaners/:cleanerId/deactivate": { json: { reason: "No-shows" } },
  "POST /api/admin/cleaners/:cleanerId/reactivate": { json: { reason: "Back from leave" } },
  "GET /api/admin/clients/:clientId/units": {},
  "GET /api/admin/units/:unitId/cleaners": {},
  "PUT /api/admin/units/:unitId/cleaners": { json: { preferred: [], backups: [] } },
  // admin: transactions and payouts
  "GET /api/admin/payouts/:cleanerId": {},
  "POST /api/admin/payouts/:cleanerId/mark-paid": { json: { month: "2025-03", timeZone: "America/New_York" } },
  // admin: subscriptions
  "PATCH /api/admin/subscriptions/:subscriptionId": { json: { status: "Paused" } },
  "DELETE /api/admin/subscriptions/:subscriptionId": {},
  // admin: reviews
  "PATCH /api/admin/reviews/:reviewId/visibility": { json: { isVisible: false } },
  "DELETE /api/admin/reviews/:reviewId": {},
  // admin: leads
  "PATCH /api/admin/leads/:id/status": { json: { status: "contacted" } },
  "POST /api/admin/leads/:id/start-application": {},
  // admin: drafts
  "PATCH /api/admin/cleaner-drafts/:id/background-check": { json: { backgroundCheckStatus: "verified" } },
  "GET /api/admin/cleaner-drafts/:id": {},
  "PATCH /api/admin/cleaner-drafts/:id/status": { json: { status: "approved" } },
  "POST /api/admin/cleaner-drafts/:id/request-info": { json: { message: "Please send proof of insurance." } },
  "POST /api/admin/cleaner-drafts/:id/convert": {},
  "GET /api/admin/client-drafts/:id": {},
  "PATCH /api/admin/client-drafts/:id/status": { json: { status: "approved" } },
  "POST /api/admin/client-drafts/:id/request-info": { json: { message: "Please send your property address." } },
  "POST /api/admin/client-drafts/:id/convert": {},
  // admin: feature flags
  "PATCH /api/admin/feature-flags/:flagId": { json: { enabled: true } },
  // admin: exceptions
  "POST /api/admin/exceptions/jobs/:jobId/repost": {},
};

const t = await createTestApp();
afterAll(() => t.close());

/** "METHOD /path" for every route, except middleware (method ALL) and Better Auth's own mount. */
function routeKeys(): string[] {
  const keys = t.app.routes
    .filter((route) => route.method !== "ALL" && !route.path.startsWith("/api/auth/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

const routes = routeKeys();
const isAdminOnly = (key: string) => {
  const access = ACCESS[key];
  return typeof access === "object" && access.role.length === 1 && access.role[0] === "admin";
};
const protectedRoutes = routes.filter((key) => ACCESS[key] !== undefined && ACCESS[key] !== "public");
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

/** A request to `key` with any :param filled in; mutations carry a JSON body. */
function call(browser: Browser, key: string, concrete?: { path: string; json?: unknown }) {
  const [method = "GET", pattern = "/"] = key.split(" ");
  const path = concrete?.path ?? pattern.replace(/:[A-Za-z]+/g, PLACEHOLDER_ID);
  const json = method === "GET" || method === "HEAD" ? undefined : (concrete?.json ?? {});
  return browser.request(path, { method, json });
}

const accounts = {} as Record<Role, TestAccount>;
let roleless: TestAccount;
beforeAll(async () => {
  for (const role of ROLES) accounts[role] = await t.createAccount({ role });
  // Signed in but without a profile (so no role): passes "signed-in" routes, no role route.
  roleless = await t.createAccount({ role: "client", fullName: "No Role" });
  await t.db.delete(profiles).where(eq(profiles.userId, roleless.userId));
});

describe("route table", () => {
  it("declares the access of every route", () => {
    expect(routes.filter((key) => !(key in ACCESS))).toEqual([]);
  });

  it("declares no route that does not exist", () => {
    expect(Object.keys(ACCESS).filter((key) => !routes.includes(key) && !CONDITIONAL.has(key))).toEqual([]);
  });

  it("has an owned-object fixture for every protected route that takes an id", () => {
    const withId = protectedRoutes.filter((key) => key.includes("/:") && !isAdminOnly(key));
    expect(withId.filter((key) => !(key in OWNED_OBJECTS))).toEqual([]);
  });

  it("has a missing-object request for every admin route that takes an id", () => {
    const withId = protectedRoutes.filter((key) => key.includes("/:") && isAdminOnly(key));
    expect(withId.filter((key) => !(key in ADMIN_REQUESTS_FOR_MISSING))).toEqual([]);
  });

  it("answers GET /api/me signed out with { viewer: null }", async () => {
    const response = await t.request("/api/me");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ viewer: null });
  });
});

describe.each(protectedRoutes)("%s", (key) => {
  const access = ACCESS[key];

  it("answers 401 without a session", async () => {
    const response = await call(t.browser(), key);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Please sign in to continue." } });
  });

  it("answers 401 to a made-up session cookie", async () => {
    const browser = t.browser();
    browser.cookies.set(await t.sessionCookieName(), "forged.session-token");
    expect((await call(browser, key)).status).toBe(401);
  });

  if (typeof access === "object") {
    it(`answers 403 to every role but ${access.role.join(", ")}, and to an account without a role`, async () => {
      const outsiders = ROLES.filter((role) => !access.role.includes(role)).map((role) => accounts[role]);
      for (const outsider of [...outsiders, roleless]) {
        const response = await call(outsider.browser, key);
        expect(response.status, `as ${outsider.fullName}`).toBe(403);
      }
    });
  }

  const missing = ADMIN_REQUESTS_FOR_MISSING[key];
  if (missing) {
    it("answers 404 to an admin for an id that names nothing", async () => {
      const [method = "GET", pattern = "/"] = key.split(" ");
      const path = pattern.replace(/:[A-Za-z]+/g, PLACEHOLDER_ID);
      const response = await accounts.admin.browser.request(path, { method, json: method === "GET" ? undefined : (missing.json ?? {}) });
      expect(response.status).toBe(404);
    });
  }

  const fixture = OWNED_OBJECTS[key];
  if (fixture) {
    it("answers 404 for someone else's object", async () => {
      const role = typeof access === "object" ? (access.role[0] ?? "client") : "client";
      const owner = await t.createAccount({ role });
      const stranger = await t.createAccount({ role });
      // A cleaner route's stranger is a working cleaner too: "not found" must come from ownership.
      if (role === "cleaner") for (const account of [owner, stranger]) await cleanerRecordOf(t, account);
      const target = await fixture({ t, owner });
      expect((await call(stranger.browser, key, target)).status).toBe(404);
      // The fixture is real: its owner does reach the object.
      expect([401, 403, 404]).not.toContain((await call(owner.browser, key, target)).status);
    });
  }
});

describe("public routes", () => {
  it.each(routes.filter((key) => ACCESS[key] === "public"))("%s needs no session", async (key) => {
    expect([401, 403]).not.toContain((await call(t.browser(), key)).status);
  });
});
