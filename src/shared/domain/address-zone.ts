// docs/decisions/064: a unit's zone comes from its address, through a list the product ships: the
// ZIP's first three digits (the USPS sectional centers), else a served city's name, else a state's
// two letters, else Eastern. A client corrects it on the unit where a sectional center straddles a
// zone line (the list says which ones it reads by their larger side).
import { cityOfAddress, OTHER_AREA, timeZoneOfCity } from "./cities";
import { areaOfAddress } from "./job-area";

/** The zones a unit may be set to, for the unit form's "Time zone" select; the server accepts only these. */
export const US_TIME_ZONES = [
  { zone: "America/New_York", label: "Eastern (New York)" },
  { zone: "America/Chicago", label: "Central (Chicago)" },
  { zone: "America/Denver", label: "Mountain (Denver)" },
  { zone: "America/Phoenix", label: "Mountain, no daylight saving (Phoenix)" },
  { zone: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { zone: "America/Anchorage", label: "Alaska (Anchorage)" },
  { zone: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
  { zone: "America/Puerto_Rico", label: "Atlantic (Puerto Rico)" },
] as const;
export type UsTimeZone = (typeof US_TIME_ZONES)[number]["zone"];

const ZONE_NAMES: ReadonlySet<string> = new Set(US_TIME_ZONES.map(({ zone }) => zone));
export const isUsTimeZone = (zone: string): zone is UsTimeZone => ZONE_NAMES.has(zone);

/** "Central (Chicago)"; a zone outside the list (stored before it) reads as its IANA name. */
export const timeZoneLabel = (zone: string): string => US_TIME_ZONES.find((entry) => entry.zone === zone)?.label ?? zone;

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const ARIZONA = "America/Phoenix";
const PACIFIC = "America/Los_Angeles";
const ALASKA = "America/Anchorage";
const HAWAII = "Pacific/Honolulu";
const ATLANTIC = "America/Puerto_Rico";

/**
 * 3-digit ZIP prefixes, inclusive ranges, the first match winning: the exceptions inside a state
 * first, then each state's whole range. Military (090-098, 340, 962-966) and the Pacific
 * territories (969) are not places a unit is, and fall through to the city and state.
 */
const ZIP_PREFIX_ZONES: readonly (readonly [from: number, to: number, zone: UsTimeZone])[] = [
  // Florida's panhandle west of the Apalachicola: Panama City (324) and Pensacola (325).
  [324, 325, CENTRAL],
  // Kentucky's west: Paducah, Bowling Green, Owensboro, Henderson.
  [420, 424, CENTRAL],
  // Tennessee's east: Chattanooga (373-374), Johnson City (376), Knoxville (377-379).
  [373, 374, EASTERN],
  [376, 379, EASTERN],
  // Indiana's corners on Central time: Gary and Hammond (463-464), Evansville (476-477).
  [463, 464, CENTRAL],
  [476, 477, CENTRAL],
  // North Dakota's southwest (Dickinson), South Dakota's West River (Rapid City), Nebraska's
  // panhandle (Alliance, Scottsbluff).
  [586, 586, MOUNTAIN],
  [577, 577, MOUNTAIN],
  [693, 693, MOUNTAIN],
  // Idaho's north (Lewiston, Coeur d'Alene) is Pacific; Oregon's Malheur County (Ontario) Mountain.
  [835, 835, PACIFIC],
  [838, 838, PACIFIC],
  [979, 979, MOUNTAIN],
  // El Paso (798-799 and its 885).
  [798, 799, MOUNTAIN],
  [885, 885, MOUNTAIN],
  // The states, in ZIP order.
  [5, 5, EASTERN], // Holtsville, NY
  [6, 9, ATLANTIC], // Puerto Rico (006, 007, 009) and the Virgin Islands (008)
  [10, 89, EASTERN], // New England, New Jersey
  [100, 149, EASTERN], // New York
  [150, 199, EASTERN], // Pennsylvania, Delaware
  [200, 268, EASTERN], // DC, Maryland, Virginia, West Virginia
  [270, 319, EASTERN], // the Carolinas, Georgia
  [320, 349, EASTERN], // Florida
  [350, 369, CENTRAL], // Alabama
  [370, 385, CENTRAL], // Tennessee (its east above)
  [386, 397, CENTRAL], // Mississippi
  [398, 399, EASTERN], // Georgia
  [400, 427, EASTERN], // Kentucky (its west above)
  [430, 459, EASTERN], // Ohio
  [460, 479, EASTERN], // Indiana (its corners above)
  // Michigan, the Upper Peninsula too: its sectional centers (498-499) hold Marquette and Houghton,
  // on Eastern time; the four counties along Wisconsin (Central) are corrected on the unit.
  [480, 499, EASTERN],
  [500, 528, CENTRAL], // Iowa
  [530, 549, CENTRAL], // Wisconsin
  [550, 567, CENTRAL], // Minnesota
  [569, 569, EASTERN], // Washington, DC (government)
  [570, 588, CENTRAL], // the Dakotas (their west above)
  [590, 599, MOUNTAIN], // Montana
  [600, 629, CENTRAL], // Illinois
  [630, 658, CENTRAL], // Missouri
  // Kansas: its four Mountain counties share Colby's and Garden City's centers with Central ones.
  [660, 679, CENTRAL],
  [680, 692, CENTRAL], // Nebraska (its panhandle above)
  [700, 714, CENTRAL], // Louisiana
  [716, 729, CENTRAL], // Arkansas
  [730, 749, CENTRAL], // Oklahoma
  [750, 797, CENTRAL], // Texas (El Paso above)
  [800, 816, MOUNTAIN], // Colorado
  [820, 831, MOUNTAIN], // Wyoming
  [832, 838, MOUNTAIN], // Idaho (its north above)
  [840, 847, MOUNTAIN], // Utah
  [850, 865, ARIZONA], // Arizona
  [870, 884, MOUNTAIN], // New Mexico
  [889, 898, PACIFIC], // Nevada
  [900, 961, PACIFIC], // California
  [967, 968, HAWAII], // Hawaii
  [970, 979, PACIFIC], // Oregon (Malheur above)
  [980, 994, PACIFIC], // Washington
  [995, 999, ALASKA], // Alaska
];

/** A state's zone where it has one, else its larger side's (a ZIP, when given, reads finer). */
const STATE_ZONES: Readonly<Record<string, UsTimeZone>> = {
  AL: CENTRAL,
  AK: ALASKA,
  AZ: ARIZONA,
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: HAWAII,
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: EASTERN,
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: EASTERN,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  PR: ATLANTIC,
  VI: ATLANTIC,
};

/** The zone of a 5-digit ZIP's sectional center, or null for one the list does not place. */
export function zoneOfZip(zip: string): UsTimeZone | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const prefix = Number(zip.slice(0, 3));
  return ZIP_PREFIX_ZONES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

/** A trailing state's two letters after the street ("…, Denver CO" or "…, CO"), known to the list. */
function trailingState(address: string): string | null {
  const afterStreet = address.split(",").slice(1).join(",");
  const letters = /(?:^|[^A-Za-z])([A-Za-z]{2})[\s.]*$/.exec(afterStreet)?.[1]?.toUpperCase();
  return letters && letters in STATE_ZONES ? letters : null;
}

/**
 * A free-text address's zone (docs/decisions/064): its ZIP's ("…, Chicago, IL 60614" -> Chicago),
 * else a served city's name (cities.ts), else its state's, else Eastern, where most of the service
 * area is.
 */
export function zoneOfAddress(address: string): UsTimeZone {
  const area = areaOfAddress(address);
  const byZip = area.zip ? zoneOfZip(area.zip) : null;
  if (byZip) return byZip;
  const city = cityOfAddress(address);
  if (city !== OTHER_AREA) return timeZoneOfCity(city) as UsTimeZone;
  const state = area.state ?? trailingState(address);
  return (state && STATE_ZONES[state]) || EASTERN;
}

/** A unit's zone (docs/decisions/064): the one set on it, else its address's. */
export const unitTimeZone = (unit: { timeZone: string | null; fullAddress: string }): string =>
  unit.timeZone ?? zoneOfAddress(unit.fullAddress);

/** The place a zone is named for: "Chicago" for America/Chicago, "Los Angeles", "Puerto Rico". */
export const zonePlaceName = (zone: string): string => (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
