// docs/decisions/059: the table of a subscription's moves, walked on a real database. Every allowed
// move works from a plan in that state and writes its three columns as stored below; every other
// (from, to, by) is refused with the one code and changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../../shared/domain/statuses";
import { subscriptions } from "../../db/schema/billing";
import { auditLog } from "../../db/schema/platform";
import { AppError } from "../../lib/errors";
import { clientIdOf, insertSubscription } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { transitionSubscription } from "./lifecycle";
import { SUBSCRIPTION_STATE_KEYS, type SubscriptionState, type SubscriptionStateKey } from "./subscription-state";
import { mayMoveSubscription, SUBSCRIPTION_ACTORS, SUBSCRIPTION_MOVES, type SubscriptionActor } from "./transitions";

const t = await createTestApp();
afterAll(() => t.close());

let clientId: string;
let adminId: string;
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  adminId = (await t.createAccount({ role: "admin" })).userId;
});

interface Stored {
  status: SubscriptionStatus;
  active: boolean;
  cancelAtPeriodEnd: boolean;
}

/** Each state as its columns hold it, written out: a plan covers bookings (active) once started and until Canceled. */
const STORED: Record<SubscriptionStateKey, Stored> = {
  "Awaiting payment": { status: "Active", active: false, cancelAtPeriodEnd: false },
  "Awaiting payment, set to cancel": { status: "Active", active: false, cancelAtPeriodEnd: true },
  Active: { status: "Active", active: true, cancelAtPeriodEnd: false },
  "Active, set to cancel": { status: "Active", active: true, cancelAtPeriodEnd: true },
  "Past Due": { status: "Past Due", active: true, cancelAtPeriodEnd: false },
  "Past Due, set to cancel": { status: "Past Due", active: true, cancelAtPeriodEnd: true },
  Paused: { status: "Paused", active: true, cancelAtPeriodEnd: false },
  "Paused, set to cancel": { status: "Paused", active: true, cancelAtPeriodEnd: true },
  Canceled: { status: "Canceled", active: false, cancelAtPeriodEnd: false },
};

const EDITABLE = ["Active", "Active, set to cancel", "Past Due", "Past Due, set to cancel", "Paused", "Paused, set to cancel"];
// docs/decisions/011, 019 and 045, written out here so that a row added to or lost from the table fails this test.
const SPEC_MOVES = new Set([
  // The client's Cancel.
  "client:Awaiting payment:Awaiting payment, set to cancel",
  "client:Active:Active, set to cancel",
  // The first payment went through.
  "system:Awaiting payment:Active",
  "system:Awaiting payment, set to cancel:Active, set to cancel",
  // A renewal declined.
  "system:Active:Past Due",
  // The period of a plan set to cancel ended (or its renewal was declined).
  "system:Awaiting payment, set to cancel:Canceled",
  "system:Active, set to cancel:Canceled",
  "system:Past Due, set to cancel:Canceled",
  "system:Paused, set to cancel:Canceled",
  // An admin's edit of a started plan that is not Canceled.
  ...EDITABLE.flatMap((from) => [...EDITABLE, "Canceled"].map((to) => `admin:${from}:${to}`)),
]);

const combinations = SUBSCRIPTION_ACTORS.flatMap((by) =>
  SUBSCRIPTION_STATE_KEYS.flatMap((from) => SUBSCRIPTION_STATE_KEYS.map((to) => ({ by, from, to }))),
);

/** A fresh plan of the client in `state` (the client holds one current plan at most, so the last one goes). */
async function planIn(state: SubscriptionStateKey) {
  await t.db.delete(subscriptions).where(eq(subscriptions.clientId, clientId));
  return insertSubscription(t.db, { clientId, ...STORED[state] });
}

/** What a move to `to` asks for: the whole state, or for Canceled the status alone (its flag stays). */
function target(to: SubscriptionStateKey): Partial<SubscriptionState> {
  const { status, active, cancelAtPeriodEnd } = STORED[to];
  return to === "Canceled" ? { status } : { status, started: active, cancelAtPeriodEnd };
}

const stored = async (subscriptionId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0];
const auditOf = (subscriptionId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, subscriptionId));

/** An admin's move is audited; the others are not. */
const auditFor = (by: SubscriptionActor) =>
  by === "admin" ? { actorId: adminId, action: "subscription.updated", describe: () => ({ summary: "moved" }) } : undefined;

describe("a subscription's moves (docs/decisions/059)", () => {
  it("are decisions 011, 019 and 045's, and no other", () => {
    expect(SUBSCRIPTION_STATE_KEYS).toEqual(Object.keys(STORED));
    expect(new Set(SUBSCRIPTION_MOVES.map(({ by, from, to }) => `${by}:${from}:${to}`))).toEqual(SPEC_MOVES);
    for (const { by, from, to } of combinations) expect(mayMoveSubscription(from, to, by)).toBe(SPEC_MOVES.has(`${by}:${from}:${to}`));
  });

  it("each allowed move works from a plan in that state and writes status, active and the flag; an admin's leaves its audit row", async () => {
    for (const { by, from, to } of SUBSCRIPTION_MOVES) {
      const label = `${by}: ${from} -> ${to}`;
      const plan = await planIn(from);
      const change = await t.db.transaction((tx) =>
        transitionSubscription(tx, plan.subscriptionId, target(to), { by, audit: auditFor(by) }),
      );
      // A Canceled plan keeps the flag it had; every other state is stored as written out above.
      const expected = to === "Canceled" ? { ...STORED.Canceled, cancelAtPeriodEnd: STORED[from].cancelAtPeriodEnd } : STORED[to];
      const row = await stored(plan.subscriptionId);
      expect(row, label).toMatchObject(expected);
      expect({ from: change.from, to: change.to }, label).toEqual({ from, to });
      expect(change.after, label).toEqual(row);
      // The rest of the plan is left as it was.
      expect({ ...row, ...STORED[from] }, label).toEqual({ ...plan, ...STORED[from] });
      const audit = await auditOf(plan.subscriptionId);
      if (by === "admin" && from !== to) {
        expect(audit, label).toHaveLength(1);
        expect(audit[0], label).toMatchObject({ action: "subscription.updated", actorId: adminId, before: STORED[from], after: expected });
      }
      // A move to the state the plan is in, with nothing else to write, writes nothing.
      else expect(audit, label).toEqual([]);
    }
  });

  it("every other move is refused with SUBSCRIPTION_TRANSITION_NOT_ALLOWED (409) and changes nothing", async () => {
    const refused = combinations.filter(({ by, from, to }) => !mayMoveSubscription(from, to, by));
    expect(refused.length).toBe(SUBSCRIPTION_ACTORS.length * SUBSCRIPTION_STATE_KEYS.length ** 2 - SUBSCRIPTION_MOVES.length);
    for (const { by, from, to } of refused) {
      const label = `${by}: ${from} -> ${to}`;
      const plan = await planIn(from);
      const refusal = await t.db
        .transaction((tx) => transitionSubscription(tx, plan.subscriptionId, target(to), { by, audit: auditFor(by) }))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refusal, label).toBeInstanceOf(AppError);
      expect(refusal, label).toMatchObject({ code: "SUBSCRIPTION_TRANSITION_NOT_ALLOWED", status: 409 });
      expect(await stored(plan.subscriptionId), label).toEqual(plan);
      expect(await auditOf(plan.subscriptionId), label).toEqual([]);
    }
  });

  it("says a refusal in the caller's words, writes the caller's extras in the move, and answers 404 for no plan", async () => {
    const canceled = await planIn("Canceled");
    const refusal = await t.db
      .transaction((tx) =>
        transitionSubscription(
          tx,
          canceled.subscriptionId,
          { status: "Active" },
          {
            by: "admin",
            refused: (from) => new AppError("SUBSCRIPTION_CANCELED", 409, `No way out of ${from}.`),
          },
        ),
      )
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "SUBSCRIPTION_CANCELED", status: 409, message: "No way out of Canceled." });

    const paused = await planIn("Paused");
    await t.db.transaction((tx) =>
      transitionSubscription(tx, paused.subscriptionId, { status: "Paused" }, { by: "admin", extras: () => ({ includedCleans: 5 }) }),
    );
    expect(await stored(paused.subscriptionId)).toMatchObject({ ...STORED.Paused, includedCleans: 5 });

    const missing = await t.db
      .transaction((tx) => transitionSubscription(tx, crypto.randomUUID(), { status: "Canceled" }, { by: "admin" }))
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  // The move reads the plan under its row lock: a second move waits for the first and moves from
  // where the first left it. Read without the lock, the client's Cancel below would write back the
  // plan as not started. On PostgreSQL, where two transactions run at once.
  it.skipIf(!process.env.TEST_DATABASE_URL)("a move waits for another one on the same plan, and starts from its result", async () => {
    const plan = await planIn("Awaiting payment");
    let holding!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction(async (tx) => {
      await transitionSubscription(tx, plan.subscriptionId, { started: true }, { by: "system" });
      holding();
      await released;
    });
    await held;
    let secondDone = false;
    const second = t.db
      .transaction((tx) => transitionSubscription(tx, plan.subscriptionId, { cancelAtPeriodEnd: true }, { by: "client" }))
      .finally(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    release();
    await first;
    expect((await second).from).toBe("Active");
    expect(await stored(plan.subscriptionId)).toMatchObject(STORED["Active, set to cancel"]);
  });
});
