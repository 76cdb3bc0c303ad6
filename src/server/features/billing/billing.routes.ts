import { Hono } from "hono";
import { paymentListQuerySchema } from "../../../shared/schemas/billing";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import { validateQuery } from "../../lib/validate";
import { listPayments } from "./billing.service";

/** spec 2 /client/billing: the client's own payments (filtered list) and their summary (all of them). */
export function billingRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().get("/client/payments", requireClient({ db }), validateQuery(paymentListQuerySchema), async (c) => {
    return c.json(await listPayments({ db, clientId: c.get("client").clientId, query: c.req.valid("query") }));
  });
}
