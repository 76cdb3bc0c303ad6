import { Hono } from "hono";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import { isFlagEnabled, SERVER_FLAGS } from "../../domain/flags/feature-flags";

/**
 * The signed-in client's own record. The portal's first call: spec 6 creates the record on the
 * first visit, and this read is where a visit creates it (docs/decisions/019); other reads never do.
 * `dispatchOn`: whether the client's bookings are offered to cleaners one at a time (auto_assign,
 * docs/decisions/055), so the booking screen promises what happens (docs/decisions/067).
 */
export function clientAccountRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().get("/client/account", requireClient({ db, createOnRead: true }), async (c) => {
    const { clientId, name, email, phone, status, defaultAddress } = c.get("client");
    const dispatchOn = await isFlagEnabled(db, SERVER_FLAGS.autoAssign);
    return c.json({ client: { clientId, name, email, phone, status, defaultAddress, dispatchOn } });
  });
}
