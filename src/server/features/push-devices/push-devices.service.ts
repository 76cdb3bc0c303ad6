// docs/decisions/069: the signed-in person's push devices: a browser's subscription taken for them,
// re-confirmed when the app opens, listed and removed. Ownership is in every WHERE.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { MAX_PUSH_DEVICES, pushDeviceMessages, type PushSubscriptionInput } from "../../../shared/schemas/push-devices";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema/notifications";
import { AppError, notFound } from "../../lib/errors";
import { pushEndpointProblem } from "../../lib/push";
import { deviceLabel } from "./device-label";

export interface PushDeviceView {
  id: string;
  label: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
};

export async function listPushDevices({ db, userId }: { db: Database; userId: string }): Promise<PushDeviceView[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/**
 * The browser's subscription, for the signed-in person. An endpoint already known (another
 * subscription of this browser, or another person who used it before) is taken over: whoever
 * signed in on the browser now is whom it notifies. At most MAX_PUSH_DEVICES each.
 */
export async function subscribePushDevice({
  db,
  userId,
  input,
  userAgent,
  allowPrivate,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  input: PushSubscriptionInput;
  userAgent: string | undefined;
  allowPrivate: boolean;
  now?: Date;
}): Promise<PushDeviceView> {
  const problem = pushEndpointProblem(input.endpoint, allowPrivate);
  if (problem) throw new AppError("INVALID_INPUT", 400, problem);
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
  if ((others?.count ?? 0) >= MAX_PUSH_DEVICES)
    throw new AppError("TOO_MANY_PUSH_DEVICES", 409, pushDeviceMessages.tooMany(MAX_PUSH_DEVICES));
  const label = deviceLabel(userAgent);
  const sameOwner = sql`${pushSubscriptions.userId} = excluded.user_id`;
  const [device] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label, confirmedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        label,
        confirmedAt: now,
        failures: 0,
        // A browser taken over by another person is a new device of theirs.
        lastSuccessAt: sql`case when ${sameOwner} then ${pushSubscriptions.lastSuccessAt} else null end`,
        createdAt: sql`case when ${sameOwner} then ${pushSubscriptions.createdAt} else excluded.created_at end`,
      },
    })
    .returning(deviceColumns);
  if (!device) throw new Error("the push subscription was not written");
  return device;
}

/** The app still holds its subscription (each start, at most daily): 30 days without and it is dropped. */
export async function confirmPushDevice({
  db,
  userId,
  endpoint,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  endpoint: string;
  now?: Date;
}): Promise<{ id: string }> {
  const [device] = await db
    .update(pushSubscriptions)
    .set({ confirmedAt: now })
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!device) throw notFound(pushDeviceMessages.notFound);
  return device;
}

export async function removePushDevice({ db, userId, deviceId }: { db: Database; userId: string; deviceId: string }): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(pushDeviceMessages.notFound);
}
