// The tasks the server runs in the background (docs/decisions/019). Register new ones here.
import { syncDueCalendars } from "../features/rental-calendars/sync-runner";
import { expireDueOffers, offerWaitingJobs, remindExpiringOffers, withdrawUnworkableOffers } from "../features/dispatch/expire-offers";
import { enqueueNoShowAlerts } from "../features/exceptions/no-show-alerts";
import { deliverDueNotifications } from "../features/notifications/delivery";
import { deliverDueSends } from "../features/notifications/send-delivery";
import { sendDueReminders } from "../features/notifications/reminder-delivery";
import { sweepOldNotifications } from "../features/notifications/notification-retention";
import { enqueueUnreadMessageEmails } from "../features/notifications/unread-messages";
import { settleEndedPeriods } from "../features/subscriptions/renewal";
import { dropUnconfirmedPushDevices } from "../domain/notifications/push-sender";
import { deleteExpiredIdempotencyKeys } from "../lib/idempotency";
import { sweepOrphanUploads } from "../lib/pending-uploads";
import type { BackgroundTask } from "./runner";

/** docs/decisions/011: ended periods are renewed, or ended, within a minute (the first server to find the task due runs it; background/schedule.ts). */
export const subscriptionRenewals: BackgroundTask = {
  name: "subscription-renewals",
  everyMs: 60_000,
  run: ({ db, paymentProvider, now, signal }) => settleEndedPeriods({ db, provider: paymentProvider, now, signal }),
};

/** docs/decisions/037: an email written to the outbox leaves within a minute (every 15 s on one server or another). */
export const notificationDelivery: BackgroundTask = {
  name: "notification-delivery",
  everyMs: 15_000,
  run: async ({ db, mailer, now, signal }) => void (await deliverDueNotifications({ db, mailer, now, signal })),
};

/** docs/decisions/068: a push or text leaves within seconds of its due time (after its merge window and quiet hours). */
export const notificationSends: BackgroundTask = {
  name: "notification-sends",
  everyMs: 5_000,
  run: async ({ db, senders, now, signal }) => void (await deliverDueSends({ db, senders, now, signal })),
};

/** docs/decisions/068: the bell keeps 90 days, a settled send a week; harmless on two servers at once. */
export const notificationRetention: BackgroundTask = {
  name: "notification-retention",
  everyMs: 60 * 60_000,
  exclusive: false,
  run: async ({ db, now, signal }) => void (await sweepOldNotifications({ db, now, signal })),
};

/**
 * docs/decisions/069: a push device its browser has not confirmed for 30 days is dropped (sends drop
 * their person's too); harmless on two servers at once.
 */
export const pushDeviceSweep: BackgroundTask = {
  name: "push-device-sweep",
  everyMs: 60 * 60_000,
  exclusive: false,
  run: async ({ db, now }) => void (await dropUnconfirmedPushDevices(db, now)),
};

/**
 * docs/decisions/071: a due reminder becomes a notification within a minute of its time; one more
 * than an hour late is dropped. Each row is claimed once across servers (a conditional UPDATE).
 */
export const reminders: BackgroundTask = {
  name: "reminders",
  everyMs: 15_000,
  run: async ({ db, env, now, signal }) => void (await sendDueReminders({ db, now, signal, publicUrl: env.publicUrl })),
};

/** docs/decisions/037: a message left unread for 15 minutes is emailed about, once per thread and reading. */
export const unreadMessageEmails: BackgroundTask = {
  name: "unread-message-emails",
  everyMs: 60_000,
  run: async ({ db, env, now }) => void (await enqueueUnreadMessageEmails({ db, now, publicUrl: env.publicUrl })),
};

/** docs/decisions/040: admins are emailed about a no-show within five minutes, once per job. */
export const noShowAlerts: BackgroundTask = {
  name: "no-show-alerts",
  everyMs: 5 * 60_000,
  run: async ({ db, env, now }) => void (await enqueueNoShowAlerts({ db, now, publicUrl: env.publicUrl })),
};

/**
 * docs/decisions/025: an Idempotency-Key is kept for 24 hours; the expired ones go, in small batches,
 * hourly. Two servers deleting the same expired rows harm nothing, so it takes no task lock (each
 * lock holds a pooled connection while its task runs, and the tasks all start at once).
 */
export const idempotencyKeySweep: BackgroundTask = {
  name: "idempotency-key-sweep",
  everyMs: 60 * 60_000,
  exclusive: false,
  run: async ({ db, now, signal }) => void (await deleteExpiredIdempotencyKeys({ db, now, signal })),
};

/** docs/decisions/049: a file noted as pending for over an hour has no row: it goes, then its note. */
export const storageOrphanSweep: BackgroundTask = {
  name: "storage-orphan-sweep",
  everyMs: 15 * 60_000,
  run: async ({ db, storage, now, signal }) => void (await sweepOrphanUploads({ db, storage, now, signal })),
};

/**
 * docs/decisions/054: every rental calendar is synced every CALENDAR_SYNC_MINUTES, a new one within a
 * minute. Each feed is claimed by one server per period (a conditional UPDATE), so the task needs no
 * lock, and servers may share a long run.
 */
export const calendarSync: BackgroundTask = {
  name: "calendar-sync",
  everyMs: 60_000,
  exclusive: false,
  run: async ({ db, env, signal }) =>
    void (await syncDueCalendars({
      db,
      publicUrl: env.publicUrl,
      allowPrivate: env.allowPrivateCalendarUrls,
      syncEveryMs: env.calendarSyncMs,
      signal,
    })),
};

/**
 * docs/decisions/055: an offer whose time is up, or whose cleaner can no longer take the job (another
 * job then, time off, not Active), goes to the next cleaner within a minute (every 30 s, one server at a time).
 */
export const offerExpiry: BackgroundTask = {
  name: "offer-expiry",
  everyMs: 30_000,
  run: async ({ db, env, now, signal }) => {
    await expireDueOffers({ db, now, publicUrl: env.publicUrl, signal });
    await withdrawUnworkableOffers({ db, now, publicUrl: env.publicUrl, signal });
    // docs/decisions/068: a cleaner hears once that an offer ends in a quarter of an hour.
    await remindExpiringOffers({ db, now, publicUrl: env.publicUrl, signal });
    // docs/decisions/061: a job left waiting for its automatic choice (the process stopped after its commit).
    await offerWaitingJobs({ db, now, publicUrl: env.publicUrl, signal });
  },
};

export const BACKGROUND_TASKS: readonly BackgroundTask[] = [
  subscriptionRenewals,
  notificationDelivery,
  notificationSends,
  reminders,
  notificationRetention,
  pushDeviceSweep,
  unreadMessageEmails,
  noShowAlerts,
  idempotencyKeySweep,
  storageOrphanSweep,
  calendarSync,
  offerExpiry,
];
