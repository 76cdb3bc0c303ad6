// docs/decisions/068: a job joining or leaving the open board refreshes every cleaner's board, not
// only the cleaners on the job: the stream sends each cleaner one `job` event (no id) however many
// changes came within BOARD_COALESCE_MS, and nothing to a client the change does not concern.
import { afterAll, describe, expect, it } from "vitest";
import { book, bookingBody, clientWithUnit, insertCleaner } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";
import { readEvents } from "../../test/sse-test-reader";
import { BOARD_COALESCE_MS } from "./message-feed";

const t = await createTestApp();
afterAll(() => t.close());

async function openStream(account: Pick<TestAccount, "browser">) {
  const response = await account.browser.api.messages.stream.$get({});
  expect(response.status).toBe(200);
  return readEvents(response.body as ReadableStream<Uint8Array>);
}

describe("the open board, live", () => {
  it("tells every cleaner once of a burst of board changes, and a client it does not concern nothing", async () => {
    const { account: client, unitId } = await clientWithUnit(t);
    const other = await clientWithUnit(t);
    const bystander = await t.createAccount({ role: "client" });
    const sam = await insertCleaner(t, "Sam Rivera");
    const [samStream, bystanderStream] = [await openStream(sam.account), await openStream(bystander)];
    try {
      const started = Date.now();
      await book(client, bookingBody(unitId));
      await book(other.account, bookingBody(other.unitId));
      const heard = await samStream.next((event) => event.event === "job", BOARD_COALESCE_MS + 3_000);
      expect(heard.data).toBe("");
      expect(Date.now() - started).toBeGreaterThanOrEqual(BOARD_COALESCE_MS - 100);
      // One refresh for both bookings: no second board event follows within the next period.
      await expect(samStream.next((event) => event.event === "job", BOARD_COALESCE_MS + 500)).rejects.toThrow();
      await expect(bystanderStream.next((event) => event.event === "job", 200)).rejects.toThrow();
    } finally {
      await samStream.close();
      await bystanderStream.close();
    }
  });
});
