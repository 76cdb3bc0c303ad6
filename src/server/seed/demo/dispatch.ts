// docs/decisions/055: dispatch in the demo. auto_assign is on (admin-settings.ts), and the units'
// lists are set so new jobs reach a cleaner without anyone watching the board: Sam Rivera (the
// demo cleaner) is preferred #1 on the demo client's active Boston units, so Beacon Hill Loft's
// calendar sync at start offers its turnovers to Sam. No other demo cleaner works Boston, so those
// units have no backup. On the second client's Chicago units Jamie Ortiz comes first and Sam, who
// works Chicago too, is the backup. The seeded jobs stay as they were (on the open board).
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { unitCleaners } from "../../db/schema/dispatch";
import { cleaners, clientUnits } from "../../db/schema/people";
import { REVIEWS_DEMO_ACCOUNTS } from "./admin-reviews";
import { SECOND_CLIENT_UNITS } from "./open-board";

/** The demo client's units Sam is preferred for (the Seaport unit is inactive: no jobs). */
export const SAM_PREFERRED_UNITS = ["Beacon Hill Loft", "Back Bay Studio"] as const;
/** The second client's units in Chicago: Jamie first, Sam the backup. */
export const JAMIE_PREFERRED_UNITS = SECOND_CLIENT_UNITS.filter((unit) => unit.fullAddress.includes("Chicago")).map((unit) => unit.label);

async function unitsOf(db: Database, clientId: string, labels: readonly string[]) {
  return db
    .select({ unitId: clientUnits.unitId })
    .from(clientUnits)
    .where(and(eq(clientUnits.clientId, clientId), inArray(clientUnits.label, [...labels])));
}

export async function loadDispatchDemo({
  db,
  clientId,
  secondClientId,
  cleanerId,
}: {
  db: Database;
  clientId: string;
  secondClientId: string;
  /** Sam Rivera's cleaner id. */
  cleanerId: string;
}) {
  const own = await unitsOf(db, clientId, SAM_PREFERRED_UNITS);
  const rows: (typeof unitCleaners.$inferInsert)[] = own.map(({ unitId }) => ({ unitId, cleanerId, role: "preferred", position: 0 }));
  const [jamie] = await db
    .select({ cleanerId: cleaners.cleanerId })
    .from(cleaners)
    .where(eq(cleaners.email, REVIEWS_DEMO_ACCOUNTS.cleaner.email));
  if (jamie) {
    for (const { unitId } of await unitsOf(db, secondClientId, JAMIE_PREFERRED_UNITS)) {
      rows.push({ unitId, cleanerId: jamie.cleanerId, role: "preferred", position: 0 }, { unitId, cleanerId, role: "backup", position: 0 });
    }
  }
  if (rows.length > 0) await db.insert(unitCleaners).values(rows);
}
