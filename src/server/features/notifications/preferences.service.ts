import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_CHANNELS,
  effectiveChannels,
  GROUPS_BY_ROLE,
  NOTIFICATION_CHANNELS,
  OFFER_CHANNELS_REQUIRED,
  offersReachable,
  type ChannelOverrides,
  type ChannelSwitches,
} from "../../../shared/domain/notifications";
import type { Role } from "../../../shared/domain/roles";
import {
  notificationPreferenceMessages,
  type NotificationPreferences,
  type NotificationPreferencesView,
} from "../../../shared/schemas/notification-preferences";
import type { Database } from "../../db/client";
import { authUsers } from "../../db/schema/auth";
import { notificationPreferences, phoneNumbers, pushSubscriptions } from "../../db/schema/notifications";
import { AppError } from "../../lib/errors";

// docs/decisions/068: a person's own notification choices. This file writes the rows; the notify
// door reads them (domain/notifications/preferences.ts).

/** The Notifications section in one statement: the saved choices, the device count and the phone. */
export async function readNotificationPreferences({
  db,
  userId,
  role,
}: {
  db: Database;
  userId: string;
  role: Role;
}): Promise<NotificationPreferencesView> {
  const [row] = await db
    .select({
      channels: notificationPreferences.channels,
      quietStartMinute: notificationPreferences.quietStartMinute,
      quietEndMinute: notificationPreferences.quietEndMinute,
      timeZone: notificationPreferences.timeZone,
      devices: sql<number>`(SELECT count(*)::int FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${authUsers.id})`,
      e164: phoneNumbers.e164,
      verifiedAt: phoneNumbers.verifiedAt,
      stoppedAt: phoneNumbers.stoppedAt,
    })
    .from(authUsers)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, authUsers.id))
    .leftJoin(phoneNumbers, eq(phoneNumbers.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  const quietHours =
    row?.quietStartMinute != null && row.quietEndMinute != null
      ? { startMinute: row.quietStartMinute, endMinute: row.quietEndMinute }
      : null;
  return {
    groups: [...GROUPS_BY_ROLE[role]],
    channels: effectiveChannels(role, row?.channels),
    quietHours,
    timeZone: row?.timeZone ?? null,
    devices: Number(row?.devices ?? 0),
    phone: row?.e164 != null ? { e164: row.e164, verified: row.verifiedAt !== null, stopped: row.stoppedAt !== null } : null,
  };
}

/** Only what differs from the role's defaults, so a later change of a default reaches everyone who never chose. */
function overridesOf(role: Role, chosen: NotificationPreferences["channels"]): ChannelOverrides {
  const overrides: ChannelOverrides = {};
  for (const group of GROUPS_BY_ROLE[role]) {
    const switches = chosen[group];
    if (!switches) continue;
    const differences: Partial<ChannelSwitches> = {};
    for (const channel of NOTIFICATION_CHANNELS) {
      if (switches[channel] !== DEFAULT_CHANNELS[role][group][channel]) differences[channel] = switches[channel];
    }
    if (Object.keys(differences).length > 0) overrides[group] = differences;
  }
  return overrides;
}

/**
 * Saves the person's choices for their own groups (a group left out returns to its default), their
 * quiet hours and zone. An offer waits for its cleaner only a limited time, so offers keep at least
 * one channel on (docs/decisions/068: it cannot be turned off entirely).
 */
export async function saveNotificationPreferences({
  db,
  userId,
  role,
  input,
}: {
  db: Database;
  userId: string;
  role: Role;
  input: NotificationPreferences;
}): Promise<NotificationPreferencesView> {
  const groups: readonly string[] = GROUPS_BY_ROLE[role];
  if (Object.keys(input.channels).some((group) => !groups.includes(group)))
    throw new AppError("NOTIFICATION_GROUP_NOT_YOURS", 422, notificationPreferenceMessages.notYourGroup);
  const overrides = overridesOf(role, input.channels);
  if (groups.includes("offers") && !offersReachable(effectiveChannels(role, overrides).offers))
    throw new AppError("OFFER_CHANNELS_REQUIRED", 422, OFFER_CHANNELS_REQUIRED);

  const values = {
    channels: overrides,
    quietStartMinute: input.quietHours?.startMinute ?? null,
    quietEndMinute: input.quietHours?.endMinute ?? null,
    timeZone: input.timeZone,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return readNotificationPreferences({ db, userId, role });
}
