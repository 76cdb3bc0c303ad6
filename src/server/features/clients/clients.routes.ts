import { Hono } from "hono";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "./client-record";

/** The signed-in client's own record, created on the first visit (spec 6). */
export function clientAccountRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().get("/client/account", requireClient({ db }), (c) => {
    const { clientId, name, email, phone, status, defaultAddress } = c.get("client");
    return c.json({ client: { clientId, name, email, phone, status, defaultAddress } });
  });
}
