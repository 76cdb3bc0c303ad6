import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { canWork } from "../../../shared/domain/cleaner";
import { formatUSD } from "../../../shared/format";
import type { Database } from "../../db/client";
import { cleaners } from "../../db/schema/people";
import { notFound } from "../../lib/errors";
import { assignmentsStartingBetween } from "./calendar.service";
import { serializeCalendar, type CalendarEvent } from "./ical";

/** 32 random bytes, base64url: 43 characters nobody guesses. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** The feed's window (docs/decisions/034): recent history and the coming year, not every job ever. */
export const FEED_PAST_DAYS = 90;
export const FEED_FUTURE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
export const FEED_NOT_FOUND = "Calendar feed not found.";

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/**
 * Only the secret's SHA-256 is kept (migration 0005): a copy of the database does not hand out
 * anyone's schedule. The secret has 256 random bits, so a plain hash is enough (no salt or stretching).
 */
export const hashFeedToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Whether the cleaner has a feed; its URL cannot be read back, only replaced (a read never makes one). */
export async function readFeedStatus({ db, cleanerId }: { db: Database; cleanerId: string }) {
  const [row] = await db.select({ hash: cleaners.calendarTokenHash }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId));
  return { active: Boolean(row?.hash) };
}

/** A new secret replaces the old one, whose URL stops working at once; the URL is shown this once. */
export async function regenerateFeedUrl({ db, cleanerId, publicUrl }: { db: Database; cleanerId: string; publicUrl: string }) {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .update(cleaners)
    .set({ calendarTokenHash: hashFeedToken(token) })
    .where(eq(cleaners.cleanerId, cleanerId))
    .returning({ cleanerId: cleaners.cleanerId });
  if (!row) throw notFound(FEED_NOT_FOUND);
  return feedUrl(publicUrl, token);
}

/**
 * GET /api/calendar/<token>.ics: the cleaner's assignments as RFC 5545, for calendar apps, which
 * fetch without a session. The token is the only key; an unknown one, or a cleaner who is not
 * Active, is 404 like any missing page.
 * Privacy: the event says what, where and when, and links back; the client's contact details and
 * instructions (door codes) stay in the portal, away from a third-party calendar.
 */
export async function renderFeed({
  db,
  feedFile,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  feedFile: string;
  publicUrl: string;
  now?: Date;
}) {
  const token = FEED_FILE.exec(feedFile)?.[1];
  if (!token || !TOKEN_PATTERN.test(token)) throw notFound(FEED_NOT_FOUND);
  const [cleaner] = await db
    .select({ cleanerId: cleaners.cleanerId, status: cleaners.status })
    .from(cleaners)
    .where(eq(cleaners.calendarTokenHash, hashFeedToken(token)));
  // decision 028: a cleaner who is not Active (Pending, or deactivated) has no feed to show.
  if (!cleaner || !canWork(cleaner.status)) throw notFound(FEED_NOT_FOUND);

  const assignments = await assignmentsStartingBetween({
    db,
    cleanerId: cleaner.cleanerId,
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
  });
  const events: CalendarEvent[] = assignments.map((assignment) => {
    const url = `${publicUrl}/cleaner/assignments?job=${assignment.jobId}`;
    return {
      uid: `${assignment.assignmentId}@tidyline`,
      start: assignment.scheduledStart,
      end: assignment.scheduledEnd,
      summary: assignment.type,
      location: assignment.address,
      description: `Tidyline ${assignment.type} (${assignment.status}).\nPayout: ${formatUSD(assignment.payoutCents)}\nDetails: ${url}`,
      url,
    };
  });
  return serializeCalendar({ name: "Tidyline assignments", generatedAt: now, events });
}
