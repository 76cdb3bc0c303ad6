import { Hono } from "hono";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "../../auth/client-record";

/**
 * The signed-in client's own record. The portal's first call: spec 6 creates the record on the
 * first visit, and this read is where a visit creates it (docs/decisions/019); other reads never do.
 */
export function clientAccountRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().get("/client/account", requireClient({ db, createOnRead: true }), (c) => {
    const { clientId, name, email, phone, status, defaultAddress } = c.get("client");
    return c.json({ client: { clientId, name, email, phone, status, defaultAddress } });
  });
}
