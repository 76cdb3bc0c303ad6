import { Hono } from "hono";
import { subscribeSchema } from "../../../shared/schemas/subscription";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import type { PaymentProvider } from "../../lib/payment-provider";
import { idempotent } from "../../lib/idempotency";
import { validateJson } from "../../lib/validate";
import { listActivePlans } from "../../domain/subscriptions/plan-catalogue";
import { cancelAtPeriodEnd, getCurrentSubscription, subscribe, toSubscriptionView } from "./subscriptions.service";

/** spec 2 /client/subscription: the catalogue, the client's current plan, subscribe and cancel. */
export function subscriptionRoutes({ db, paymentProvider }: { db: Database; paymentProvider: PaymentProvider }) {
  const client = requireClient({ db });
  return new Hono<ClientEnv>()
    .get("/client/plans", client, async (c) => c.json({ plans: await listActivePlans({ db }) }))
    .get("/client/subscription", client, async (c) => {
      const row = await getCurrentSubscription({ db, clientId: c.get("client").clientId });
      return c.json({ subscription: row ? toSubscriptionView(row) : null });
    })
    .post("/client/subscription", client, validateJson(subscribeSchema), idempotent(db), async (c) => {
      const row = await subscribe({
        db,
        clientId: c.get("client").clientId,
        planId: c.req.valid("json").planId,
        provider: paymentProvider,
      });
      return c.json({ subscription: toSubscriptionView(row) }, 201);
    })
    .post("/client/subscription/cancel", client, async (c) => {
      const row = await cancelAtPeriodEnd({ db, clientId: c.get("client").clientId });
      return c.json({ subscription: toSubscriptionView(row) });
    });
}
