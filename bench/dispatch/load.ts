// Writes bench:dispatch's world into an empty, migrated database: accounts, cleaners with their
// hours, blocks and time off, clients with units, unit lists and the rental calendars, and the
// auto_assign flag as asked.
import { unitTimeZone } from "../../src/shared/domain/address-zone";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../src/server/db/client";
import type { BookJobInput } from "../../src/server/domain/jobs/book-job";
import { authUsers } from "../../src/server/db/schema/auth";
import { unitCalendars } from "../../src/server/db/schema/calendars";
import { unitCleaners } from "../../src/server/db/schema/dispatch";
import { cleaners, clients, clientUnits, profiles } from "../../src/server/db/schema/people";
import { featureFlags } from "../../src/server/db/schema/platform";
import { cleanerAvailability, cleanerTimeOff } from "../../src/server/db/schema/schedule";
import { SERVER_FLAGS } from "../../src/server/domain/flags/feature-flags";
import type { SimJob, World } from "./world";

export interface LoadedWorld {
  cleanerIds: string[];
  clientIds: string[];
  units: { unitId: string; clientId: string; fullAddress: string; calendarId: string | null }[];
}

/** A world job booked as the client's own booking would be, for its unit as loaded (both benches book this way). */
export function bookingOf(job: SimJob, unit: LoadedWorld["units"][number], now: Date, publicUrl: string): BookJobInput {
  return {
    clientId: unit.clientId,
    unit: { unitId: unit.unitId, fullAddress: unit.fullAddress, timeZone: unitTimeZone({ timeZone: null, fullAddress: unit.fullAddress }) },
    type: job.type,
    start: job.start,
    end: job.end,
    durationHours: job.durationHours,
    sqFt: null,
    bedrooms: null,
    bathrooms: null,
    specialInstructions: null,
    isExtraClean: false,
    now,
    publicUrl,
  };
}

/** Rows per INSERT: a city's 20,000 cleaners go in a few statements, under PostgreSQL's 65,535 parameters each. */
const ROWS_PER_INSERT = 1000;

/** Multi-row INSERTs of `rows`, ROWS_PER_INSERT at a time (one statement per chunk, not one per row). */
export async function insertAll<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) await db.insert(table).values(rows.slice(from, from + ROWS_PER_INSERT));
}

export async function loadWorld(db: Database, world: World, { autoAssign }: { autoAssign: boolean }): Promise<LoadedWorld> {
  const people = [
    ...world.cleaners.map((cleaner) => ({
      id: `bench-cleaner-${cleaner.index}`,
      name: cleaner.name,
      email: cleaner.email,
      role: "cleaner" as const,
    })),
    ...world.clients.map((client) => ({
      id: `bench-host-${client.index}`,
      name: client.name,
      email: client.email,
      role: "client" as const,
    })),
  ];
  await insertAll(
    db,
    authUsers,
    people.map(({ id, name, email }) => ({ id, name, email, emailVerified: true })),
  );
  await insertAll(
    db,
    profiles,
    people.map(({ id, name, role }) => ({ userId: id, fullName: name, role })),
  );

  // Fixed ids: automatic choice breaks ties by cleaner id, so the same world chooses the same.
  const cleanerIds = world.cleaners.map((cleaner) => `00000000-0000-4000-8000-${String(cleaner.index).padStart(12, "0")}`);
  await insertAll(
    db,
    cleaners,
    world.cleaners.map((cleaner) => ({
      cleanerId: cleanerIds[cleaner.index]!,
      userId: `bench-cleaner-${cleaner.index}`,
      name: cleaner.name,
      email: cleaner.email,
      status: cleaner.status,
      workAreas: cleaner.workAreas,
      services: cleaner.services,
      ratingAvg: cleaner.ratingAvg,
      ratingCount: cleaner.ratingAvg ? 12 : 0,
    })),
  );

  const availability = world.cleaners.flatMap((cleaner) => [
    ...cleaner.weekly.map((rule) => ({ cleanerId: cleanerIds[cleaner.index]!, type: "weekly_rule" as const, ...rule })),
    ...cleaner.blocks.map((block) => ({
      cleanerId: cleanerIds[cleaner.index]!,
      type: "one_off_block" as const,
      startTs: block.start,
      endTs: block.end,
    })),
  ]);
  await insertAll(db, cleanerAvailability, availability);
  const timeOff = world.cleaners.flatMap((cleaner) =>
    cleaner.timeOff.map((range) => ({ cleanerId: cleanerIds[cleaner.index]!, ...range })),
  );
  await insertAll(db, cleanerTimeOff, timeOff);

  const clientRows = await db
    .insert(clients)
    .values(
      world.clients.map((client) => ({
        userId: `bench-host-${client.index}`,
        name: client.name,
        email: client.email,
        offerMinutes: client.offerMinutes,
      })),
    )
    .returning({ clientId: clients.clientId, userId: clients.userId });
  const clientIds = world.clients.map((client) => clientRows.find((row) => row.userId === `bench-host-${client.index}`)!.clientId);

  const unitRows = await db
    .insert(clientUnits)
    .values(world.units.map((unit) => ({ clientId: clientIds[unit.clientIndex]!, label: unit.label, fullAddress: unit.address })))
    .returning({
      unitId: clientUnits.unitId,
      clientId: clientUnits.clientId,
      fullAddress: clientUnits.fullAddress,
      label: clientUnits.label,
    });
  const units = world.units.map((unit) => ({ ...unitRows.find((row) => row.label === unit.label)!, calendarId: null as string | null }));

  const lists = world.units.flatMap((unit) => [
    ...unit.preferred.map((cleaner, position) => ({
      unitId: units[unit.index]!.unitId,
      cleanerId: cleanerIds[cleaner]!,
      role: "preferred" as const,
      position,
    })),
    ...unit.backups.map((cleaner, position) => ({
      unitId: units[unit.index]!.unitId,
      cleanerId: cleanerIds[cleaner]!,
      role: "backup" as const,
      position,
    })),
  ]);
  await insertAll(db, unitCleaners, lists);

  // The rentals' calendars: their turnovers are booked as the sync books them (with the calendar's id).
  const rentals = world.units.filter((unit) => unit.airbnb);
  if (rentals.length) {
    const calendars = await db
      .insert(unitCalendars)
      .values(
        rentals.map((unit) => ({
          unitId: units[unit.index]!.unitId,
          clientId: units[unit.index]!.clientId,
          label: "Airbnb",
          url: `https://www.airbnb.com/calendar/ical/bench-${unit.index}.ics`,
          // Never due: the bench books its turnovers itself.
          nextSyncAt: new Date("2100-01-01T00:00:00Z"),
        })),
      )
      .returning({ calendarId: unitCalendars.calendarId, unitId: unitCalendars.unitId });
    for (const calendar of calendars) units.find((unit) => unit.unitId === calendar.unitId)!.calendarId = calendar.calendarId;
  }

  await db.insert(featureFlags).values({ flagName: SERVER_FLAGS.autoAssign, description: "bench:dispatch", enabled: autoAssign });
  return { cleanerIds, clientIds, units };
}
