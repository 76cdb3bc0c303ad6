import { Hono } from "hono";
import { paymentListQuerySchema } from "../../../shared/schemas/billing";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "../../lib/client-record";
import { validateQuery } from "../../lib/validate";
import { listPayments, paymentSummary } from "./billing.service";

/** spec 2 /client/billing: the client's own payments (filtered list) and their summary (all of them). */
export function billingRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().get("/client/payments", requireClient({ db }), validateQuery(paymentListQuerySchema), async (c) => {
    const clientId = c.get("client").clientId;
    const query = c.req.valid("query");
    // One after the other: PGlite serves one query at a time anyway, and both are index scans.
    const list = await listPayments({ db, clientId, query });
    const summary = await paymentSummary({ db, clientId });
    return c.json({ ...list, limit: query.limit, summary });
  });
}
