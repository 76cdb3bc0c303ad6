// docs/decisions/066: a job's history, read from what its moves already record (not a store of its
// own): the job's audit rows (its booking, every status move by anyone, its calendar's and settings'
// moves, an admin's changes) and its dispatch offers (job_offers). Each audience reads what it may
// (docs/decisions/026): the client their own job, cleaners named as "Sam R.", passed-over reasons
// only for the unit's own listed cleaners; the assigned cleaner their job's lifecycle and their own
// offer, no other cleaner named; admins everything, full names, reasons and scores.
import { and, asc, eq, inArray } from "drizzle-orm";
import { shortName, SKIP_REASONS } from "../../../shared/domain/dispatch";
import { dayOfMove, type JobHistory, type JobHistoryEntry, type JobHistoryKind } from "../../../shared/domain/job-history";
import type { JobStatus } from "../../../shared/domain/job-status";
import { timeInZone } from "../../../shared/domain/zone-format";
import type { Database } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, profiles } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { jobDispatchHistory, type DispatchOfferView } from "../dispatch/dispatch-views";

export type HistoryAudience = { kind: "client"; clientId: string } | { kind: "cleaner"; cleanerId: string } | { kind: "admin" };

/** Far above one job's life (a booking, a few moves, offers to two lists and three automatic choices). */
export const HISTORY_CAP = 200;

interface JobFacts {
  jobId: string;
  timeZone: string;
  calendarLabel: string | null;
}

async function jobFor(db: Database, jobId: string, audience: HistoryAudience): Promise<JobFacts | null> {
  const columns = { jobId: jobs.jobId, timeZone: jobs.timeZone, calendarLabel: jobs.calendarLabel };
  if (audience.kind === "cleaner") {
    // The cleaner on the job (they stay on a Canceled one, docs/decisions/041); anyone else's is not found.
    const [row] = await db
      .select(columns)
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
      .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.cleanerId, audience.cleanerId)));
    return row ?? null;
  }
  const [row] = await db
    .select(columns)
    .from(jobs)
    .where(audience.kind === "client" ? and(eq(jobs.jobId, jobId), eq(jobs.clientId, audience.clientId)) : eq(jobs.jobId, jobId));
  return row ?? null;
}

type Snapshot = Record<string, unknown> | null;
const text = (from: Snapshot, key: string): string | null => {
  const value = from?.[key];
  return typeof value === "string" && value !== "" ? value : null;
};

interface AuditRecord {
  id: string;
  at: Date;
  action: string;
  before: Snapshot;
  after: Snapshot;
  metadata: Record<string, unknown>;
  adminName: string | null;
}

/** Entries of one instant keep the order things happen in (a move, the offer it withdrew, the next offer). */
const RANK: Record<JobHistoryKind, number> = {
  booked: 0,
  moved: 1,
  retimed: 1,
  declined: 2,
  expired: 2,
  withdrawn: 2,
  accepted: 2,
  claimed: 3,
  assigned: 3,
  started: 3,
  completed: 3,
  put_back: 3,
  reposted: 3,
  canceled: 3,
  status_set: 3,
  offered: 4,
  passed_over: 4,
};

/** "Calendar moved this from Dec 16 to Dec 17"; the same day names the times, with the job's zone. */
function movedText(who: string, from: string | null, to: string | null, timeZone: string): string {
  if (!from || !to) return `${who} moved this`;
  const [a, b] = [new Date(from), new Date(to)];
  const [dayA, dayB] = [dayOfMove(a, timeZone), dayOfMove(b, timeZone)];
  if (dayA !== dayB) return `${who} moved this from ${dayA} to ${dayB}`;
  return `${who} moved this from ${timeInZone(a, timeZone, null)} to ${timeInZone(b, timeZone, null)} on ${dayA}`;
}

export async function readJobHistory(db: Database, jobId: string, audience: HistoryAudience): Promise<JobHistory | null> {
  const job = await jobFor(db, jobId, audience);
  if (!job) return null;
  const [records, offers] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        metadata: auditLog.metadata,
        adminName: profiles.fullName,
      })
      .from(auditLog)
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      // audit_log_entity_idx
      .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, jobId)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .limit(HISTORY_CAP + 1),
    jobDispatchHistory(db, jobId),
  ]);
  const capped = records.length > HISTORY_CAP || offers.length >= HISTORY_CAP;
  const shown = records.slice(0, HISTORY_CAP);

  // The cleaners the rows name (a claim, a start, an admin's assignment), in one read.
  const cleanerIds = new Set<string>();
  for (const record of shown) {
    for (const side of [record.before, record.after]) {
      const id = text(side, "cleanerId");
      if (id) cleanerIds.add(id);
    }
  }
  const names = new Map<string, string>();
  if (cleanerIds.size) {
    const rows = await db
      .select({ cleanerId: cleaners.cleanerId, name: cleaners.name })
      .from(cleaners)
      .where(inArray(cleaners.cleanerId, [...cleanerIds]));
    for (const row of rows) names.set(row.cleanerId, row.name);
  }
  for (const offer of offers) names.set(offer.cleanerId, offer.cleanerName);

  /** A cleaner as this audience may read them: admins in full, the client as "Sam R.", the cleaner only themselves. */
  const cleanerName = (cleanerId: string | null): string => {
    if (cleanerId === null) return "a cleaner";
    if (audience.kind === "cleaner") return cleanerId === audience.cleanerId ? "you" : "another cleaner";
    const name = names.get(cleanerId);
    if (!name) return "a cleaner";
    return audience.kind === "admin" ? name : shortName(name);
  };
  const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

  const entries: (JobHistoryEntry & { rank: number; turn: number })[] = [];
  /** Offers' entries within one millisecond keep the offers' order, each answer after its own offer. */
  let turn = 0;
  const add = (at: Date | string, kind: JobHistoryKind, words: string, extra: Partial<JobHistoryEntry> = {}, rank = RANK[kind]) =>
    entries.push({ at: new Date(at).toISOString(), kind, text: words, ...extra, rank, turn });

  for (const record of shown) {
    const entry = describeRecord(record);
    if (entry) add(record.at, entry.kind, entry.text);
  }
  // A job holds one open offer at a time (docs/decisions/055): an answer came before the next offer,
  // whichever clock stamped each (the server's for an answer, the database's transaction start for
  // an offer, which can read a few milliseconds earlier on PostgreSQL).
  const made = offers
    .filter((offer) => offer.status !== "skipped")
    .map((offer) => new Date(offer.offeredAt).getTime())
    .sort((a, b) => a - b);
  const answerTime = (offer: DispatchOfferView): Date | null => {
    if (offer.answeredAt === null) return null;
    const next = made.find((at) => at > new Date(offer.offeredAt).getTime());
    const answered = new Date(offer.answeredAt).getTime();
    return new Date(next === undefined ? answered : Math.min(answered, next));
  };
  // In the order they were made (offered_at to the microsecond, which a Date's millisecond loses).
  for (const offer of offers) {
    turn += 1;
    describeOffer(offer, answerTime(offer));
  }
  turn = 0;

  function describeRecord(record: AuditRecord): { kind: JobHistoryKind; text: string } | null {
    const { before, after, metadata } = record;
    const from = text(before, "status") as JobStatus | null;
    const to = text(after, "status") as JobStatus | null;
    switch (record.action) {
      case "job.booked": {
        if (metadata.by === "calendar")
          return { kind: "booked", text: `Booked from the ${text(metadata, "calendarLabel") ?? "rental"} calendar` };
        return { kind: "booked", text: audience.kind === "client" ? "Booked by you" : "Booked by the host" };
      }
      case "job.rescheduled": {
        const fromStart = text(before, "scheduledStart");
        const toStart = text(after, "scheduledStart");
        return metadata.cause === "settings"
          ? {
              kind: "retimed",
              text: movedText("Turnover settings", fromStart, toStart, job!.timeZone).replace(" moved this", " re-timed this"),
            }
          : { kind: "moved", text: movedText("Calendar", fromStart, toStart, job!.timeZone) };
      }
      case "job.transitioned":
        return describeMove(from, to, text(before, "cleanerId"), text(after, "cleanerId"), text(metadata, "by"), text(metadata, "reason"));
      case "job.status_changed":
      case "job.application_approved":
        return describeAdminMove(record, from, to);
      case "job.reposted":
        return { kind: "reposted", text: `Re-posted for claims by ${adminWho(record)}` };
      default:
        return null;
    }
  }

  function describeMove(
    from: JobStatus | null,
    to: JobStatus | null,
    beforeCleaner: string | null,
    afterCleaner: string | null,
    by: string | null,
    reason: string | null,
  ): { kind: JobHistoryKind; text: string } | null {
    if (to === "Assigned" && from === "Posted") return { kind: "claimed", text: `Claimed by ${cleanerName(afterCleaner)}` };
    if (to === "In Progress") return { kind: "started", text: `Started by ${cleanerName(afterCleaner)}` };
    if (to === "Completed") return { kind: "completed", text: `Completed by ${cleanerName(afterCleaner)}` };
    if (to === "Canceled") {
      if (by === "client") return { kind: "canceled", text: audience.kind === "client" ? "Canceled by you" : "Canceled by the host" };
      if (reason === "reservation_removed")
        return { kind: "canceled", text: `Canceled: the reservation was removed from the ${job!.calendarLabel ?? "rental"} calendar` };
      return { kind: "canceled", text: "Canceled" };
    }
    if (to === "Posted") {
      const who = cleanerName(beforeCleaner);
      if (reason === "cleaner_not_free")
        return {
          kind: "put_back",
          text: `Put back on the board: ${who} ${who === "you" ? "are" : "is"} not free at the new time`,
        };
      return { kind: "put_back", text: "Put back on the board" };
    }
    return null;
  }

  /** An admin as the audience reads them: by name for admins, "Tidyline" for everyone else. */
  function adminWho(record: AuditRecord) {
    return audience.kind === "admin" ? (record.adminName ?? "an admin") : "Tidyline";
  }

  function describeAdminMove(record: AuditRecord, from: JobStatus | null, to: JobStatus | null): { kind: JobHistoryKind; text: string } {
    const who = adminWho(record);
    const reason = text(record.metadata, "reason");
    // The admin's reason is for the client and admins (the cancel dialog's words); a cleaner reads the change.
    const because = reason && audience.kind !== "cleaner" ? `: ${reason}` : "";
    const cleaner = text(record.after, "cleanerId");
    if (record.action === "job.application_approved")
      return { kind: "assigned", text: `Assigned to ${cleanerName(cleaner)} by ${who} (application approved)` };
    if (to === "Canceled") return { kind: "canceled", text: `Canceled by ${who}${because}` };
    if (to === "Posted") return { kind: "put_back", text: `Put back on the board by ${who}${because}` };
    if (to === "Assigned" && from !== "Assigned")
      return { kind: "assigned", text: `Assigned to ${cleanerName(cleaner)} by ${who}${because}` };
    if (to === "Assigned") return { kind: "assigned", text: `Given to ${cleanerName(cleaner)} by ${who}${because}` };
    if (to === "In Progress") return { kind: "status_set", text: `Marked in progress by ${who}${because}` };
    if (to === "Completed") return { kind: "completed", text: `Marked completed by ${who}${because}` };
    return { kind: "status_set", text: `Set to ${to ?? "?"} by ${who}${because}` };
  }

  function describeOffer(offer: DispatchOfferView, answeredAt: Date | null) {
    // A cleaner reads only their own offer; the client every offer but a passed-over cleaner they did not list.
    if (audience.kind === "cleaner" && offer.cleanerId !== audience.cleanerId) return;
    const listed = offer.source !== "automatic";
    if (audience.kind === "client" && offer.status === "skipped" && !listed) return;
    const who = cleanerName(offer.cleanerId);
    const admin = audience.kind === "admin";
    if (offer.status === "skipped") {
      add(
        offer.offeredAt,
        "passed_over",
        `${capital(who)} ${who === "you" ? "were" : "was"} passed over (${offer.reason ?? SKIP_REASONS.unavailable})`,
      );
      return;
    }
    const source = admin ? ` (${offer.source}${offer.score === null ? "" : `, score ${offer.score.toFixed(2)}`})` : "";
    add(offer.offeredAt, "offered", `Offered to ${who}${source}`, admin ? { score: offer.score } : {});
    if (answeredAt === null) return;
    const answer: Partial<Record<typeof offer.status, [JobHistoryKind, string]>> = {
      accepted: ["accepted", `${capital(who)} accepted the offer`],
      declined: ["declined", `${capital(who)} declined the offer`],
      expired: ["expired", `The offer to ${who} expired`],
      withdrawn: ["withdrawn", `The offer to ${who} was withdrawn`],
    };
    const said = answer[offer.status];
    // An answer never reads before its offer (two clocks stamp them: the server's and the database's).
    if (said && answeredAt <= new Date(offer.offeredAt)) add(offer.offeredAt, said[0], said[1], {}, RANK.offered + 1);
    else if (said) add(answeredAt, said[0], said[1]);
  }

  // An accepted offer is the claim (docs/decisions/055): one entry says it.
  const accepted = entries.filter((entry) => entry.kind === "accepted");
  const kept = entries.filter(
    (entry) =>
      entry.kind !== "claimed" || !accepted.some((offer) => Math.abs(new Date(offer.at).getTime() - new Date(entry.at).getTime()) < 2000),
  );
  kept.sort((a, b) => a.at.localeCompare(b.at) || (a.turn && b.turn ? a.turn - b.turn : 0) || a.rank - b.rank);
  return { timeZone: job.timeZone, entries: kept.map(({ rank: _rank, turn: _turn, ...entry }) => entry), capped };
}
