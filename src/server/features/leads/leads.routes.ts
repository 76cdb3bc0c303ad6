import { Hono } from "hono";
import { leadSchema, type LeadSubmissionStatus } from "../../../shared/schemas/lead";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { logger } from "../../lib/logger";
import { limitPerIp } from "../../lib/limit-per-ip";
import type { RateLimitRule } from "../../lib/rate-limit";
import { validateJson } from "../../lib/validate";
import { submitLead } from "./leads.service";

/** Submissions per client IP: enough for a family or an office behind one address, not for a script. */
export const LEAD_RATE_LIMIT: RateLimitRule = { window: 10 * 60, max: 10 };

/** spec 6: lead submission is public (the join dialog of the landing and pricing pages). */
export function leadRoutes({ db, env }: { db: Database; env: Pick<Env, "trustProxy"> }) {
  const perIpLimit = limitPerIp({
    db,
    trustProxy: env.trustProxy,
    key: "leads",
    rule: LEAD_RATE_LIMIT,
    message: "Too many submissions from your network. Please try again in a few minutes.",
  });

  return new Hono<AppEnv>().post("/leads", perIpLimit, validateJson(leadSchema), async (c) => {
    const lead = c.req.valid("json");
    let status: LeadSubmissionStatus = "created";
    if (lead.website) {
      // The bot trap was filled. Answer as if stored, so the script learns nothing (decision 012).
      logger.warn("lead bot trap filled", { role: lead.role });
    } else {
      status = await submitLead({ db, lead });
    }
    return c.json({ status }, status === "created" ? 201 : 200);
  });
}
