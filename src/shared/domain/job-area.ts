// docs/decisions/026 (issue 18): the open-jobs board shows where a job is without saying whose it
// is: the town, state and ZIP read from the stored address, never the street or the unit. The
// server sends only this area to the board; the street address waits for the assigned cleaner.
import { cityOfAddress, OTHER_AREA } from "./cities";

export interface JobArea {
  /** The town as the address names it ("Miami Beach"), else the served city the address names, else null. */
  locality: string | null;
  /** Two letters ("MA"), when the address ends with a state and ZIP. */
  state: string | null;
  /** Five digits, when the address ends with one. */
  zip: string | null;
}

/** The last segment's state and ZIP: "MA 02108", "Boston MA 02108" (town before the state), or a bare "MA". */
const STATE_ZIP = /^(?:(.*?)\s+)?([A-Za-z]{2})(?:\s+(\d{5})(?:-\d{4})?)?$/;
/** A last segment that is only a ZIP: "02108". */
const ZIP_ONLY = /^(\d{5})(?:-\d{4})?$/;
/** A segment that is a unit or a street line, never a town: it holds a digit or names a unit. */
const NOT_A_TOWN = /\d|^(apt|apartment|unit|suite|ste|floor|fl|room|#)\b/i;

const town = (segment: string | undefined): string | null => {
  const value = segment?.trim() ?? "";
  return value && !NOT_A_TOWN.test(value) ? value : null;
};

/** State, ZIP and town read from the segments after the street (the first is never read). */
function readTail(segments: string[]): JobArea {
  const rest = segments.slice(1);
  const last = rest.at(-1);
  if (last === undefined) return { locality: null, state: null, zip: null };
  const before = rest.length > 1 ? town(rest.at(-2)) : null;
  const zipOnly = ZIP_ONLY.exec(last);
  if (zipOnly) return { locality: before, state: null, zip: zipOnly[1] ?? null };
  const stateZip = STATE_ZIP.exec(last);
  // "Boston MA" without a ZIP is a town of two words as much as a town and a state: kept as the town.
  if (stateZip && (stateZip[3] || !stateZip[1])) {
    return { locality: town(stateZip[1]) ?? before, state: stateZip[2]!.toUpperCase(), zip: stateZip[3] ?? null };
  }
  return { locality: town(last), state: null, zip: null };
}

/**
 * The area of a free-text address ("48 Beacon St, Apt 3, Boston, MA 02108" -> Boston, MA, 02108).
 * The first comma-separated segment is the street and is never read; a town is taken only from a
 * later segment without digits, else it is the served city the address names (cityOfAddress).
 */
export function areaOfAddress(address: string): JobArea {
  const segments = address
    .split(",")
    .map((segment) => segment.trim())
    .filter(Boolean);
  const area = readTail(segments);
  if (area.locality) return area;
  const served = cityOfAddress(address);
  return { ...area, locality: served === OTHER_AREA ? null : served };
}

/** What a card shows: "Boston, MA 02108", "Boston", "ZIP 02108"; "Area not given" when nothing is known. */
export function areaLabel(area: JobArea): string {
  const stateZip = [area.state, area.zip].filter(Boolean).join(" ");
  if (area.locality) return stateZip ? `${area.locality}, ${stateZip}` : area.locality;
  if (area.zip) return area.state ? `${area.state} ${area.zip}` : `ZIP ${area.zip}`;
  return "Area not given";
}

/** The SQL search's ZIP rule in the same words: a five-digit search finds jobs whose address ends with it. */
export const isZipSearch = (search: string): boolean => /^\d{5}$/.test(search);

/** A PostgreSQL regular expression for an address ending with this ZIP, as areaOfAddress reads one (after a comma, at the very end). */
export const zipAtEndPattern = (zip: string): string => `,.*(^|[^0-9])${zip}(-[0-9]{4})?[[:space:]]*$`;
