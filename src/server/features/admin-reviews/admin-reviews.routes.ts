import { Hono } from "hono";
import { adminReviewListQuerySchema, adminReviewMessages, reviewVisibilitySchema } from "../../../shared/schemas/admin-reviews";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { deleteReview, listAdminReviews, setReviewVisibility } from "./admin-reviews.service";

const reviewParams = pathIds(["reviewId"], adminReviewMessages.notFound);

/** Reviews moderation: hide, show, delete (docs/decisions/046). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminReviewRoutes({ db }: AdminDeps) {
  return new Hono<AppEnv>()
    .get("/admin/reviews", validateQuery(adminReviewListQuerySchema), async (c) =>
      c.json(await listAdminReviews({ db, query: c.req.valid("query") })),
    )
    .patch("/admin/reviews/:reviewId/visibility", validateParams(reviewParams), validateJson(reviewVisibilitySchema), async (c) => {
      const result = await setReviewVisibility({
        db,
        actorId: viewerOf(c).userId,
        reviewId: c.req.valid("param").reviewId,
        isVisible: c.req.valid("json").isVisible,
      });
      return c.json(result);
    })
    .delete("/admin/reviews/:reviewId", validateParams(reviewParams), async (c) => {
      const result = await deleteReview({ db, actorId: viewerOf(c).userId, reviewId: c.req.valid("param").reviewId });
      return c.json(result);
    });
}
