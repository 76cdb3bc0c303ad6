// docs/decisions/071: On my way, by the assigned cleaner of a job not yet started, on its day; the
// client is told the arrival, again only when it moves by 10 minutes or more.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ON_MY_WAY_NOT_ASSIGNED, ON_MY_WAY_STARTED, ON_MY_WAY_TOO_EARLY } from "../../../shared/domain/reminders";
import type { JobStatus } from "../../../shared/domain/job-status";
import { jobAssignments } from "../../db/schema/jobs";
import { notificationPreferences, notifications } from "../../db/schema/notifications";
import { createTestApp, type TestAccount } from "../../test/harness";
import { clientWithUnit, insertCleaner, insertJob } from "../../test/fixtures";
import { ASSIGNMENT_NOT_FOUND } from "./assignment-progress.service";
import { sayOnMyWay } from "./on-my-way.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A client's Chicago job assigned to Sam Rivera, starting `startsInHours` after `now`. */
async function assignedJob({
  status = "Assigned",
  startsInHours = 2,
  now = new Date(),
}: { status?: JobStatus; startsInHours?: number; now?: Date } = {}) {
  const client = await clientWithUnit(t);
  const sam = await insertCleaner(t, "Sam Rivera");
  const job = await insertJob(t.db, {
    clientId: client.clientId,
    status,
    cleanerId: sam.cleanerId,
    address: "12 Oak St, Chicago, IL 60601",
    scheduledStart: new Date(now.getTime() + startsInHours * HOUR),
  });
  return { client, sam, job };
}

const onMyWay = (account: TestAccount, jobId: string, etaMinutes: unknown, headers?: Record<string, string>) =>
  account.browser.api.cleaner.assignments[":jobId"]["on-my-way"].$post(
    { param: { jobId }, json: { etaMinutes: etaMinutes as number } },
    { headers },
  );

const toldTo = (userId: string) =>
  t.db
    .select({ event: notifications.event, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId));

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}

describe("On my way", () => {
  it("tells the client the arrival on the job's clock, a first name only", async () => {
    const now = new Date("2030-05-01T15:10:00Z");
    const { client, sam, job } = await assignedJob({ now, startsInHours: 0.5 });
    const answer = await sayOnMyWay({ db: t.db, cleanerId: sam.cleanerId, jobId: job.jobId, etaMinutes: 30, now });
    expect(answer).toEqual({ jobId: job.jobId, onMyWayAt: now.toISOString(), arrivingAt: "2030-05-01T15:40:00.000Z", clientTold: true });
    // The client has no zone of their own: the job's clock (Chicago), unnamed.
    expect(await toldTo(client.account.userId)).toEqual([
      { event: "job.onMyWay", title: "Your cleaner is on the way", body: "Sam is on the way, arriving about 10:40 AM" },
    ]);
  });

  it("names the zone for a client whose own clock reads otherwise", async () => {
    const now = new Date("2030-05-01T15:10:00Z");
    const { client, sam, job } = await assignedJob({ now, startsInHours: 0.5 });
    await t.db.insert(notificationPreferences).values({ userId: client.account.userId, timeZone: "America/New_York" });
    await sayOnMyWay({ db: t.db, cleanerId: sam.cleanerId, jobId: job.jobId, etaMinutes: 45, now });
    expect((await toldTo(client.account.userId)).map((notice) => notice.body)).toEqual(["Sam is on the way, arriving about 10:55 AM CDT"]);
  });

  it("a second tap updates the arrival, telling the client again only when it moved by 10 minutes or more", async () => {
    const now = new Date("2030-05-01T15:10:00Z");
    const { client, sam, job } = await assignedJob({ now, startsInHours: 1 });
    const tap = (etaMinutes: number, minutesLater: number) =>
      sayOnMyWay({
        db: t.db,
        cleanerId: sam.cleanerId,
        jobId: job.jobId,
        etaMinutes,
        now: new Date(now.getTime() + minutesLater * MINUTE),
      });
    await tap(30, 0); // about 15:40
    expect((await tap(30, 5)).clientTold).toBe(false); // about 15:45: 5 minutes later
    expect((await tap(45, 5)).clientTold).toBe(true); // about 16:00: 15 minutes later than 15:45
    expect((await toldTo(client.account.userId)).map((notice) => notice.body).sort()).toEqual([
      "Sam is on the way, arriving about 10:40 AM",
      "Sam is on the way, arriving about 11:00 AM",
    ]);
    const [row] = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
    expect(row?.onMyWayEta?.toISOString()).toBe("2030-05-01T16:00:00.000Z");
  });

  it("through the API: the client's Upcoming shows the arrival; a repeat with the same Idempotency-Key is one tap", async () => {
    const { client, sam, job } = await assignedJob();
    const headers = { "Idempotency-Key": `on-my-way-${job.jobId}` };
    const first = await onMyWay(sam.account, job.jobId, 30, headers);
    expect(first.status).toBe(200);
    const again = await onMyWay(sam.account, job.jobId, 30, headers);
    const body = (await first.json()) as { onMyWay: { arrivingAt: string } };
    expect(await again.json()).toEqual(body);
    expect(await toldTo(client.account.userId)).toHaveLength(1);
    const answer = body.onMyWay;
    const upcoming = (await (await client.account.browser.api.client.jobs.upcoming.$get()).json()) as {
      jobs: { jobId: string; arrivingAt: string | null }[];
    };
    expect(upcoming.jobs.find((row) => row.jobId === job.jobId)?.arrivingAt).toBe(answer.arrivingAt);
    const assignments = (await (await sam.account.browser.api.cleaner.assignments.$get({ query: {} })).json()) as {
      rows: { jobId: string; arrivingAt: string | null }[];
    };
    expect(assignments.rows.find((row) => row.jobId === job.jobId)?.arrivingAt).toBe(answer.arrivingAt);
  });

  it("is refused for another cleaner's job (404), more than 12 hours before the start (409), once started (409) or canceled (409)", async () => {
    const { job } = await assignedJob();
    const stranger = await insertCleaner(t, "Jamie Lee");
    await expectRefusal(await onMyWay(stranger.account, job.jobId, 30), 404, ASSIGNMENT_NOT_FOUND);

    const tomorrow = await assignedJob({ startsInHours: 13 });
    await expectRefusal(await onMyWay(tomorrow.sam.account, tomorrow.job.jobId, 30), 409, ON_MY_WAY_TOO_EARLY);
    const started = await assignedJob({ status: "In Progress" });
    await expectRefusal(await onMyWay(started.sam.account, started.job.jobId, 30), 409, ON_MY_WAY_STARTED);
    const canceled = await assignedJob({ status: "Canceled" });
    await expectRefusal(await onMyWay(canceled.sam.account, canceled.job.jobId, 30), 409, ON_MY_WAY_NOT_ASSIGNED);
    for (const refused of [tomorrow, started, canceled]) expect(await toldTo(refused.client.account.userId)).toEqual([]);
  });

  it("takes 5 to 180 minutes", async () => {
    const { sam, job } = await assignedJob();
    for (const eta of [4, 181, 12.5, "30"]) expect((await onMyWay(sam.account, job.jobId, eta)).status).toBe(400);
    expect((await onMyWay(sam.account, job.jobId, 5)).status).toBe(200);
  });
});
