// decision 028: a live stream re-checks its session at every heartbeat. One query per stream is
// 400 a second for 10,000 streams on one server, more than its pool answers (bench:notify, decision
// 068), so the checks asked within one short tick are answered together: one query for their tokens.
import { eq, inArray } from "drizzle-orm";
import type { Role } from "../../shared/domain/roles";
import type { Database } from "../db/client";
import { authSessions, authUsers } from "../db/schema/auth";
import { cleaners, clients, profiles } from "../db/schema/people";

export interface SessionCheck {
  token: string;
  userId: string;
  role: Role | null;
}

/** How long a check waits for company; a heartbeat is 25 s, so this costs nothing a person sees. */
export const CHECK_BATCH_MS = 50;
/** Tokens asked in one query at most. */
export const CHECK_BATCH_MAX = 1_000;

/**
 * Whether each session still stands for the same person in the same role: it exists, has not
 * expired, and their client or cleaner record is not Inactive (decision 028).
 */
export async function sessionsStillStanding(db: Database, checks: readonly SessionCheck[]): Promise<boolean[]> {
  if (checks.length === 0) return [];
  const rows = await db
    .select({
      token: authSessions.token,
      expiresAt: authSessions.expiresAt,
      userId: authUsers.id,
      role: profiles.role,
      clientStatus: clients.status,
      cleanerStatus: cleaners.status,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, authUsers.id))
    .leftJoin(clients, eq(clients.userId, authUsers.id))
    .leftJoin(cleaners, eq(cleaners.userId, authUsers.id))
    .where(inArray(authSessions.token, [...new Set(checks.map((check) => check.token))]));
  const byToken = new Map(rows.map((row) => [row.token, row]));
  const now = Date.now();
  return checks.map((check) => {
    const row = byToken.get(check.token);
    if (!row || row.expiresAt.getTime() <= now) return false;
    return (
      row.userId === check.userId &&
      (row.role ?? null) === check.role &&
      row.clientStatus !== "Inactive" &&
      row.cleanerStatus !== "Inactive"
    );
  });
}

type Waiting = { check: SessionCheck; resolve: (stands: boolean) => void; reject: (error: unknown) => void };
const checkers = new WeakMap<Database, (check: SessionCheck) => Promise<boolean>>();

/** The database's one batching checker: a check joins the tick's batch and hears its own answer. */
export function batchedSessionCheck(db: Database): (check: SessionCheck) => Promise<boolean> {
  const existing = checkers.get(db);
  if (existing) return existing;
  let waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting.slice(0, CHECK_BATCH_MAX);
    waiting = waiting.slice(CHECK_BATCH_MAX);
    if (waiting.length > 0) schedule(0);
    sessionsStillStanding(
      db,
      batch.map((entry) => entry.check),
    ).then(
      (answers) => batch.forEach((entry, index) => entry.resolve(answers[index] ?? false)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  const schedule = (ms: number) => {
    timer ??= setTimeout(flush, ms);
    timer.unref();
  };
  const check = (session: SessionCheck) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ check: session, resolve, reject });
      if (waiting.length >= CHECK_BATCH_MAX) flush();
      else schedule(CHECK_BATCH_MS);
    });
  checkers.set(db, check);
  return check;
}
