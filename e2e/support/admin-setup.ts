import { expect, type APIRequestContext } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./accounts";

// Setup for the admin journeys: objects of their own, made through the public API, so that an
// admin journey changes nothing another journey relies on (the run shares one demo database).

const originOf = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/** A date `days` from today, as the booking API takes it (the server checks it is not past). */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day.toLocaleDateString("en-CA");
}

/** A street no other journey uses, so a search for it finds only this journey's jobs. */
export const uniqueStreet = (name: string) => `${Math.floor(Math.random() * 9000) + 1000} ${name}`;

export interface BookedJob {
  jobId: string;
  /** spec 2's Job ID column: the id's last segment (shared/schemas/admin-jobs.ts jobIdLabel). */
  label: string;
}

/**
 * A fresh client, signed in on `request`, with one unit at `address` and a Posted job booked for
 * each of `bookings` (days from today and a slot). Returns the account and the jobs in order.
 */
export async function freshClientWithJobs(
  request: APIRequestContext,
  baseURL: string,
  {
    label,
    fullName,
    address,
    notes,
    bookings,
  }: { label: string; fullName: string; address: string; notes?: string; bookings: { days: number; slot: string; type?: string }[] },
) {
  const account = await createVerifiedAccount(request, baseURL, { label, fullName });
  await signInViaApi(request, baseURL, account.email, account.password);
  const unit = await request.post("/api/client/units", {
    data: { label: "Admin Journey Flat", fullAddress: address, ...(notes ? { notes } : {}) },
    headers: originOf(baseURL),
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const { unit: created } = (await unit.json()) as { unit: { unitId: string } };
  const jobs: BookedJob[] = [];
  for (const booking of bookings) {
    const response = await request.post("/api/client/jobs", {
      data: {
        unitId: created.unitId,
        type: booking.type ?? "Standard Clean",
        date: dayFromToday(booking.days),
        slot: booking.slot,
        durationHours: 2,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      headers: originOf(baseURL),
    });
    expect(response.status(), await response.text()).toBe(201);
    const { job } = (await response.json()) as { job: { jobId: string } };
    jobs.push({ jobId: job.jobId, label: job.jobId.split("-").at(-1)! });
  }
  return { account, unitId: created.unitId, jobs };
}

/**
 * As an admin (on `adminRequest`, signed in as the demo admin), puts the Active cleaner with
 * `cleanerEmail` on the job and marks it Completed: the job's payout is recorded as a cleaner's
 * completion records it (docs/decisions/041), and its client can review it.
 */
export async function completeJobAsAdmin(adminRequest: APIRequestContext, baseURL: string, jobId: string, cleanerEmail: string) {
  const found = await adminRequest.get(`/api/admin/jobs/assignable-cleaners?search=${encodeURIComponent(cleanerEmail)}`);
  expect(found.status(), await found.text()).toBe(200);
  const { cleaners } = (await found.json()) as { cleaners: { cleanerId: string; email: string }[] };
  const cleaner = cleaners.find((candidate) => candidate.email === cleanerEmail);
  expect(cleaner, `${cleanerEmail} is an Active cleaner`).toBeTruthy();
  for (const status of ["Assigned", "Completed"] as const) {
    const response = await adminRequest.patch(`/api/admin/jobs/${jobId}/status`, {
      // A first cleaner for the job needs the admin's reason (docs/decisions/026).
      data: status === "Assigned" ? { status, cleanerId: cleaner!.cleanerId, reason: "Set up by a journey" } : { status },
      headers: originOf(baseURL),
    });
    expect(response.status(), `${status}: ${await response.text()}`).toBe(200);
  }
}

/** The client signed in on `request` reviews their completed job. */
export async function reviewJob(request: APIRequestContext, baseURL: string, jobId: string, review: { rating: number; comment: string }) {
  const response = await request.put(`/api/client/jobs/${jobId}/review`, { data: review, headers: originOf(baseURL) });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * A fresh cleaner, signed in on `request`, whose profile is submitted: Pending, waiting for an
 * admin's review (spec 4), as Riley is, but theirs alone.
 */
export async function freshPendingCleaner(
  request: APIRequestContext,
  baseURL: string,
  { label, fullName }: { label: string; fullName: string },
) {
  const account = await createVerifiedAccount(request, baseURL, { role: "cleaner", label, fullName });
  await signInViaApi(request, baseURL, account.email, account.password);
  const profile = await request.put("/api/cleaner/profile", {
    data: {
      fullName,
      phone: "(617) 555-0190",
      workAreas: ["Boston"],
      services: ["Residential", "Deep Clean"],
      yearsExperience: 4,
      bio: "Apartments around Boston.",
    },
    headers: originOf(baseURL),
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  return account;
}

/** As an admin: puts the Active cleaner `cleanerId` on the job, with the reason a new cleaner needs (docs/decisions/026). */
export async function assignJobAsAdmin(adminRequest: APIRequestContext, baseURL: string, jobId: string, cleanerId: string) {
  const response = await adminRequest.patch(`/api/admin/jobs/${jobId}/status`, {
    data: { status: "Assigned", cleanerId, reason: "Set up by a journey" },
    headers: originOf(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** As an admin: approves the Pending cleaner with `email` (Pending -> Active) and returns their id. */
export async function approveCleanerAsAdmin(adminRequest: APIRequestContext, baseURL: string, email: string) {
  const list = await adminRequest.get(`/api/admin/cleaners?search=${encodeURIComponent(email)}`);
  expect(list.status(), await list.text()).toBe(200);
  const { rows } = (await list.json()) as { rows: { cleanerId: string; email: string }[] };
  const cleaner = rows.find((row) => row.email === email);
  expect(cleaner, `a cleaner ${email}`).toBeTruthy();
  const approve = await adminRequest.post(`/api/admin/cleaners/${cleaner!.cleanerId}/approve`, {
    data: { reason: "Vetted by an e2e journey." },
    headers: originOf(baseURL),
  });
  expect(approve.status(), await approve.text()).toBe(200);
  return cleaner!.cleanerId;
}

/**
 * As an admin: switches the feature flag `name` (docs/decisions/048), creating it when missing.
 * The journeys run with `auto_assign` off and the dispatch journey with it on (docs/decisions/055).
 */
export async function setFeatureFlag(adminRequest: APIRequestContext, baseURL: string, name: string, enabled: boolean) {
  const list = await adminRequest.get("/api/admin/feature-flags");
  expect(list.status(), await list.text()).toBe(200);
  const { flags } = (await list.json()) as { flags: { id: string; flagName: string; enabled: boolean }[] };
  let flag = flags.find((candidate) => candidate.flagName === name);
  if (!flag) {
    if (!enabled) return;
    const created = await adminRequest.post("/api/admin/feature-flags", { data: { name }, headers: originOf(baseURL) });
    expect(created.status(), await created.text()).toBe(201);
    flag = ((await created.json()) as { flag: { id: string; flagName: string; enabled: boolean } }).flag;
  }
  if (flag.enabled === enabled) return;
  const switched = await adminRequest.patch(`/api/admin/feature-flags/${flag.id}`, { data: { enabled }, headers: originOf(baseURL) });
  expect(switched.status(), await switched.text()).toBe(200);
}
