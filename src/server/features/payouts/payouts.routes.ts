import { Hono } from "hono";
import { payoutsCsvFilename } from "../../../shared/domain/payouts";
import { earningsQuerySchema, payoutListQuerySchema } from "../../../shared/schemas/payouts";
import type { Database } from "../../db/client";
import { requireCleanerRecord, type CleanerRecordEnv } from "../../auth/cleaner-record";
import { validateQuery } from "../../lib/validate";
import { listPayouts, payoutsCsv } from "./payouts.service";

/** The cleaner's payouts (docs/decisions/035): the list with its totals, and the history as CSV. */
export function payoutRoutes({ db }: { db: Database }) {
  return new Hono<CleanerRecordEnv>()
    .get("/cleaner/payouts", requireCleanerRecord, validateQuery(payoutListQuerySchema), async (c) => {
      const { timeZone, ...page } = c.req.valid("query");
      return c.json(await listPayouts({ db, cleanerId: c.get("cleaner").cleanerId, timeZone, page }));
    })
    .get("/cleaner/payouts.csv", requireCleanerRecord, validateQuery(earningsQuerySchema), async (c) => {
      const { csv, today } = await payoutsCsv({ db, cleanerId: c.get("cleaner").cleanerId, timeZone: c.req.valid("query").timeZone });
      // The byte-order mark lets spreadsheet programs read it as UTF-8 (as the billing CSV).
      return c.body(`\uFEFF${csv}`, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${payoutsCsvFilename(today)}"`,
        "Cache-Control": "no-store",
      });
    });
}
