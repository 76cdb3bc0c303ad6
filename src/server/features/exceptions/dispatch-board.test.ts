// docs/decisions/055: Exceptions lists the Posted jobs dispatch left to the board whose start is
// ahead, soonest first, each with dispatch's reason; admins only.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EXCEPTION_LIST_LIMIT } from "../../../shared/domain/exceptions";
import { jobs } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob, insertJobOffer } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

interface BoardJob {
  jobId: string;
  type: string;
  address: string;
  scheduledStart: string;
  status: string;
  dispatchNote: string | null;
  client: { name: string };
}

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Harper Host" }));
});
beforeEach(async () => {
  await t.db.delete(jobs);
});

/** A Posted job dispatch left to the board (or other values), starting in `hours`. */
async function boardJob(hours: number, values: Partial<typeof jobs.$inferInsert> = {}) {
  const job = await insertJob(t.db, { clientId, scheduledStart: inHours(hours), address: "12 Elm St, Boston, MA 02116" });
  await t.db
    .update(jobs)
    .set({ dispatchState: "board", dispatchNote: "Offered to Sam R. (declined)", ...values })
    .where(eq(jobs.jobId, job.jobId));
  return job;
}

async function leftToBoard(account = admin) {
  const response = await account.browser.api.admin.exceptions.$get();
  expect(response.status).toBe(200);
  return ((await response.json()) as { leftToBoard: { rows: BoardJob[]; total: number } }).leftToBoard;
}

describe("GET /api/admin/exceptions: left to the board by dispatch", () => {
  it("lists Posted jobs dispatch left to the board, start ahead, soonest first, with dispatch's reason", async () => {
    const later = await boardJob(48, { dispatchNote: "No eligible cleaner was found." });
    const sooner = await boardJob(6);
    await boardJob(-1); // its start has passed: Unclaimed or No-shows speak for it
    await boardJob(10, { status: "Assigned" }); // someone claimed it from the board
    await boardJob(12, { dispatchState: null, dispatchNote: null }); // posted while dispatch was off
    const offered = await insertJob(t.db, { clientId, scheduledStart: inHours(8) });
    const sam = await insertCleaner(t, "Sam Rivera");
    await insertJobOffer(t.db, { jobId: offered.jobId, cleanerId: sam.cleanerId }); // still being offered

    const list = await leftToBoard();
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.jobId)).toEqual([sooner.jobId, later.jobId]);
    expect(list.rows[0]).toMatchObject({
      type: "Standard Clean",
      address: "12 Elm St, Boston, MA 02116",
      status: "Posted",
      scheduledStart: sooner.scheduledStart.toISOString(),
      dispatchNote: "Offered to Sam R. (declined)",
      client: { name: "Harper Host" },
    });
    expect(list.rows[1]!.dispatchNote).toBe("No eligible cleaner was found.");
  });

  it("shows at most the list's limit and counts them all", async () => {
    const many = await Promise.all(
      Array.from({ length: EXCEPTION_LIST_LIMIT + 1 }, (_, index) => insertJob(t.db, { clientId, scheduledStart: inHours(5 + index) })),
    );
    await t.db
      .update(jobs)
      .set({ dispatchState: "board" })
      .where(
        inArray(
          jobs.jobId,
          many.map((job) => job.jobId),
        ),
      );
    const list = await leftToBoard();
    expect(list.total).toBe(EXCEPTION_LIST_LIMIT + 1);
    expect(list.rows).toHaveLength(EXCEPTION_LIST_LIMIT);
    expect(list.rows[0]!.jobId).toBe(many[0]!.jobId);
  });

  it("is for admins only", async () => {
    await boardJob(6);
    const client = await t.createAccount({ role: "client" });
    const cleaner = await t.createAccount({ role: "cleaner" });
    expect((await client.browser.api.admin.exceptions.$get()).status).toBe(403);
    expect((await cleaner.browser.api.admin.exceptions.$get()).status).toBe(403);
  });
});
