import { and, eq, gt, type SQL } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";

/**
 * spec 2 and docs/decisions/023: the jobs a cleaner can claim right now: Posted, claim window still
 * open, start still ahead. The board, its count on the dashboard and the claim itself use this.
 */
export function openForClaims(now: Date): SQL {
  return and(eq(jobs.status, "Posted"), gt(jobs.claimWindowEnds, now), gt(jobs.scheduledStart, now)) as SQL;
}
