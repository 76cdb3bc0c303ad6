// docs/decisions/065: what a feed would book, asked before it is connected ("4 turnovers in the
// next 30 days, about $480, 2 counted against your plan"). Read as a sync reads it (the outside-
// address rules of decision 058, the off-thread reader of decision 057), planned with the unit's
// settings and priced as bookJob would price it; it writes nothing.
import { and, eq, sql } from "drizzle-orm";
import { clientPriceCents } from "../../../shared/domain/booking";
import { CALENDAR_HORIZON_DAYS, CALENDAR_PREVIEW_DAYS, type CalendarPreview } from "../../../shared/domain/turnovers";
import { calendarMessages, isLoopbackHttp } from "../../../shared/schemas/calendars";
import { unitMessages } from "../../../shared/schemas/unit";
import type { Database } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clients, clientUnits } from "../../db/schema/people";
import { bookableStart, coveringPlan } from "../../domain/jobs/book-job";
import { readFeedOffThread } from "../../domain/rental-calendars/read-feed-off-thread";
import { calendarFetchUrl, fetchCalendar } from "../../lib/calendar-fetch";
import { AppError, notFound } from "../../lib/errors";
import { ownFeedsExemption } from "./own-feeds";
import { turnoverSettingsOf } from "./sync-apply";
import { SYNC_REFUSALS } from "./sync-types";

const DAY_MS = 86_400_000;

/** The feed's problem, in the words its sync would record. */
const unreadable = (reason: string) => new AppError("CALENDAR_UNREADABLE", 422, reason);

export async function previewCalendar({
  db,
  clientId,
  unitId,
  input,
  allowPrivate,
  publicUrl,
  now = new Date(),
  signal,
}: {
  db: Database;
  clientId: string;
  unitId: string;
  input: { label: string; url: string };
  /** env.allowPrivateCalendarUrls, as for a sync (decision 058). */
  allowPrivate: boolean;
  publicUrl: string;
  now?: Date;
  signal?: AbortSignal;
}): Promise<CalendarPreview> {
  const [row] = await db
    .select({ unit: clientUnits, clientStatus: clients.status })
    .from(clientUnits)
    .innerJoin(clients, eq(clients.clientId, clientUnits.clientId))
    .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)));
  if (!row) throw notFound(unitMessages.notFound);
  if (row.clientStatus !== "Active") throw new AppError("CLIENT_INACTIVE", 403, calendarMessages.clientInactive);
  if (!row.unit.isActive) throw unreadable(SYNC_REFUSALS.unitInactive);
  // A label the unit already has would be refused on connecting (decision 064): say so before the fetch.
  const [taken] = await db
    .select({ calendarId: unitCalendars.calendarId })
    .from(unitCalendars)
    .where(and(eq(unitCalendars.unitId, unitId), sql`lower(${unitCalendars.label}) = lower(${input.label})`))
    .limit(1);
  if (taken) throw new AppError("CALENDAR_LABEL_TAKEN", 409, calendarMessages.labelTaken(input.label));
  // The address rules of adding it: what could not be connected is not previewed either.
  if (isLoopbackHttp(input.url) && !allowPrivate) throw new AppError("INVALID_INPUT", 400, calendarMessages.urlPlainHttp);
  const url = calendarFetchUrl(input.url);
  if (!url) throw new AppError("INVALID_INPUT", 400, calendarMessages.urlInvalid);

  const fetched = await fetchCalendar(url, { etag: null, lastModified: null, allowPrivate, exempt: ownFeedsExemption(publicUrl), signal });
  if (fetched.kind === "failed") throw unreadable(fetched.reason);
  if (fetched.kind === "not-modified") throw unreadable(SYNC_REFUSALS.wentEmpty);
  const settings = turnoverSettingsOf(row.unit);
  const read = await readFeedOffThread({ text: fetched.body, now: now.toISOString(), settings }, { signal });
  if (!read.ok) throw unreadable(read.reason);

  // What a sync would book now (not past, within the booking limit and the horizon), once per stay,
  // starting within the preview's days, earliest first: a plan's cleans go to the first bookings.
  const previewEnd = now.getTime() + Math.min(CALENDAR_PREVIEW_DAYS, CALENDAR_HORIZON_DAYS) * DAY_MS;
  const seen = new Set<string>();
  const ahead = read.planned
    .filter((turnover) => {
      if (seen.has(turnover.key)) return false;
      seen.add(turnover.key);
      return bookableStart(turnover.start, now, settings.timeZone) === null && turnover.start.getTime() <= previewEnd;
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());

  // Priced as bookJob prices them: the covering plan's remaining included cleans first, then its fee.
  const [plan] = await coveringPlan(db, clientId, now, unitId);
  let remaining = plan ? Math.max(0, plan.includedCleans - plan.usedCleans) : 0;
  let totalCents = 0;
  let included = 0;
  for (const _turnover of ahead) {
    const planUsage = !plan ? "none" : remaining > 0 ? "included" : "additional";
    if (planUsage === "included") {
      remaining -= 1;
      included += 1;
    }
    totalCents += clientPriceCents({ type: settings.turnoverType, planUsage, extraCleanFeeCents: plan?.extraCleanFeeCents ?? null });
  }
  return { turnovers: ahead.length, totalCents, countedAgainstPlan: plan ? included : null };
}
