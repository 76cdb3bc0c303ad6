// docs/decisions/026 (issue 18): the unit's notes ("Access instructions, parking, pets…") reach the
// cleaner assigned to the job: on the assignment card and in the job report; the board never has them.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { clientUnits } from "../../db/schema/people";
import { createTestApp, jsonOf, type Browser } from "../../test/harness";
import { clientWithUnit, insertCleaner, insertJob } from "../../test/fixtures";
import type { AssignmentView } from "./assignment-list.service";

const t = await createTestApp();
afterAll(() => t.close());

const NOTES = "Lockbox 2468 by the back door. Cat stays inside.";

async function unitWithNotes() {
  const client = await clientWithUnit(t);
  await t.db.update(clientUnits).set({ notes: NOTES }).where(eq(clientUnits.unitId, client.unitId));
  return client;
}

const assignmentsOf = async (browser: Browser) =>
  ((await (await browser.api.cleaner.assignments.$get({ query: { tab: "all" } })).json()) as { rows: AssignmentView[] }).rows;

describe("unit notes for the assigned cleaner", () => {
  it("are on the card of the job's cleaner, as the client keeps them now; a job without a unit or notes has none", async () => {
    const client = await unitWithNotes();
    const cleaner = await insertCleaner(t);
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      unitId: client.unitId,
      status: "Assigned",
      cleanerId: cleaner.cleanerId,
      specialInstructions: "Bring a ladder",
    });
    const bare = await insertJob(t.db, { clientId: client.clientId, status: "Assigned", cleanerId: cleaner.cleanerId, daysFromNow: 5 });

    const cards = await assignmentsOf(cleaner.account.browser);
    expect(cards.find((card) => card.jobId === job.jobId)).toMatchObject({ unitNotes: NOTES, specialInstructions: "Bring a ladder" });
    expect(cards.find((card) => card.jobId === bare.jobId)?.unitNotes).toBeNull();

    // The client edits the notes: the cleaner reads the new ones; blank notes are none.
    await t.db.update(clientUnits).set({ notes: "New code 1357" }).where(eq(clientUnits.unitId, client.unitId));
    expect((await assignmentsOf(cleaner.account.browser)).find((card) => card.jobId === job.jobId)?.unitNotes).toBe("New code 1357");
    await t.db.update(clientUnits).set({ notes: "   " }).where(eq(clientUnits.unitId, client.unitId));
    expect((await assignmentsOf(cleaner.account.browser)).find((card) => card.jobId === job.jobId)?.unitNotes).toBeNull();
  });

  it("are in the job report of the job's cleaner, and never reach another cleaner or the board", async () => {
    const client = await unitWithNotes();
    const cleaner = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      unitId: client.unitId,
      status: "Completed",
      cleanerId: cleaner.cleanerId,
    });
    const posted = await insertJob(t.db, {
      clientId: client.clientId,
      unitId: client.unitId,
      claimWindowEnds: new Date(Date.now() + 3_600_000),
      daysFromNow: 3,
    });

    const response = await cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: job.jobId } });
    expect(response.status).toBe(200);
    const { report } = await jsonOf(response);
    expect(report.unitNotes).toBe(NOTES);

    const foreign = await other.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: job.jobId } });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain("Lockbox");
    const board = await other.account.browser.api.cleaner["open-jobs"].$get({ query: { inMyAreas: "false" } });
    const text = await board.text();
    expect(text).toContain(posted.jobId);
    expect(text).not.toContain("Lockbox");
  });
});
