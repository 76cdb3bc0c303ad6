// spec 4: a client's current plan is their subscription that is not Canceled (Active, Past Due or
// Paused); the database holds at most one (subscriptions_one_current_per_client). Booking against
// the plan, subscribing, an admin's New Subscription and the People list all ask this one question.
import { and, eq, ne, type SQL, type SQLWrapper } from "drizzle-orm";
import { subscriptions } from "../../db/schema/billing";

/** The condition "this subscription is `clientId`'s current plan"; `clientId` is a value or a column. */
export const isCurrentPlanOf = (clientId: string | SQLWrapper): SQL =>
  and(eq(subscriptions.clientId, clientId), ne(subscriptions.status, "Canceled"))!;
