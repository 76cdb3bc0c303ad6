import { Hono } from "hono";
import { subscribeSchema } from "../../../shared/schemas/subscription";
import type { Database } from "../../db/client";
import { validateJson } from "../../lib/validate";
import { testPaymentProvider, type PaymentProvider } from "../billing/test-payment-provider";
import { requireClient, type ClientEnv } from "../clients/client-record";
import { listActivePlans } from "./plan-catalogue";
import { cancelAtPeriodEnd, getCurrentSubscription, subscribe, toSubscriptionView } from "./subscriptions.service";

/** spec 2 /client/subscription: the catalogue, the client's current plan, subscribe and cancel. */
export function subscriptionRoutes({ db, provider = testPaymentProvider }: { db: Database; provider?: PaymentProvider }) {
  const client = requireClient({ db });
  return new Hono<ClientEnv>()
    .get("/client/plans", client, async (c) => c.json({ plans: await listActivePlans({ db }) }))
    .get("/client/subscription", client, async (c) => {
      const row = await getCurrentSubscription({ db, clientId: c.get("client").clientId, provider });
      return c.json({ subscription: row ? toSubscriptionView(row) : null });
    })
    .post("/client/subscription", client, validateJson(subscribeSchema), async (c) => {
      const row = await subscribe({ db, clientId: c.get("client").clientId, planId: c.req.valid("json").planId, provider });
      return c.json({ subscription: toSubscriptionView(row) }, 201);
    })
    .post("/client/subscription/cancel", client, async (c) => {
      const row = await cancelAtPeriodEnd({ db, clientId: c.get("client").clientId, provider });
      return c.json({ subscription: toSubscriptionView(row) });
    });
}
