// The tasks the server runs in the background (docs/decisions/019). Register new ones here.
import { settleEndedPeriods } from "../features/subscriptions/renewal";
import type { BackgroundTask } from "./runner";

/** docs/decisions/011: ended periods are renewed, or ended, within a minute (and at start). */
export const subscriptionRenewals: BackgroundTask = {
  name: "subscription-renewals",
  everyMs: 60_000,
  run: ({ db, paymentProvider, now, signal }) => settleEndedPeriods({ db, provider: paymentProvider, now, signal }),
};

export const BACKGROUND_TASKS: readonly BackgroundTask[] = [subscriptionRenewals];
