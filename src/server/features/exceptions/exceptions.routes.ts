import { Hono } from "hono";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { pathIds } from "../../lib/ids";
import { validateParams } from "../../lib/validate";
import { listExceptions, repostJob } from "./exceptions.service";

/** Exceptions: what needs a human (docs/decisions/040). Mounted behind the admin role by src/server/admin-routes.ts. */
export function exceptionRoutes({ db, env }: AdminDeps) {
  return new Hono<AppEnv>()
    .get("/admin/exceptions", async (c) => {
      return c.json(await listExceptions({ db, now: new Date() }));
    })
    .post("/admin/exceptions/jobs/:jobId/repost", validateParams(pathIds(["jobId"], "Job not found.")), async (c) => {
      const { jobId } = c.req.valid("param");
      return c.json(await repostJob({ db, adminId: viewerOf(c).userId, jobId, now: new Date(), publicUrl: env.publicUrl }));
    });
}
