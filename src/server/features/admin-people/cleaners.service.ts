// docs/decisions/043: the admin's cleaners: a list filtered, counted and paged in SQL, and the
// vetting actions (approve, deactivate, reactivate), each with its reason in the audit log.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { CLEANER_ACTIONS, type CleanerAction } from "../../../shared/domain/admin-people";
import { CLEANER_STATUSES } from "../../../shared/domain/statuses";
import type { AdminCleanerListQuery } from "../../../shared/schemas/admin-people";
import type { Database } from "../../db/client";
import { jobAssignments } from "../../db/schema/jobs";
import { cleaners, profiles } from "../../db/schema/people";
import { announceRevocation } from "../../domain/accounts/session-revocations";
import { recordAudit } from "../../domain/audit/audit";
import { AppError, notFound } from "../../lib/errors";
import { cleanerMatching } from "../../domain/cleaners/cleaner-search";
import { enqueueEmail } from "../../lib/outbox";
import { cleanerApprovedEmail } from "../../domain/emails/account-emails";
import { countsByStatus, peoplePage } from "./people-page";
import { statusHistory } from "./status-history";
import { pageWindow } from "../../lib/page";

export const CLEANER_NOT_FOUND = "Cleaner not found.";

const assignmentsIn = (statuses: string[]) =>
  sql<number>`(select count(*) from ${jobAssignments} where ${jobAssignments.cleanerId} = ${cleaners.cleanerId} and ${jobAssignments.status}::text in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`.mapWith(Number);

/** Per row of the page only (correlated subqueries run for the rows returned). */
const cleanerColumns = {
  cleanerId: cleaners.cleanerId,
  name: cleaners.name,
  email: cleaners.email,
  phone: sql<string | null>`coalesce(${cleaners.phone}, ${profiles.phone})`,
  status: cleaners.status,
  workAreas: cleaners.workAreas,
  services: cleaners.services,
  yearsExperience: cleaners.yearsExperience,
  bio: cleaners.bio,
  // The stored figures; which reviews count toward them is the reviews' rule (docs/decisions/046).
  ratingAvg: sql<number | null>`${cleaners.ratingAvg}`.mapWith((value: string | null) => (value === null ? null : Number(value))),
  ratingCount: cleaners.ratingCount,
  completedJobs: assignmentsIn(["Completed"]),
  // Work a deactivation leaves assigned: the confirmation says so (the admin reassigns it from Jobs).
  activeJobs: assignmentsIn(["Assigned", "In Progress"]),
  totalEarningsCents: cleaners.totalEarningsCents,
  createdAt: cleaners.createdAt,
};

/** One page of cleaners, A to Z, with the counts per status of every cleaner the search matches. */
export async function listCleaners({ db, query }: { db: Database; query: AdminCleanerListQuery }) {
  const search = cleanerMatching(query.search);
  const where = and(search, query.status === "all" ? undefined : eq(cleaners.status, query.status));
  const { limit, offset } = pageWindow(query);
  const [rows, [counts]] = await Promise.all([
    db
      .select(cleanerColumns)
      .from(cleaners)
      .leftJoin(profiles, eq(profiles.userId, cleaners.userId))
      .where(where)
      .orderBy(asc(cleaners.name), asc(cleaners.cleanerId))
      .limit(limit)
      .offset(offset),
    db.select(countsByStatus(cleaners.status, CLEANER_STATUSES)).from(cleaners).where(search),
  ]);
  return peoplePage({ rows, counts, statuses: CLEANER_STATUSES, query });
}

/** The details dialog: the profile, the figures and the status history (with the reasons). */
export async function cleanerDetails({ db, cleanerId }: { db: Database; cleanerId: string }) {
  const [row] = await db
    .select(cleanerColumns)
    .from(cleaners)
    .leftJoin(profiles, eq(profiles.userId, cleaners.userId))
    .where(eq(cleaners.cleanerId, cleanerId));
  if (!row) throw notFound(CLEANER_NOT_FOUND);
  return { cleaner: { ...row, createdAt: row.createdAt.toISOString() }, history: await statusHistory(db, "cleaner", cleanerId) };
}

const conflict = (action: CleanerAction, status: string) => {
  const messages: Record<CleanerAction, string> = {
    approve: `Only a Pending cleaner can be approved; this cleaner is ${status}.`,
    deactivate: "This cleaner is already Inactive.",
    reactivate: `Only an Inactive cleaner can be reactivated; this cleaner is ${status}.`,
  };
  return new AppError("CLEANER_STATUS_CONFLICT", 409, messages[action]);
};

/**
 * Approve, deactivate or reactivate: one transaction. The cleaner's row is locked first with the
 * lock a claim takes on it (FOR NO KEY UPDATE, claim.service's lockAndRead; starts and completions
 * hold FOR SHARE through lockActiveCleaner): a claim under way finishes before the deactivation,
 * and a claim arriving after it waits, then reads Inactive and is refused. Then one conditional
 * UPDATE with the expected statuses in its WHERE, the audit row with the reason, and on approval
 * the cleaner's email through the outbox.
 */
export async function changeCleanerStatus({
  db,
  actorId,
  cleanerId,
  action,
  reason,
  publicUrl,
}: {
  db: Database;
  actorId: string;
  cleanerId: string;
  action: CleanerAction;
  reason: string;
  publicUrl: string;
}) {
  const rule = CLEANER_ACTIONS[action];
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: cleaners.status, name: cleaners.name, email: cleaners.email, userId: cleaners.userId })
      .from(cleaners)
      .where(eq(cleaners.cleanerId, cleanerId))
      .for("no key update");
    if (!before) throw notFound(CLEANER_NOT_FOUND);
    const [after] = await tx
      .update(cleaners)
      // decision 028: a deactivation also voids the calendar feed's secret (a new one is asked for after reactivation).
      .set(action === "deactivate" ? { status: rule.to, calendarTokenHash: null } : { status: rule.to })
      .where(and(eq(cleaners.cleanerId, cleanerId), inArray(cleaners.status, [...rule.from])))
      .returning({ cleanerId: cleaners.cleanerId, status: cleaners.status });
    if (!after) throw conflict(action, before.status);
    await recordAudit(tx, {
      actorId,
      action: rule.audit,
      entityType: "cleaner",
      entityId: cleanerId,
      summary: `Cleaner ${before.name}: ${before.status} -> ${after.status}`,
      payload: { before: { status: before.status }, after: { status: after.status }, metadata: { reason } },
    });
    if (action === "approve") {
      // Approval happens once (Pending is never entered again), so one notice per cleaner.
      await enqueueEmail(tx, {
        kind: "cleaner-approved",
        dedupeKey: `cleaner-approved:${cleanerId}`,
        to: before.email,
        ...cleanerApprovedEmail({ name: before.name, publicUrl }),
      });
    }
    return { cleaner: after, message: rule.done, userId: before.userId };
  });
  // decision 028: the cleaner's open message streams end now, on every server.
  if (action === "deactivate") await announceRevocation(db, changed.userId);
  return { cleaner: changed.cleaner, message: changed.message };
}
