// docs/decisions/056: a read's viewer is kept in memory while every change to it is heard
// (migration 0015's triggers), so reads skip the lookup and no one is ever served a stale viewer.
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "../../shared/domain/roles";
import type { Database, DatabaseHandle } from "../db/client";
import { authSessions } from "../db/schema/auth";
import { clientRecordColumns, profiles } from "../db/schema/people";
import { viewerChangesOf } from "../db/viewer-changes";
import { createTestApp, type TestAccount } from "../test/harness";

const t = await createTestApp();
const otherServer: DatabaseHandle = await t.database.openAnother!();
afterAll(async () => {
  await otherServer.close();
  await t.close();
});
const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

/** A change no trigger announces: replication's role skips them, as no app, runner or operator does. */
async function changeRoleUnannounced(db: Database, userId: string, role: Role) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(profiles).set({ role }).where(eq(profiles.userId, userId));
  });
}

/** The viewer's role as the next reads see it, waiting up to `withinMs` for it to become `role`. */
async function roleSeen(account: TestAccount, role: Role | null, withinMs: number) {
  const started = performance.now();
  for (;;) {
    const seen = (await account.browser.viewer())?.role ?? null;
    if (seen === role || performance.now() - started > withinMs) return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe(`a read's viewer kept in memory (${engine})`, () => {
  it("answers the next reads from memory, and a change heard is seen by the very next read", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.viewer())?.role).toBe("client");

    await changeRoleUnannounced(t.db, account.userId, "cleaner");
    expect((await account.browser.viewer())?.role).toBe("client");

    // This server's own write is heard before its commit answers: the next read has it.
    await t.db.update(profiles).set({ fullName: "Renamed" }).where(eq(profiles.userId, account.userId));
    expect(await account.browser.viewer()).toMatchObject({ role: "cleaner", fullName: "Renamed" });
  });

  it("a request that may change something reads its viewer afresh", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.api.client.jobs.upcoming.$get()).status).toBe(200);
    await changeRoleUnannounced(t.db, account.userId, "cleaner");
    const added = await account.browser.api.client.units.$post({ json: { label: "Harbor Flat", fullAddress: "1 Harbor Way, Boston, MA" } });
    expect(added.status).toBe(403);
  });

  it("sees another server's change within a moment, and its sign-out ends the session here", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.viewer())?.role).toBe("client");

    await otherServer.db.update(profiles).set({ role: "cleaner" }).where(eq(profiles.userId, account.userId));
    expect(await roleSeen(account, "cleaner", 1_000)).toBe("cleaner");

    await otherServer.db.delete(authSessions).where(eq(authSessions.userId, account.userId));
    expect(await roleSeen(account, null, 1_000)).toBeNull();
    expect((await account.browser.api.client.jobs.upcoming.$get()).status).toBe(401);
  });

  // PGlite is one process: every change goes through it and is heard. PostgreSQL's other servers'
  // changes are heard through the message bus's connection: while it is lost nothing is kept.
  it.skipIf(engine === "PGlite")("keeps nothing while this server cannot hear the other servers' changes", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.viewer())?.role).toBe("client");
    const changes = viewerChangesOf(t.db);
    changes.listening(false);
    try {
      expect(changes.hearing).toBe(false);
      await changeRoleUnannounced(otherServer.db, account.userId, "cleaner");
      expect((await account.browser.viewer())?.role).toBe("cleaner");
      await changeRoleUnannounced(otherServer.db, account.userId, "client");
      expect((await account.browser.viewer())?.role).toBe("client");
    } finally {
      changes.listening(true);
    }
  });

  // The clients' job tallies (migration 0023) move with every booking and are no part of a viewer:
  // their trigger names every other column, so a column added to the record must be added there.
  it("announces a change to any column of a client's record, and none to the search's tallies", async () => {
    const result = await t.db.execute<{ name: string }>(sql`
      SELECT attname AS name FROM pg_attribute
      WHERE attrelid = 'clients'::regclass
        AND attnum = ANY((SELECT tgattr FROM pg_trigger WHERE tgname = 'clients_viewer_change')::int2[])`);
    const announced = result.rows.map((row) => row.name).sort();
    expect(announced).toEqual(
      Object.values(clientRecordColumns)
        .map((column) => column.name)
        .sort(),
    );
    expect(announced).not.toContain("jobs_active");
  });
});
