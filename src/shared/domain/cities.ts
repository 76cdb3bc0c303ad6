// spec 2 and 3: the cities the product serves, as the hero, the service areas and the lead form
// list them.
export const CITIES = [
  { city: "Boston", state: "MA", tagline: "Brownstones, condos and student rentals from Back Bay to Southie." },
  { city: "Manhattan", state: "NY", tagline: "Walk-ups, doorman buildings and short stays, turned over on time." },
  { city: "Chicago", state: "IL", tagline: "Lakeshore high-rises and two-flats, ready before the next guest." },
  { city: "Atlanta", state: "GA", tagline: "Midtown apartments and suburban homes, cleaned to one standard." },
  { city: "Miami", state: "FL", tagline: "Beach rentals and condos with same-day turnovers between stays." },
  { city: "Austin", state: "TX", tagline: "Downtown lofts and family homes, booked in minutes." },
] as const;

export const cityLabel = ({ city, state }: { city: string; state: string }) => `${city}, ${state}`;

/** The city a job's address is in, for the cleaners' "In my areas" (docs/decisions/032): one of CITIES by name, else "Other". */
export function cityOfAddress(address: string): string {
  const words = address.toLowerCase();
  const found = CITIES.find(({ city }) => new RegExp(`(^|[^a-z])${city.toLowerCase()}([^a-z]|$)`).test(words));
  return found?.city ?? OTHER_AREA;
}

/** What a job outside the served cities, or a cleaner working elsewhere too, is filed under. */
export const OTHER_AREA = "Other";

/** spec 3 and docs/decisions/031: the areas a cleaner can work in, the six cities and Other. */
export const WORK_AREAS = [...CITIES.map(({ city }) => city), OTHER_AREA] as readonly string[];

/**
 * The zone a job's calendar day is read in (time off is whole days, docs/decisions/032): its
 * city's, Eastern for Other (the Eastern cities are most of the service area).
 */
const CITY_TIME_ZONES: Record<string, string> = {
  Boston: "America/New_York",
  Manhattan: "America/New_York",
  Chicago: "America/Chicago",
  Atlanta: "America/New_York",
  Miami: "America/New_York",
  Austin: "America/Chicago",
};
export const timeZoneOfCity = (city: string): string => CITY_TIME_ZONES[city] ?? "America/New_York";

// A unit's zone (unitTimeZone, docs/decisions/064) is read from its whole address in address-zone.ts,
// which reads a served city's name through timeZoneOfCity.
