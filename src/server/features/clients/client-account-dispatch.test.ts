// docs/decisions/067: the booking screen promises what happens to a booking, so the client's
// account says whether dispatch (auto_assign) offers it to cleaners one at a time.
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { setFeatureFlag } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

describe("GET /api/client/account: dispatchOn", () => {
  it("follows the auto_assign flag", async () => {
    const account = await t.createAccount({ role: "client" });
    const dispatchOn = async () =>
      ((await (await account.browser.api.client.account.$get()).json()) as { client: { dispatchOn: boolean } }).client.dispatchOn;
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, false);
    expect(await dispatchOn()).toBe(false);
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, true);
    expect(await dispatchOn()).toBe(true);
  });
});
