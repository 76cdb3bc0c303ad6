import type { Context } from "hono";
import { Hono } from "hono";
import { adminPayoutsCsvFilename, transactionsCsvFilename } from "../../../shared/domain/admin-money";
import {
  adminPayoutListQuerySchema,
  adminTransactionCsvQuerySchema,
  adminTransactionListQuerySchema,
  markPayoutsPaidSchema,
  payoutFiltersSchema,
} from "../../../shared/schemas/admin-money";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { recordAudit } from "../../domain/audit/audit";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { CLEANER_NOT_FOUND, cleanerPayouts, listPayoutGroups, payoutsCsv } from "./admin-payouts.service";
import { markPayoutsPaid } from "./mark-paid.service";
import { listTransactions, transactionsCsv } from "./transactions.service";

/**
 * A CSV written by the server, as the cleaner's payouts file (docs/decisions/035): the byte-order
 * mark lets spreadsheet programs read it as UTF-8; the file is named here. The row counts let the
 * screen say when a file stops at the bound.
 */
function csvResponse(c: Context, { csv, rows, total }: { csv: string; rows: number; total: number }, filename: string) {
  return c.body(`\uFEFF${csv}`, 200, {
    "Cache-Control": "no-store",
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "X-Row-Count": String(rows),
    "X-Total-Count": String(total),
  });
}

/**
 * decision 028: each admin CSV download leaves an audit row (who, which export, its filters, how
 * many rows): a file of people's payments leaves the platform. The one write a read makes, on purpose.
 */
async function auditExport(
  c: Context<AppEnv>,
  db: AdminDeps["db"],
  { name, label, filters, rows }: { name: string; label: string; filters: Record<string, unknown>; rows: number },
) {
  await recordAudit(db, {
    actorId: viewerOf(c).userId,
    action: "export.downloaded",
    entityType: "export",
    entityId: name,
    summary: `${label} CSV downloaded (${rows} ${rows === 1 ? "row" : "rows"})`,
    payload: { metadata: { export: name, filters, rows } },
  });
}

/** Transactions and payouts: lists, CSV, marking payouts paid (docs/decisions/044). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminMoneyRoutes({ db }: AdminDeps) {
  const cleanerId = validateParams(pathIds(["cleanerId"], CLEANER_NOT_FOUND));
  return new Hono<AppEnv>()
    .get("/admin/transactions", validateQuery(adminTransactionListQuerySchema), async (c) =>
      c.json(await listTransactions({ db, query: c.req.valid("query") })),
    )
    .get("/admin/transactions.csv", validateQuery(adminTransactionCsvQuerySchema), async (c) => {
      const { timeZone, ...filters } = c.req.valid("query");
      const file = await transactionsCsv({ db, filters, timeZone });
      await auditExport(c, db, { name: "transactions", label: "Transactions", filters: { ...filters, timeZone }, rows: file.rows });
      return csvResponse(c, file, transactionsCsvFilename(file.today));
    })
    .get("/admin/payouts", validateQuery(adminPayoutListQuerySchema), async (c) =>
      c.json(await listPayoutGroups({ db, query: c.req.valid("query") })),
    )
    .get("/admin/payouts.csv", validateQuery(payoutFiltersSchema), async (c) => {
      const file = await payoutsCsv({ db, filters: c.req.valid("query") });
      await auditExport(c, db, { name: "payouts", label: "Payouts", filters: c.req.valid("query"), rows: file.rows });
      return csvResponse(c, file, adminPayoutsCsvFilename(file.today));
    })
    .get("/admin/payouts/:cleanerId", cleanerId, validateQuery(payoutFiltersSchema.omit({ search: true })), async (c) =>
      c.json(await cleanerPayouts({ db, cleanerId: c.req.valid("param").cleanerId, filters: c.req.valid("query") })),
    )
    .post("/admin/payouts/:cleanerId/mark-paid", cleanerId, validateJson(markPayoutsPaidSchema), idempotent(db), async (c) => {
      const { month, timeZone } = c.req.valid("json");
      return c.json(await markPayoutsPaid({ db, actorId: viewerOf(c).userId, cleanerId: c.req.valid("param").cleanerId, month, timeZone }));
    });
}
