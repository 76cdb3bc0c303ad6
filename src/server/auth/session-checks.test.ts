// decision 028: the streams' heartbeat checks, answered together, say for each session what one
// check would: it stands only while it exists, has not expired and its person keeps role and standing.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authSessions } from "../db/schema/auth";
import { cleaners } from "../db/schema/people";
import { createTestApp } from "../test/harness";
import { insertCleaner } from "../test/fixtures";
import { batchedSessionCheck, CHECK_BATCH_MAX, sessionsStillStanding } from "./session-checks";

const t = await createTestApp();
afterAll(() => t.close());

const tokenOf = async (userId: string) =>
  (await t.db.select({ token: authSessions.token }).from(authSessions).where(eq(authSessions.userId, userId)))[0]!.token;

describe("the streams' session checks", () => {
  it("answer each check of a batch as one check would", async () => {
    const client = await t.createAccount({ role: "client" });
    const expired = await t.createAccount({ role: "client" });
    const sam = await insertCleaner(t, "Sam Rivera");
    const [clientToken, expiredToken, samToken] = [
      await tokenOf(client.userId),
      await tokenOf(expired.userId),
      await tokenOf(sam.account.userId),
    ];
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.token, expiredToken));
    await t.db.update(cleaners).set({ status: "Inactive" }).where(eq(cleaners.cleanerId, sam.cleanerId));
    const answers = await sessionsStillStanding(t.db, [
      { token: clientToken, userId: client.userId, role: "client" },
      { token: clientToken, userId: client.userId, role: "cleaner" },
      { token: clientToken, userId: expired.userId, role: "client" },
      { token: expiredToken, userId: expired.userId, role: "client" },
      { token: samToken, userId: sam.account.userId, role: "cleaner" },
      { token: "no-such-token", userId: client.userId, role: "client" },
    ]);
    expect(answers).toEqual([true, false, false, false, false, false]);
  });

  it("answers many checks asked at once, more than one batch holds, each with its own answer", async () => {
    const client = await t.createAccount({ role: "client" });
    const token = await tokenOf(client.userId);
    const check = batchedSessionCheck(t.db);
    const asked = Array.from({ length: CHECK_BATCH_MAX + 5 }, (_, index) =>
      check({ token: index % 2 === 0 ? token : `gone-${index}`, userId: client.userId, role: "client" }),
    );
    const answers = await Promise.all(asked);
    expect(answers.filter(Boolean)).toHaveLength(Math.ceil((CHECK_BATCH_MAX + 5) / 2));
    expect(answers.every((stands, index) => stands === (index % 2 === 0))).toBe(true);
  });
});
