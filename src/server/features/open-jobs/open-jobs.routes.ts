import { Hono } from "hono";
import { claimJobSchema, openJobsQuerySchema } from "../../../shared/schemas/open-jobs";
import type { Database } from "../../db/client";
import { requireCleaner, requireCleanerRecord, type CleanerEnv } from "../../auth/cleaner-record";
import { idempotent } from "../../lib/idempotency";
import { validateJson, validateQuery } from "../../lib/validate";
import { claimJob } from "./claim.service";
import { listOpenJobs } from "./open-jobs.service";

/**
 * spec 2 and 4: the open-jobs board and claims. Any cleaner reads the board (with or without a
 * record, Active or not: they see what they could take); only an Active one with a record claims.
 * A claim is spec 7's claim-job call, the job id in the body: it creates the cleaner's assignment,
 * or, with the `claim_approval` flag on, an application an admin decides on (docs/decisions/042).
 */
export function openJobRoutes({ db, publicUrl }: { db: Database; publicUrl: string }) {
  return new Hono<CleanerEnv>()
    .get("/cleaner/open-jobs", requireCleaner, validateQuery(openJobsQuerySchema), async (c) => {
      return c.json(await listOpenJobs({ db, cleaner: c.get("cleaner"), query: c.req.valid("query") }));
    })
    .post("/cleaner/claims", requireCleanerRecord, validateJson(claimJobSchema), idempotent(db), async (c) => {
      const { jobId } = c.req.valid("json");
      return c.json(await claimJob({ db, cleanerId: c.get("cleaner").cleanerId, jobId, publicUrl }), 201);
    });
}
