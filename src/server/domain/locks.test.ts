// docs/decisions/062: the guard refuses, outside production, a row lock taken out of the one order
// (unit, calendar feed, cleaner, job, client; rows of one kind by id), before the statement runs.
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import { declareLocks, LOCK_ORDER, lockCleaner, lockJobs, LockOrderError } from "./locks";
import { cleaners } from "../db/schema/people";

const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.dispose());

const CLEANER = "00000000-0000-4000-8000-00000000000c";
const JOB_A = "00000000-0000-4000-8000-00000000000a";
const JOB_B = "00000000-0000-4000-8000-00000000000b";

/** Runs `work` in a transaction that is always rolled back; what it threw, or null. */
async function thrownIn(work: Parameters<typeof db.transaction>[0]): Promise<unknown> {
  const rollback = new Error("rollback");
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      throw rollback;
    });
  } catch (error) {
    return error === rollback ? null : error;
  }
  return null;
}

describe("the lock order", () => {
  it("is unit, calendar feed, cleaner, job, client", () => {
    expect(LOCK_ORDER).toEqual(["unit", "calendar feed", "cleaner", "job", "client"]);
  });

  it("lets a transaction take the cleaner, then its jobs by id, and take a held row again", async () => {
    expect(
      await thrownIn(async (tx) => {
        await lockCleaner(tx, CLEANER, "no key update", { cleanerId: cleaners.cleanerId });
        await lockJobs(tx, [JOB_B, JOB_A], "update");
        // Held already: no new wait, whatever came after it.
        await lockCleaner(tx, CLEANER, "share", { cleanerId: cleaners.cleanerId });
        await lockJobs(tx, [JOB_A], "no key update");
      }),
    ).toBeNull();
  });

  it("refuses a cleaner locked after a job, before the statement runs", async () => {
    const error = await thrownIn(async (tx) => {
      await lockJobs(tx, [JOB_A], "update");
      await lockCleaner(tx, CLEANER, "share", { cleanerId: cleaners.cleanerId });
    });
    expect(error).toBeInstanceOf(LockOrderError);
    expect((error as Error).message).toContain(`cleaner ${CLEANER} is locked after a job`);
  });

  it("refuses a job locked after one with a greater id", async () => {
    const error = await thrownIn(async (tx) => {
      await lockJobs(tx, [JOB_B], "update");
      await lockJobs(tx, [JOB_A], "update");
    });
    expect(error).toBeInstanceOf(LockOrderError);
    expect((error as Error).message).toContain(`job ${JOB_A} is locked after job ${JOB_B}`);
  });

  it("refuses a row held FOR SHARE taken again to write", async () => {
    const error = await thrownIn(async (tx) => {
      await lockCleaner(tx, CLEANER, "share", { cleanerId: cleaners.cleanerId });
      await lockCleaner(tx, CLEANER, "no key update", { cleanerId: cleaners.cleanerId });
    });
    expect(error).toBeInstanceOf(LockOrderError);
  });

  it("checks one statement's locks in the order it takes them (a claim's: the cleaner, then the job)", async () => {
    expect(
      await thrownIn(async (tx) => {
        declareLocks(tx, { kind: "cleaner", ids: [CLEANER], mode: "no key update" }, { kind: "job", ids: [JOB_A], mode: "no key update" });
      }),
    ).toBeNull();
    expect(
      await thrownIn(async (tx) => {
        declareLocks(tx, { kind: "job", ids: [JOB_A], mode: "update" }, { kind: "unit", ids: [CLEANER], mode: "share" });
      }),
    ).toBeInstanceOf(LockOrderError);
  });

  it("forgets a transaction's locks when it ends", async () => {
    expect(await thrownIn((tx) => lockJobs(tx, [JOB_A], "update"))).toBeNull();
    expect(await thrownIn((tx) => lockCleaner(tx, CLEANER, "share", { cleanerId: cleaners.cleanerId }))).toBeNull();
  });
});
