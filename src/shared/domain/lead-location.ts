// spec 2 and 3: where a lead is. The form offers the six cities as "City, ST" plus Other with a
// free text; the lead is stored as a city and a state. No zod here: the public pages import it.
import { CITIES, cityLabel } from "./cities";

/** The value of the "Other (please specify)" option; also what a missing part of the text becomes. */
export const OTHER_LOCATION = "Other";
export const OTHER_LOCATION_LABEL = "Other (please specify)";

export const CITY_LOCATIONS = CITIES.map(cityLabel);
export const LOCATION_VALUES = [...CITY_LOCATIONS, OTHER_LOCATION] as const;

/**
 * spec 3: the Other text is split on commas; the first part is the city, the last part the
 * state, and a missing part becomes "Other". A single part is a city without a state.
 */
export function splitOtherLocation(text: string): { city: string; state: string } {
  const parts = text.split(",").map((part) => part.trim());
  const city = parts[0] || OTHER_LOCATION;
  const state = (parts.length > 1 ? parts[parts.length - 1] : "") || OTHER_LOCATION;
  return { city, state };
}

/** The city and state stored for a chosen option ("Boston, MA") or for Other and its text. */
export function leadLocation(location: string, otherText = ""): { city: string; state: string } {
  if (location === OTHER_LOCATION) return splitOtherLocation(otherText);
  const known = CITIES.find((entry) => cityLabel(entry) === location);
  if (!known) throw new Error(`Unknown location option: ${location}`);
  return { city: known.city, state: known.state };
}
