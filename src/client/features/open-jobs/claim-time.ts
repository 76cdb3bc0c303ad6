// spec 2 Open Jobs: how long is left to claim a job, as a card says it.
import { unitSizeText, type UnitSize } from "../../../shared/domain/unit-size";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2d 3h left", "3h 20m left", "45m left", "Less than a minute left"; "Closed" once the window has ended. */
export function timeLeftToClaim(claimWindowEnds: string, now: number): string {
  const left = new Date(claimWindowEnds).getTime() - now;
  if (left <= 0) return "Closed";
  if (left < MINUTE) return "Less than a minute left";
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return `${minutes}m left`;
}

/** "1 hour", "2.5 hours". */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** spec 2: the card's bed/bath/sq ft (shared/domain/unit-size.ts), or "Not given". */
export const sizeText = (size: UnitSize): string => unitSizeText(size) || "Not given";
