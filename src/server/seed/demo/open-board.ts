// The open-jobs board of the demo (spec 2): Posted jobs of a second client in Chicago and
// Manhattan beside the demo client's Boston one, one whose claim window ends within 2 hours
// ('Urgent'), one within 6 ('Soon'), all starting later. Times are relative to loading, on the
// booking slots of each unit's city.
import { asc, eq } from "drizzle-orm";
import { CLAIM_WINDOW_HOURS, slotStart, todayIn, type CleaningType, type TimeSlotId } from "../../../shared/domain/booking";
import { cityOfAddress, timeZoneOfCity } from "../../../shared/domain/cities";
import { addDays } from "../../../shared/schemas/booking";
import { jobOnUnit } from "./demo-job";
import type { Database } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clients, clientUnits } from "../../db/schema/people";

const HOUR = 60 * 60 * 1000;

export const SECOND_CLIENT_UNITS = [
  {
    label: "River North Condo",
    fullAddress: "415 N Dearborn St, Unit 1204, Chicago, IL 60654",
    notes: "Front desk has a key for the cleaner.",
  },
  { label: "Wicker Park Two-Flat", fullAddress: "1520 N Damen Ave, Chicago, IL 60622" },
  { label: "Chelsea Pied-à-Terre", fullAddress: "250 W 19th St, Apt 6B, Manhattan, NY 10011" },
] as const;

interface BoardJob {
  unit: number;
  type: CleaningType;
  /** A booking slot `days` from today in the unit's city. */
  days: number;
  slot: TimeSlotId;
  durationHours: number;
  /** When its claim window closes, in hours from loading. */
  claimHoursLeft: number;
  bedrooms?: number;
  bathrooms?: number;
  sqFt?: number;
  specialInstructions?: string;
}

const BOARD_JOBS: BoardJob[] = [
  {
    unit: 0,
    type: "Airbnb Turnover",
    days: 1,
    slot: "12:00",
    durationHours: 3,
    claimHoursLeft: 1.5,
    bedrooms: 1,
    bathrooms: 1,
    sqFt: 780,
    specialInstructions: "Guests check in at 4 PM; linens are in the hall closet.",
  },
  { unit: 1, type: "Deep Clean", days: 2, slot: "10:00", durationHours: 4, claimHoursLeft: 4, bedrooms: 3, bathrooms: 2, sqFt: 1600 },
  { unit: 2, type: "Standard Clean", days: 3, slot: "14:00", durationHours: 2, claimHoursLeft: 20, bedrooms: 1, bathrooms: 1 },
  {
    unit: 1,
    type: "Move-in/Move-out",
    days: 5,
    slot: "08:00",
    durationHours: 6,
    claimHoursLeft: 23,
    bedrooms: 3,
    bathrooms: 2,
    sqFt: 1600,
    specialInstructions: "Empty apartment; please include inside the oven and fridge.",
  },
];

export const SECOND_CLIENT_ADDRESS = SECOND_CLIENT_UNITS[0].fullAddress;

/** How soon after loading the second client's job claimed by the demo cleaner begins. */
const START_SOON_HOURS = 1;
/** How long the demo cleaner's other job of the second client has been under way at loading. */
const UNDER_WAY_MINUTES = 70;

/** The second demo client's units and Posted jobs (no plan: each is billed at its type's price). */
export async function loadOpenBoardDemo({
  db,
  clientUserId,
  client,
  now = new Date(),
}: {
  db: Database;
  clientUserId: string;
  client: { email: string; fullName: string; phone: string };
  now?: Date;
}) {
  const [record] = await db
    .insert(clients)
    .values({
      userId: clientUserId,
      name: client.fullName,
      email: client.email,
      phone: client.phone,
      defaultAddress: SECOND_CLIENT_ADDRESS,
    })
    .returning({ clientId: clients.clientId });
  if (!record) throw new Error("second demo client insert returned no row");
  const units = await db
    .insert(clientUnits)
    .values(SECOND_CLIENT_UNITS.map((unit) => ({ clientId: record.clientId, ...unit })))
    .returning();
  for (const demo of BOARD_JOBS) {
    const unit = units.find((candidate) => candidate.label === SECOND_CLIENT_UNITS[demo.unit]!.label)!;
    const city = cityOfAddress(unit.fullAddress);
    const zone = timeZoneOfCity(city);
    const start = slotStart(addDays(todayIn(zone, now), demo.days), demo.slot, zone);
    const claimWindowEnds = new Date(now.getTime() + demo.claimHoursLeft * HOUR);
    await db.insert(jobs).values({
      clientId: record.clientId,
      ...jobOnUnit(unit, { type: demo.type, start, durationHours: demo.durationHours }),
      bedrooms: demo.bedrooms ?? null,
      bathrooms: demo.bathrooms === undefined ? null : String(demo.bathrooms),
      sqFt: demo.sqFt ?? null,
      specialInstructions: demo.specialInstructions ?? null,
      // Booked a day's claim window before it closes (spec 9's 24 hours).
      claimWindowEnds,
      createdAt: new Date(claimWindowEnds.getTime() - CLAIM_WINDOW_HOURS * HOUR),
      status: "Posted",
    });
  }
  return record.clientId;
}

/**
 * The demo cleaner's two jobs of the second client: a Standard Clean starting START_SOON_HOURS
 * after loading (Assigned: the cleaner can start it at once, as START_EARLIEST_HOURS allows), and a
 * Deep Clean under way since its start UNDER_WAY_MINUTES ago (In Progress, no after photo yet: it
 * can be completed, its start having passed, docs/decisions/027).
 */
export async function loadStartSoonAssignmentDemo({
  db,
  clientId,
  cleanerId,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  cleanerId: string;
  now?: Date;
}) {
  const [unit] = await db.select().from(clientUnits).where(eq(clientUnits.clientId, clientId)).orderBy(asc(clientUnits.label));
  if (!unit) throw new Error("the second demo client has no units");
  const bookedAt = new Date(now.getTime() - 3 * HOUR);
  const underWaySince = new Date(now.getTime() - UNDER_WAY_MINUTES * 60_000);
  const demos = [
    { type: "Standard Clean", start: new Date(now.getTime() + START_SOON_HOURS * HOUR), status: "Assigned", startedAt: null },
    { type: "Deep Clean", start: new Date(underWaySince.getTime() - 5 * 60_000), status: "In Progress", startedAt: underWaySince },
  ] as const satisfies { type: CleaningType; start: Date; status: "Assigned" | "In Progress"; startedAt: Date | null }[];
  for (const demo of demos) {
    const [job] = await db
      .insert(jobs)
      .values({
        clientId,
        ...jobOnUnit(unit, { type: demo.type, start: demo.start, durationHours: 2 }),
        bedrooms: 1,
        bathrooms: "1",
        specialInstructions: "Please water the plants by the window.",
        claimWindowEnds: new Date(Math.min(demo.start.getTime(), bookedAt.getTime() + CLAIM_WINDOW_HOURS * HOUR)),
        createdAt: bookedAt,
        status: demo.status,
      })
      .returning({ jobId: jobs.jobId });
    if (!job) throw new Error("demo job insert returned no row");
    await db.insert(jobAssignments).values({
      jobId: job.jobId,
      cleanerId,
      status: demo.status,
      assignedAt: new Date(bookedAt.getTime() + HOUR),
      startedAt: demo.startedAt,
    });
  }
}
