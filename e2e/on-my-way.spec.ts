import { expect, test, type APIRequestContext } from "@playwright/test";
import { slotStart, TIME_SLOT_IDS, todayIn, type TimeSlotId } from "../src/shared/domain/booking";
import { createVerifiedAccount, signInViaApi, storageStateOf } from "./support/accounts";
import { approveCleanerAsAdmin, assignJobAsAdmin, freshPendingCleaner } from "./support/admin-setup";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expectToast } from "./support/ui";

// docs/decisions/071: On my way. A client's cleaning starts within hours; its cleaner (a fresh one,
// so no other journey's job is theirs then) taps On my way on the assignment, and the client's
// Upcoming, open in another browser since before, shows "On the way, arriving about …" without a
// reload: the job's live event (decision 068) refetches the list.

const originOf = (baseURL: string) => ({ Origin: new URL(baseURL).origin });
const MINUTE = 60_000;

/** The unit zones a client may pick, with a street of each zone's city (the booking slots are its clock). */
const ZONES = [
  "America/Puerto_Rico",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
];

/**
 * A zone, day and slot whose start is 1 to 11 hours away: On my way is open from 12 hours before a
 * start, and across the zones some slot always starts within that (their starts cover 12:00 to 02:00 UTC).
 * Each slot's start is the server's own (slotStart).
 */
function soonSlot(): { timeZone: string; date: string; slot: TimeSlotId } {
  const now = Date.now();
  for (const timeZone of ZONES) {
    for (const days of [0, 1]) {
      const date = todayIn(timeZone, new Date(now + days * 24 * 60 * MINUTE));
      for (const slot of TIME_SLOT_IDS) {
        const start = slotStart(date, slot, timeZone).getTime();
        if (start - now > 60 * MINUTE && start - now < 11 * 60 * MINUTE) return { timeZone, date, slot };
      }
    }
  }
  throw new Error("no slot starts within 11 hours");
}

async function clientWithSoonJob(request: APIRequestContext, baseURL: string) {
  const account = await createVerifiedAccount(request, baseURL, { label: "on-my-way", fullName: "Olive Way" });
  await signInViaApi(request, baseURL, account.email, account.password);
  const { timeZone, date, slot } = soonSlot();
  const unit = await request.post("/api/client/units", {
    data: { label: "Way Flat", fullAddress: `${Math.floor(Math.random() * 9000) + 1000} Oak St, Boston, MA 02108`, timeZone },
    headers: originOf(baseURL),
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const { unit: created } = (await unit.json()) as { unit: { unitId: string } };
  const booked = await request.post("/api/client/jobs", {
    data: { unitId: created.unitId, type: "Standard Clean", date, slot, durationHours: 2 },
    headers: originOf(baseURL),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { job: { jobId: string } }).job.jobId;
}

test("a cleaner's On my way reaches the client's open Upcoming without a reload", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ storageState: storageStateOf("admin") })).newPage();
  const client = await (await browser.newContext()).newPage();
  const cleaner = await (await browser.newContext()).newPage();

  // Set-up through the API: the client's job, a fresh Active cleaner put on it by an admin.
  const jobId = await clientWithSoonJob(client.request, baseURL!);
  const cleanerAccount = await freshPendingCleaner(cleaner.request, baseURL!, { label: "on-my-way-cleaner", fullName: "Wes Waylon" });
  const cleanerId = await approveCleanerAsAdmin(admin.request, baseURL!, cleanerAccount.email);
  await assignJobAsAdmin(admin.request, baseURL!, jobId, cleanerId);

  // The client's Upcoming is open before the cleaner says anything.
  await client.goto("/client/upcoming");
  await expect(client.getByText("Wes Waylon")).toBeVisible();
  await expect(client.getByText(/^On the way, arriving about/)).toHaveCount(0);

  await cleaner.goto(`/cleaner/assignments?job=${jobId}`);
  const card = cleaner.getByRole("article").filter({ hasText: "Standard Clean" });
  await card.getByLabel("Arriving in").selectOption("45");
  await card.getByRole("button", { name: "On my way" }).click();
  await expectToast(cleaner, "Client told you're on the way", /Arriving about \d{1,2}:\d{2} [AP]M/);
  const told = card.getByText(/^Client told: arriving about \d{1,2}:\d{2} [AP]M/);
  await expect(told).toBeVisible();
  const arrival = (await told.textContent())!.replace("Client told: arriving about ", "");
  await expectNoSeriousAxeViolations(cleaner);

  // The client sees it without a reload, the same arrival on the job's clock.
  await expect(client.getByText(`On the way, arriving about ${arrival}`)).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousAxeViolations(client);

  await Promise.all([admin, client, cleaner].map((page) => page.context().close()));
});
