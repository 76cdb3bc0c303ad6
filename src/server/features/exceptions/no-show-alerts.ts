// docs/decisions/040: admins hear of a no-show by email, once per job and admin, through the outbox.
import { eq } from "drizzle-orm";
import { NO_SHOW_ALERT_HORIZON_HOURS } from "../../../shared/domain/exceptions";
import type { Database } from "../../db/client";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";
import { enqueueEmail } from "../../lib/outbox";
import { noShowsSince } from "./exceptions.service";
import { noShowEmail } from "../../domain/emails/admin-emails";

/** Queues one email per late job and admin; the outbox's dedupe key makes a second run a no-op. */
export async function enqueueNoShowAlerts({ db, now, publicUrl }: { db: Database; now: Date; publicUrl: string }): Promise<number> {
  const since = new Date(now.getTime() - NO_SHOW_ALERT_HORIZON_HOURS * 3_600_000);
  const late = await noShowsSince(db, now, since);
  if (late.length === 0) return 0;
  const admins = await db
    .select({ userId: profiles.userId, email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .where(eq(profiles.role, "admin"));
  let queued = 0;
  await db.transaction(async (tx) => {
    for (const job of late) {
      for (const admin of admins) {
        await enqueueEmail(tx, {
          kind: "no-show",
          dedupeKey: `no-show:${job.jobId}:${admin.userId}`,
          to: admin.email,
          ...noShowEmail({ job, publicUrl }),
        });
        queued += 1;
      }
    }
  });
  return queued;
}
