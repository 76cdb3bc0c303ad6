// bench:dispatch's world, made in memory from one seed: cleaners with areas, services, weekly
// hours, one-off blocks and time off; clients with units and their preferred and backup cleaners;
// four weeks of jobs, booked or imported from a rental calendar, each with when it was booked.
import { todayIn, zonedTime, type CleaningType } from "../../src/shared/domain/booking";
import { CITIES, timeZoneOfCity } from "../../src/shared/domain/cities";
import { offersType } from "../../src/shared/domain/dispatch";
import { addDays } from "../../src/shared/schemas/booking";
import { generator } from "./prng";

export const SIZE = {
  cleaners: Number(process.env.BENCH_CLEANERS ?? 50),
  clients: Number(process.env.BENCH_CLIENTS ?? 80),
  units: Number(process.env.BENCH_UNITS ?? 200),
  jobs: Number(process.env.BENCH_JOBS ?? 2000),
  days: 28,
};

const HOUR_MS = 3_600_000;
type City = (typeof CITIES)[number]["city"];

/** Where the work is: the bigger markets get more units and more cleaners. */
const CITY_WEIGHTS: Record<City, number> = { Boston: 25, Manhattan: 25, Chicago: 15, Miami: 15, Atlanta: 10, Austin: 10 };
const ZIPS: Record<City, string[]> = {
  Boston: ["02108", "02116", "02210", "02118", "02130"],
  Manhattan: ["10001", "10011", "10019", "10028", "10003"],
  Chicago: ["60601", "60611", "60614", "60622"],
  Miami: ["33130", "33131", "33139"],
  Atlanta: ["30303", "30308", "30309", "30312"],
  Austin: ["78701", "78702", "78704", "78745"],
};
const STREETS = ["Main St", "Oak Ave", "Park Pl", "Harbor Way", "Elm St", "Lake Dr", "Market St", "River Rd"];
const FIRST = ["Sam", "Jamie", "Riley", "Alex", "Casey", "Morgan", "Taylor", "Jordan", "Avery", "Quinn", "Drew", "Parker"];
const LAST = ["Rivera", "Lopez", "Park", "Nguyen", "Okafor", "Smith", "Khan", "Rossi", "Cohen", "Silva", "Brown", "Meyer"];
/** Weekly windows a cleaner keeps (local wall clock). */
const WINDOWS = [
  ["07:00", "15:00"],
  ["08:00", "17:00"],
  ["09:00", "18:00"],
  ["10:00", "20:00"],
  ["08:00", "20:00"],
] as const;

export interface SimCleaner {
  index: number;
  name: string;
  email: string;
  status: "Active" | "Inactive";
  workAreas: City[];
  services: string[];
  ratingAvg: string | null;
  weekly: { weekday: number; startTime: string; endTime: string }[];
  blocks: { start: Date; end: Date }[];
  timeOff: { startDate: string; endDate: string }[];
}
export interface SimClient {
  index: number;
  name: string;
  email: string;
  offerMinutes: number;
}
export interface SimUnit {
  index: number;
  clientIndex: number;
  label: string;
  address: string;
  city: City;
  airbnb: boolean;
  preferred: number[];
  backups: number[];
}
export interface SimJob {
  index: number;
  unitIndex: number;
  type: CleaningType;
  start: Date;
  end: Date;
  durationHours: number;
  bookedAt: Date;
  /** A turnover from the unit's rental calendar (the calendar sync's booking), else the client's. */
  imported: boolean;
}
export interface World {
  start: Date;
  end: Date;
  cleaners: SimCleaner[];
  clients: SimClient[];
  units: SimUnit[];
  jobs: SimJob[];
}

function makeCleaners(random: ReturnType<typeof generator>, start: Date): SimCleaner[] {
  return Array.from({ length: SIZE.cleaners }, (_, index) => {
    const home = random.weighted(CITY_WEIGHTS);
    const workAreas: City[] = [home];
    if (random.next() < 0.3) {
      const other = random.weighted(CITY_WEIGHTS);
      if (other !== home) workAreas.push(other);
    }
    const services = [
      ...(random.next() < 0.9 ? [random.pick(["Residential", "One-time Clean"])] : []),
      ...(random.next() < 0.7 ? ["Airbnb"] : []),
      ...(random.next() < 0.5 ? ["Deep Clean"] : []),
      ...(random.next() < 0.35 ? ["Move-in/Out"] : []),
      ...(random.next() < 0.1 ? ["Post Construction"] : []),
    ];
    if (services.length === 0) services.push("Residential");
    const zone = timeZoneOfCity(home);
    const today = todayIn(zone, start);
    // Most keep weekly hours on five or six days; a fifth set none (available any time).
    const weekly: SimCleaner["weekly"] = [];
    if (random.next() < 0.8) {
      const days = random.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, random.int(5, 6));
      const split = random.next() < 0.15;
      const [from, to] = random.pick(WINDOWS);
      for (const weekday of days.sort()) {
        if (split) weekly.push({ weekday, startTime: "08:00", endTime: "12:00" }, { weekday, startTime: "14:00", endTime: "19:00" });
        else weekly.push({ weekday, startTime: from, endTime: to });
      }
    }
    // Some add a one-off day outside their weekly hours.
    const blocks: SimCleaner["blocks"] = [];
    if (weekly.length > 0 && random.next() < 0.3) {
      for (let n = random.int(1, 2); n > 0; n--) {
        const date = addDays(today, random.int(1, SIZE.days));
        blocks.push({ start: zonedTime(date, 9, zone), end: zonedTime(date, 17, zone) });
      }
    }
    const timeOff: SimCleaner["timeOff"] = [];
    if (random.next() < 0.3) {
      const first = addDays(today, random.int(1, SIZE.days - 3));
      timeOff.push({ startDate: first, endDate: addDays(first, random.int(1, 4)) });
    }
    const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}${index >= 144 ? index : ""}`;
    return {
      index,
      name,
      email: `cleaner${index}@bench.test`,
      // Two have left: still on some units' lists, never offered (passed over as not active).
      status: index % 25 === 24 ? "Inactive" : "Active",
      workAreas,
      services,
      ratingAvg: random.next() < 0.85 ? (3.6 + random.next() * 1.4).toFixed(2) : null,
      weekly,
      blocks,
      timeOff,
    };
  });
}

function makeUnits(random: ReturnType<typeof generator>, cleaners: SimCleaner[]): SimUnit[] {
  return Array.from({ length: SIZE.units }, (_, index) => {
    const city = random.weighted(CITY_WEIGHTS);
    const state = CITIES.find((served) => served.city === city)!.state;
    const airbnb = random.next() < 0.5;
    const mainType: CleaningType = airbnb ? "Airbnb Turnover" : "Standard Clean";
    // A client keeps the cleaners who work there and do that kind of cleaning.
    const local = random.shuffle(cleaners.filter((cleaner) => cleaner.workAreas.includes(city) && offersType(cleaner.services, mainType)));
    const preferredCount = random.next() < 0.85 ? random.int(1, 2) : 0;
    const preferred = local.slice(0, preferredCount).map((cleaner) => cleaner.index);
    const backups = local.slice(preferred.length, preferred.length + random.int(0, 2)).map((cleaner) => cleaner.index);
    return {
      index,
      // Property managers hold several units; most hosts one or two.
      clientIndex: index < SIZE.clients ? index : random.int(0, Math.floor(SIZE.clients / 4)),
      label: `Unit ${index}`,
      address: `${random.int(1, 400)} ${random.pick(STREETS)}, ${city}, ${state} ${random.pick(ZIPS[city])}`,
      city,
      airbnb,
      preferred,
      backups,
    };
  });
}

const DURATIONS: Record<CleaningType, number[]> = {
  "Standard Clean": [2, 3],
  "Deep Clean": [4],
  "Move-in/Move-out": [4, 6],
  "Post Construction": [6],
  "Airbnb Turnover": [2, 3],
};

function makeJobs(random: ReturnType<typeof generator>, units: SimUnit[], start: Date): SimJob[] {
  const jobs: SimJob[] = [];
  for (let index = 0; index < SIZE.jobs; index++) {
    // Rentals turn over more often than homes are cleaned.
    let unit = random.pick(units);
    if (!unit.airbnb && random.next() < 0.5) unit = random.pick(units);
    const zone = timeZoneOfCity(unit.city);
    const imported = unit.airbnb && random.next() < 0.8;
    const type: CleaningType = imported
      ? "Airbnb Turnover"
      : random.weighted({ "Standard Clean": 65, "Deep Clean": 20, "Move-in/Move-out": 10, "Post Construction": 5 });
    const date = addDays(todayIn(zone, start), random.int(1, SIZE.days));
    // A turnover fits between the 10-11 AM checkout and the 3-4 PM check-in.
    const hour = imported ? random.int(10, 13) : random.int(8, 15);
    const jobStart = zonedTime(date, hour, zone, random.pick([0, 30]));
    const durationHours = random.pick(DURATIONS[type]);
    // Some book the day before or the same day; most a few days to two weeks ahead.
    const leadHours = random.weighted({ short: 10, days: 40, weeks: 50 }) === "short" ? random.int(3, 12) : random.int(24, 14 * 24);
    const earliest = start.getTime() + random.next() * 2 * HOUR_MS;
    const bookedAt = new Date(Math.max(earliest, jobStart.getTime() - leadHours * HOUR_MS - random.int(0, 3_599_999)));
    jobs.push({
      index,
      unitIndex: unit.index,
      type,
      start: jobStart,
      end: new Date(jobStart.getTime() + durationHours * HOUR_MS),
      durationHours,
      bookedAt,
      imported,
    });
  }
  return jobs.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime()).map((job, index) => ({ ...job, index }));
}

/** The whole world from `seed`, its clock starting at `start`. */
export function makeWorld(seed: number, start: Date): World {
  const random = generator(seed);
  const cleaners = makeCleaners(random, start);
  const units = makeUnits(random, cleaners);
  const clients = Array.from({ length: SIZE.clients }, (_, index) => ({
    index,
    name: `Host ${index}`,
    email: `host${index}@bench.test`,
    offerMinutes: random.pick([60, 120, 120, 120, 240]),
  }));
  const jobs = makeJobs(random, units, start);
  return { start, end: new Date(start.getTime() + (SIZE.days + 2) * 24 * HOUR_MS), cleaners, clients, units, jobs };
}
