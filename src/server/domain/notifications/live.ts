// docs/decisions/068: what a screen must show afresh is announced with pg_notify inside the event's
// transaction, so it is heard only if the event commits (on PGlite too: its NOTIFY is delivered at
// commit). Each server's message bus hears it and its live streams tell the people named.
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { jobOffers } from "../../db/schema/dispatch";
import { cleaners, clients } from "../../db/schema/people";

export const LIVE_CHANNEL = "tidyline_live";
export type LiveKind = "notification" | "job" | "board";

export interface LiveNotice {
  /** Whose streams hear it. */
  userIds: readonly string[];
  /**
   * notification: their bell; job: their job lists (and `jobId`'s screens); board: the open board
   * changed (every cleaner's board screen, however many changes, at most once in BOARD_COALESCE_MS).
   */
  kind: LiveKind;
  jobId?: string;
  /** Every admin's streams hear it too (their Jobs list). */
  admins?: boolean;
}

/** Only ids travel; each server decides who hears what. */
export async function announceLive(tx: Transaction | Database, notice: LiveNotice): Promise<void> {
  for (const payload of livePayloads(notice)) await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** PostgreSQL (and PGlite) refuse a NOTIFY payload of 8000 bytes or more, and with it the event's transaction. */
export const MAX_LIVE_PAYLOAD_BYTES = 7_999;

/**
 * The notice as NOTIFY payloads, each under the limit: about 200 people fit in one, so a notice
 * for more (one event telling hundreds, as bench/notify.ts does) is split; the admins are told once.
 */
export function livePayloads(notice: LiveNotice): string[] {
  const payloadOf = (userIds: string[], first: boolean) =>
    JSON.stringify({ u: userIds, k: notice.kind, j: notice.jobId ?? null, a: first && (notice.admins ?? false) });
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = Buffer.byteLength(payloadOf([], false));
  for (const userId of new Set(notice.userIds)) {
    const more = Buffer.byteLength(JSON.stringify(userId)) + 1;
    if (batch.length > 0 && bytes + more > MAX_LIVE_PAYLOAD_BYTES) {
      payloads.push(payloadOf(batch, payloads.length === 0));
      batch = [];
      bytes = Buffer.byteLength(payloadOf([], false));
    }
    batch.push(userId);
    bytes += more;
  }
  payloads.push(payloadOf(batch, payloads.length === 0));
  return payloads;
}

/** A job's state or time changed: its client, its assigned and offered cleaners, and the admins. */
export async function announceJobChange(tx: Transaction | Database, jobId: string): Promise<void> {
  const rows = await tx
    .select({ clientUserId: clients.userId, assignedUserId: cleaners.userId })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .where(eq(jobs.jobId, jobId))
    .limit(1);
  const offered = await tx
    .select({ userId: cleaners.userId })
    .from(jobOffers)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobOffers.cleanerId))
    .where(sql`${jobOffers.jobId} = ${jobId} AND ${jobOffers.status} = 'open'`);
  const userIds = [rows[0]?.clientUserId, rows[0]?.assignedUserId, ...offered.map((row) => row.userId)].filter((id): id is string => !!id);
  await announceLive(tx, { userIds, kind: "job", jobId, admins: true });
}

/**
 * A job joined or left the open board, or moved on it: every cleaner's board refreshes (the feed
 * gathers these into one refresh of all cleaners' streams every BOARD_COALESCE_MS, so a city's
 * claims cost the streams the same as one; message-feed.ts).
 */
export async function announceBoardChange(tx: Transaction | Database): Promise<void> {
  await announceLive(tx, { userIds: [], kind: "board" });
}

export interface LiveEvent {
  type: "live";
  kind: LiveKind;
  userIds: string[];
  jobId: string | null;
  admins: boolean;
}

export function parseLivePayload(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as { u?: unknown; k?: unknown; j?: unknown; a?: unknown };
    if (!Array.isArray(value.u) || !value.u.every((id) => typeof id === "string")) return null;
    if (value.k !== "notification" && value.k !== "job" && value.k !== "board") return null;
    return {
      type: "live",
      kind: value.k,
      userIds: value.u,
      jobId: typeof value.j === "string" ? value.j : null,
      admins: value.a === true,
    };
  } catch {
    return null;
  }
}
