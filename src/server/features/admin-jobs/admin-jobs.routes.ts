import { Hono } from "hono";
import { adminListQuerySchema } from "../../../shared/schemas/admin-list";
import { adminJobListQuerySchema, adminJobStatusSchema } from "../../../shared/schemas/admin-jobs";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { PHOTO_NOT_FOUND, photoResponseHeaders } from "../../lib/photo-files";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { notFound } from "../../lib/errors";
import { readJobHistory } from "../../domain/jobs/job-history";
import { ADMIN_JOB_NOT_FOUND, adminJobDetails, readAdminJobPhoto } from "./admin-job-details.service";
import { deleteJob } from "./admin-job-delete.service";
import { listAdminJobs } from "./admin-job-list.service";
import { changeJobStatus } from "./admin-job-status.service";
import { listAssignableCleaners } from "./assignable-cleaners.service";
import { applicationMessages, approveApplication } from "./job-applications.service";

const jobParams = pathIds(["jobId"], ADMIN_JOB_NOT_FOUND);
const photoParams = pathIds(["jobId", "photoId"], PHOTO_NOT_FOUND);
const applicationParams = pathIds(["jobId", "applicationId"], applicationMessages.notFound);
const cleanerSearchSchema = adminListQuerySchema.pick({ search: true });

/** Jobs management: the list, details, status changes, deletion, claim applications (docs/decisions/041 and 042). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminJobRoutes({ db, storage, env }: AdminDeps) {
  return (
    new Hono<AppEnv>()
      .get("/admin/jobs", validateQuery(adminJobListQuerySchema), async (c) => {
        return c.json(await listAdminJobs({ db, query: c.req.valid("query") }));
      })
      // Before /admin/jobs/:jobId, which it would otherwise match.
      .get("/admin/jobs/assignable-cleaners", validateQuery(cleanerSearchSchema), async (c) => {
        return c.json(await listAssignableCleaners({ db, search: c.req.valid("query").search }));
      })
      .get("/admin/jobs/:jobId", validateParams(jobParams), async (c) => {
        return c.json(await adminJobDetails({ db, jobId: c.req.valid("param").jobId }));
      })
      // docs/decisions/066: the job's whole history, with names, reasons and scores.
      .get("/admin/jobs/:jobId/history", validateParams(jobParams), async (c) => {
        const history = await readJobHistory(db, c.req.valid("param").jobId, { kind: "admin" });
        if (!history) throw notFound(ADMIN_JOB_NOT_FOUND);
        return c.json({ history });
      })
      .get("/admin/jobs/:jobId/photos/:photoId", validateParams(photoParams), async (c) => {
        const photo = await readAdminJobPhoto({ db, storage, ...c.req.valid("param") });
        return c.body(photo.body, 200, photoResponseHeaders(photo));
      })
      .patch("/admin/jobs/:jobId/status", validateParams(jobParams), validateJson(adminJobStatusSchema), async (c) => {
        return c.json(
          await changeJobStatus({
            db,
            actorId: viewerOf(c).userId,
            jobId: c.req.valid("param").jobId,
            input: c.req.valid("json"),
            publicUrl: env.publicUrl,
            supportEmail: env.SUPPORT_EMAIL,
          }),
        );
      })
      .delete("/admin/jobs/:jobId", validateParams(jobParams), async (c) => {
        return c.json(await deleteJob({ db, storage, actorId: viewerOf(c).userId, jobId: c.req.valid("param").jobId }));
      })
      .post("/admin/jobs/:jobId/applications/:applicationId/approve", validateParams(applicationParams), idempotent(db), async (c) => {
        const { jobId, applicationId } = c.req.valid("param");
        return c.json(await approveApplication({ db, actorId: viewerOf(c).userId, jobId, applicationId, publicUrl: env.publicUrl }));
      })
  );
}
