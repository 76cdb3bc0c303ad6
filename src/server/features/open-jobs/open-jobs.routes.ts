import { Hono } from "hono";
import { claimJobSchema, openJobsQuerySchema } from "../../../shared/schemas/open-jobs";
import type { Database } from "../../db/client";
import { requireCleaner, requireCleanerRecord, type CleanerEnv } from "../../auth/cleaner-record";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { claimJob } from "./claim.service";
import { acceptOffer, declineOffer, OFFER_NOT_FOUND } from "./offers.service";
import { listOpenJobs } from "./open-jobs.service";
import { listMyOffers } from "./my-offers.service";

/**
 * spec 2 and 4: the open-jobs board and claims. Any cleaner reads the board (with or without a
 * record, Active or not: they see what they could take); only an Active one with a record claims.
 * A claim is spec 7's claim-job call, the job id in the body: it creates the cleaner's assignment,
 * or, with the `claim_approval` flag on, an application an admin decides on (docs/decisions/042).
 */
/** docs/decisions/055: answers per cleaner per minute, on every server together; a person answers a few offers a day. */
export const OFFER_ANSWER_LIMIT = { window: 60, max: 30 };
export const offerAnswerLimitMessage = (seconds: number) =>
  `You are answering offers faster than we can take them. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

export function openJobRoutes({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const offerParam = validateParams(pathIds(["offerId"], OFFER_NOT_FOUND));
  const answerLimit = limitPerUser({ db, key: "offer-answer", rule: OFFER_ANSWER_LIMIT, message: offerAnswerLimitMessage });
  const answer = [requireCleanerRecord, offerParam, idempotent(db), answerLimit] as const;
  return (
    new Hono<CleanerEnv>()
      .get("/cleaner/open-jobs", requireCleaner, validateQuery(openJobsQuerySchema), async (c) => {
        return c.json(await listOpenJobs({ db, cleaner: c.get("cleaner"), query: c.req.valid("query") }));
      })
      .post("/cleaner/claims", requireCleanerRecord, validateJson(claimJobSchema), idempotent(db), async (c) => {
        const { jobId } = c.req.valid("json");
        return c.json(await claimJob({ db, cleanerId: c.get("cleaner").cleanerId, jobId, publicUrl }), 201);
      })
      // docs/decisions/067: the offers waiting on this cleaner (their dashboard, the count on Open Jobs).
      .get("/cleaner/offers", requireCleaner, async (c) => {
        return c.json(await listMyOffers({ db, cleanerId: c.get("cleaner")?.cleanerId ?? null }));
      })
      // docs/decisions/055: the offered cleaner's answer. Accept is their claim and answers as one does.
      .post("/cleaner/offers/:offerId/accept", ...answer, async (c) => {
        const { offerId } = c.req.valid("param");
        return c.json(await acceptOffer({ db, cleanerId: c.get("cleaner").cleanerId, offerId, publicUrl }), 201);
      })
      .post("/cleaner/offers/:offerId/decline", ...answer, async (c) => {
        const { offerId } = c.req.valid("param");
        return c.json(await declineOffer({ db, cleanerId: c.get("cleaner").cleanerId, offerId, publicUrl }));
      })
  );
}
