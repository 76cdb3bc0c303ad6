// docs/decisions/064: a booking is the unit's wall clock, across a daylight-saving change in the
// unit's zone, wherever the client books from; its emails and CSVs write that clock with the zone.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createJobSchema } from "../../../shared/schemas/booking";
import { jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { noShowEmail } from "../../domain/emails/admin-emails";
import { jobCanceledForClientEmail } from "../../domain/emails/client-job-emails";
import { createTestApp } from "../../test/harness";
import { clientIdOf, insertCleaner, insertUnit } from "../../test/fixtures";
import { createJob } from "./booking.service";

const t = await createTestApp();
afterAll(() => t.close());

const CHICAGO = "415 N Dearborn St, Unit 1204, Chicago, IL 60654";
const BOSTON = "48 Beacon St, Apt 3, Boston, MA 02108";
/** Early in 2026, so both changes (March 8, November 1) are ahead and within the year a booking allows. */
const NOW = new Date("2026-01-15T12:00:00Z");

/** 10 AM on each day, as stored (UTC) and as its emails write it. */
const CASES: { address: string; date: string; stored: string; clock: string; day: string }[] = [
  // Chicago: CST (UTC-6) until 2 AM on March 8, CDT (UTC-5) until 2 AM on November 1.
  { address: CHICAGO, date: "2026-03-07", stored: "2026-03-07T16:00:00.000Z", clock: "10:00 AM CST", day: "Saturday, March 7, 2026" },
  { address: CHICAGO, date: "2026-03-08", stored: "2026-03-08T15:00:00.000Z", clock: "10:00 AM CDT", day: "Sunday, March 8, 2026" },
  { address: CHICAGO, date: "2026-03-09", stored: "2026-03-09T15:00:00.000Z", clock: "10:00 AM CDT", day: "Monday, March 9, 2026" },
  { address: CHICAGO, date: "2026-10-31", stored: "2026-10-31T15:00:00.000Z", clock: "10:00 AM CDT", day: "Saturday, October 31, 2026" },
  { address: CHICAGO, date: "2026-11-01", stored: "2026-11-01T16:00:00.000Z", clock: "10:00 AM CST", day: "Sunday, November 1, 2026" },
  { address: CHICAGO, date: "2026-11-02", stored: "2026-11-02T16:00:00.000Z", clock: "10:00 AM CST", day: "Monday, November 2, 2026" },
  // Boston: EST (UTC-5), EDT (UTC-4).
  { address: BOSTON, date: "2026-03-07", stored: "2026-03-07T15:00:00.000Z", clock: "10:00 AM EST", day: "Saturday, March 7, 2026" },
  { address: BOSTON, date: "2026-03-08", stored: "2026-03-08T14:00:00.000Z", clock: "10:00 AM EDT", day: "Sunday, March 8, 2026" },
  { address: BOSTON, date: "2026-03-09", stored: "2026-03-09T14:00:00.000Z", clock: "10:00 AM EDT", day: "Monday, March 9, 2026" },
  { address: BOSTON, date: "2026-10-31", stored: "2026-10-31T14:00:00.000Z", clock: "10:00 AM EDT", day: "Saturday, October 31, 2026" },
  { address: BOSTON, date: "2026-11-01", stored: "2026-11-01T15:00:00.000Z", clock: "10:00 AM EST", day: "Sunday, November 1, 2026" },
  { address: BOSTON, date: "2026-11-02", stored: "2026-11-02T15:00:00.000Z", clock: "10:00 AM EST", day: "Monday, November 2, 2026" },
];

/** The short form the CSVs write: "Mar 08, 2026 at 10:00 AM CDT". */
const csvWhen = (date: string, clock: string) => {
  const [year, month, day] = date.split("-") as [string, string, string];
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return `${monthName} ${day}, ${year} at ${clock}`;
};

describe("booking 10 AM in Chicago and Boston across both 2026 daylight-saving changes", () => {
  it("stores each unit's 10 AM, and its emails and the payouts CSV write 10:00 AM with the right abbreviation", async () => {
    const account = await t.createAccount({ role: "client" });
    const clientId = await clientIdOf(t, account);
    // The units' zones come from their addresses alone: neither row holds one.
    const chicago = await insertUnit(t.db, clientId, { label: "Loop", fullAddress: CHICAGO });
    const boston = await insertUnit(t.db, clientId, { label: "Beacon", fullAddress: BOSTON });
    const cleaner = await insertCleaner(t, "Dana Daylight");

    const booked: { jobId: string; stored: string; clock: string; date: string }[] = [];
    for (const { address, date, stored, clock, day } of CASES) {
      const unitId = address === CHICAGO ? chicago.unitId : boston.unitId;
      // An older screen's browser zone (New York) is dropped: the unit's zone decides.
      const input = createJobSchema.parse({
        unitId,
        type: "Standard Clean",
        date,
        slot: "10:00",
        durationHours: 2,
        timeZone: "America/New_York",
      });
      const job = await createJob({ db: t.db, clientId, input, publicUrl: "https://tidyline.test", now: NOW });
      expect([address, date, job.scheduledStart]).toEqual([address, date, stored]);

      const [row] = await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId));
      if (!row) throw new Error("no job");
      expect(row.timeZone).toBe(address === CHICAGO ? "America/Chicago" : "America/New_York");
      // The client's email and the admins' no-show email (UTC before decision 064) alike.
      const email = jobCanceledForClientEmail({ job: row, planCleanReturned: false });
      expect(email.text).toContain(`${day} at ${clock}`);
      const noShow = noShowEmail({
        job: {
          ...row,
          cleanerName: null,
          cleanerPhone: null,
          cleanerEmail: null,
          clientName: "Ana",
          clientEmail: "a@example.test",
          clientPhone: null,
        },
        publicUrl: "https://tidyline.test",
      });
      expect(noShow.text).toContain(`due to start ${day} at ${clock},`);
      booked.push({ jobId: job.jobId, stored, clock, date });
    }

    // Each job completed and paid out: the cleaner's CSV writes the job's own 10 AM, read in a third zone.
    for (const job of booked) {
      await t.db
        .update(jobs)
        .set({ status: "Completed", completedAt: new Date(Date.parse(job.stored) + 7_200_000) })
        .where(eq(jobs.jobId, job.jobId));
      await t.db.insert(payouts).values({ cleanerId: cleaner.cleanerId, jobId: job.jobId, amountCents: 5_500, status: "pending" });
    }
    const response = await cleaner.account.browser.api.cleaner["payouts.csv"].$get({ query: { timeZone: "America/Los_Angeles" } });
    expect(response.status).toBe(200);
    const text = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(3));
    for (const job of booked) expect(text).toContain(`,"${csvWhen(job.date, job.clock)}",Pending,`);
  });
});
