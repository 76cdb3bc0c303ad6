import { Hono } from "hono";
import { reviewInputSchema } from "../../../shared/schemas/review";
import type { Database } from "../../db/client";
import { validateJson, validateParams } from "../../lib/validate";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import { pathIds } from "../../lib/ids";
import { saveReview } from "./reviews.service";

const jobParams = pathIds(["jobId"], "Job not found.");

export function reviewRoutes({ db }: { db: Database }) {
  return new Hono<ClientEnv>().put(
    "/client/jobs/:jobId/review",
    requireClient({ db }),
    validateParams(jobParams),
    validateJson(reviewInputSchema),
    async (c) => {
      const { review, keepOffer } = await saveReview({
        db,
        clientId: c.get("client").clientId,
        jobId: c.req.valid("param").jobId,
        input: c.req.valid("json"),
      });
      return c.json({ review, keepOffer });
    },
  );
}
