// The tasks the server runs in the background (docs/decisions/019). Register new ones here.
import { deliverDueNotifications } from "../features/notifications/delivery";
import { enqueueUnreadMessageEmails } from "../features/notifications/unread-messages";
import { settleEndedPeriods } from "../features/subscriptions/renewal";
import type { BackgroundTask } from "./runner";

/** docs/decisions/011: ended periods are renewed, or ended, within a minute (and at start). */
export const subscriptionRenewals: BackgroundTask = {
  name: "subscription-renewals",
  everyMs: 60_000,
  run: ({ db, paymentProvider, now, signal }) => settleEndedPeriods({ db, provider: paymentProvider, now, signal }),
};

/** docs/decisions/023: an email written to the outbox leaves within a minute (every 15 s, and at start). */
export const notificationDelivery: BackgroundTask = {
  name: "notification-delivery",
  everyMs: 15_000,
  run: async ({ db, mailer, now, signal }) => void (await deliverDueNotifications({ db, mailer, now, signal })),
};

/** docs/decisions/023: a message left unread for 15 minutes is emailed about, once per thread and reading. */
export const unreadMessageEmails: BackgroundTask = {
  name: "unread-message-emails",
  everyMs: 60_000,
  run: async ({ db, env, now }) => void (await enqueueUnreadMessageEmails({ db, now, publicUrl: env.publicUrl })),
};

export const BACKGROUND_TASKS: readonly BackgroundTask[] = [subscriptionRenewals, notificationDelivery, unreadMessageEmails];
