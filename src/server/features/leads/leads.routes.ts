import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { leadSchema, type LeadSubmissionStatus } from "../../../shared/schemas/lead";
import type { AppEnv } from "../../auth/session";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { clientIp } from "../../lib/client-ip";
import { AppError } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { databaseRateLimiter, type RateLimitRule } from "../../lib/rate-limit";
import { validateJson } from "../../lib/validate";
import { submitLead } from "./leads.service";

/** Submissions per client IP: enough for a family or an office behind one address, not for a script. */
export const LEAD_RATE_LIMIT: RateLimitRule = { window: 10 * 60, max: 10 };

/** spec 6: lead submission is public (the join dialog of the landing and pricing pages). */
export function leadRoutes({ db, env }: { db: Database; env: Pick<Env, "trustProxy"> }) {
  const limiter = databaseRateLimiter(db);

  // Counted before validation: malformed attempts use up the budget too.
  const perIpLimit = createMiddleware(async (c, next) => {
    const { allowed, retryAfter } = await limiter.consume(`leads:ip:${clientIp(c, env.trustProxy)}`, LEAD_RATE_LIMIT);
    if (!allowed) {
      c.header("Retry-After", String(retryAfter));
      throw new AppError("TOO_MANY_REQUESTS", 429, "Too many submissions from your network. Please try again in a few minutes.");
    }
    await next();
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
