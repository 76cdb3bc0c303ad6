import { Hono } from "hono";
import { z } from "zod";
import { reviewInputSchema } from "../../../shared/schemas/review";
import type { Database } from "../../db/client";
import { validateJson, validateParams } from "../../lib/validate";
import { requireClient, type ClientEnv } from "../../lib/client-record";
import { saveReview } from "./reviews.service";

const jobParams = z.object({ jobId: z.uuid("Job not found.") });

export function reviewRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().put("/client/jobs/:jobId/review", requireClient({ db }), validateParams(jobParams), validateJson(reviewInputSchema), async (c) => {
    const review = await saveReview({ db, clientId: c.get("client").clientId, jobId: c.req.valid("param").jobId, input: c.req.valid("json") });
    return c.json({ review });
  });
}
