// docs/decisions/068: what each person chose, read for notify in one query per event.
import { eq, inArray, sql } from "drizzle-orm";
import { effectiveChannels, type GroupChannels, type QuietHours } from "../../../shared/domain/notifications";
import { isRole, type Role } from "../../../shared/domain/roles";
import type { Database, Transaction } from "../../db/client";
import { notificationPreferences, phoneNumbers, pushSubscriptions } from "../../db/schema/notifications";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";

/** Without a zone of their own, a person's clock is the company's (decision 064's default). */
export const DEFAULT_PERSON_ZONE = "America/New_York";

export interface Recipient {
  userId: string;
  role: Role;
  /** Where `notify` sends an email written from the notice itself. */
  email: string;
  channels: GroupChannels;
  quiet: QuietHours | null;
  timeZone: string;
  /** At least one push device. */
  hasPush: boolean;
  /** A verified number that has not replied STOP. */
  canText: boolean;
}

export async function readRecipients(tx: Transaction | Database, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const found = new Map<string, Recipient>();
  if (userIds.length === 0) return found;
  const rows = await tx
    .select({
      userId: profiles.userId,
      role: profiles.role,
      email: authUsers.email,
      channels: notificationPreferences.channels,
      quietStart: notificationPreferences.quietStartMinute,
      quietEnd: notificationPreferences.quietEndMinute,
      timeZone: notificationPreferences.timeZone,
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${profiles.userId})`,
      canText: sql<boolean>`exists (select 1 from ${phoneNumbers} where ${phoneNumbers.userId} = ${profiles.userId} and ${phoneNumbers.verifiedAt} is not null and ${phoneNumbers.stoppedAt} is null)`,
    })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .leftJoin(notificationPreferences, sql`${notificationPreferences.userId} = ${profiles.userId}`)
    .where(inArray(profiles.userId, [...new Set(userIds)]));
  for (const row of rows) {
    if (!isRole(row.role)) continue;
    found.set(row.userId, {
      userId: row.userId,
      role: row.role,
      email: row.email,
      channels: effectiveChannels(row.role, row.channels),
      quiet: row.quietStart === null || row.quietEnd === null ? null : { startMinute: row.quietStart, endMinute: row.quietEnd },
      timeZone: row.timeZone ?? DEFAULT_PERSON_ZONE,
      hasPush: row.hasPush,
      canText: row.canText,
    });
  }
  return found;
}
