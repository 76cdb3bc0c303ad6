// docs/decisions/057: a feed's text to the turnovers it calls for, in one pure step, so that the
// whole of what a stranger's calendar can cost runs in a worker thread (read-feed-off-thread.ts).
import { CALENDAR_HORIZON_DAYS, type TurnoverSettings } from "../../../shared/domain/turnovers";
import { parseCalendarFeed } from "./parse-feed";
import { planTurnovers, type PlannedTurnover } from "./plan-turnovers";

export interface ReadFeedInput {
  text: string;
  /** An ISO instant: it crosses to the worker as text. */
  now: string;
  settings: TurnoverSettings;
}

export type ReadFeedOutcome =
  /**
   * `eventsFound`: the stays and blocks the feed lists (the feed's row shows it); `blocksSkipped`:
   * the blocks among them the unit ignores (the sync's summary counts them).
   */
  { ok: true; eventsFound: number; blocksSkipped: number; planned: PlannedTurnover[] } | { ok: false; reason: string };

/**
 * One listing has at most one checkout a day, so a feed that plans more turnovers ahead than there
 * are days in the horizon is not one unit's calendar (a wrong address, a merged export, a runaway
 * recurrence). It books nothing: each job would be priced and charged to the client (decision 054).
 */
export const MAX_TURNOVERS_AHEAD = CALENDAR_HORIZON_DAYS;
export const TOO_MANY_STAYS = "The calendar has more stays than days ahead, so nothing was booked. Check that it is this unit's calendar";

const DAY_MS = 86_400_000;

export function readFeed({ text, now, settings }: ReadFeedInput): ReadFeedOutcome {
  const at = new Date(now);
  const parsed = parseCalendarFeed(text, { now: at });
  if (!parsed.ok) return parsed;
  const planned = planTurnovers(parsed.events, settings);
  const horizonEnd = at.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS;
  const ahead = planned.filter((turnover) => turnover.start > at && turnover.start.getTime() <= horizonEnd).length;
  if (ahead > MAX_TURNOVERS_AHEAD) return { ok: false, reason: TOO_MANY_STAYS };
  const blocksSkipped = settings.ignoreBlocks ? parsed.events.filter((event) => event.isBlock).length : 0;
  return { ok: true, eventsFound: parsed.events.length, blocksSkipped, planned };
}
