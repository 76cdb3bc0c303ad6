import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { PHOTO_MAX_BYTES } from "../../../shared/domain/cleaner";
import { assignmentListQuerySchema, onMyWaySchema } from "../../../shared/schemas/assignments";
import { photoMessages, photoUploadSchema } from "../../../shared/schemas/job-photo";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { requireCleanerRecord, type CleanerRecordEnv } from "../../auth/cleaner-record";
import { AppError, notFound } from "../../lib/errors";
import { readJobHistory } from "../../domain/jobs/job-history";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import type { Storage } from "../../lib/storage";
import { idempotent } from "../../lib/idempotency";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { PHOTO_NOT_FOUND, photoResponseHeaders } from "../../lib/photo-files";
import { listAssignments } from "./assignment-list.service";
import { ASSIGNMENT_NOT_FOUND, completeJob, startJob } from "./assignment-progress.service";
import { assignmentStatusOf, readCleanerJobPhoto, uploadJobPhoto } from "./job-photos.service";
import { jobReport } from "./job-report.service";
import { sayOnMyWay } from "./on-my-way.service";
import { PHOTO_LIMITS, photoLimitMessages } from "./photo-limits";

/** A photo's multipart body: the file plus its fields and boundaries (docs/decisions/033). */
export const PHOTO_UPLOAD_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;
const PHOTO_UPLOAD_PATH = /^\/api\/cleaner\/assignments\/[^/]+\/photos$/;

/** The one request the global 1 MB body limit (app.ts) leaves to the upload route's own limit. */
export const isPhotoUpload = (method: string, path: string) => method === "POST" && PHOTO_UPLOAD_PATH.test(path);

const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", 413, photoMessages.tooLarge);
  },
});

/** Multipart fields: 400 with the schema's message, like JSON bodies (lib/validate.ts). */
const validatePhotoForm = zValidator("form", photoUploadSchema, (result) => {
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue?.message === photoMessages.tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", 413, photoMessages.tooLarge);
    throw new AppError("INVALID_INPUT", 400, issue?.message ?? "Invalid input.");
  }
});

const jobParam = validateParams(pathIds(["jobId"], ASSIGNMENT_NOT_FOUND));

/** spec 2 and 4: the cleaner's assignments: the tabs, start, photos, complete, report. */
export function assignmentRoutes({ db, storage, env }: { db: Database; storage: Storage; env: Pick<Env, "publicUrl"> }) {
  // Someone else's job is refused before its body is read (a 404, like a missing job).
  const ownAssignment = createMiddleware<CleanerRecordEnv>(async (c, next) => {
    await assignmentStatusOf({ db, cleanerId: c.get("cleaner").cleanerId, jobId: (c.req.param("jobId") ?? "").toLowerCase() });
    return next();
  });
  // decision 028: counted once the form is valid, before anything is stored.
  const hourlyPhotos = limitPerUser({ db, key: "job-photo-upload", rule: PHOTO_LIMITS.perHour, message: photoLimitMessages.hourly });
  // docs/decisions/071: On my way tells the client; a repeat of one tap (its Idempotency-Key) is one tap.
  const onMyWay = [requireCleanerRecord, jobParam, validateJson(onMyWaySchema), idempotent(db)] as const;

  return new Hono<CleanerRecordEnv>()
    .get("/cleaner/assignments", requireCleanerRecord, validateQuery(assignmentListQuerySchema), async (c) => {
      const { tab, ...page } = c.req.valid("query");
      return c.json(await listAssignments({ db, cleanerId: c.get("cleaner").cleanerId, tab, page }));
    })
    .post("/cleaner/assignments/:jobId/start", requireCleanerRecord, jobParam, async (c) => {
      const { jobId } = c.req.valid("param");
      return c.json({ assignment: await startJob({ db, cleanerId: c.get("cleaner").cleanerId, jobId }) });
    })
    .post("/cleaner/assignments/:jobId/on-my-way", ...onMyWay, async (c) => {
      const { etaMinutes } = c.req.valid("json");
      return c.json({
        onMyWay: await sayOnMyWay({ db, cleanerId: c.get("cleaner").cleanerId, jobId: c.req.valid("param").jobId, etaMinutes }),
      });
    })
    .post("/cleaner/assignments/:jobId/complete", requireCleanerRecord, jobParam, async (c) => {
      const { jobId } = c.req.valid("param");
      return c.json({ assignment: await completeJob({ db, cleanerId: c.get("cleaner").cleanerId, jobId, publicUrl: env.publicUrl }) });
    })
    .post(
      "/cleaner/assignments/:jobId/photos",
      requireCleanerRecord,
      jobParam,
      photoBodyLimit,
      ownAssignment,
      validatePhotoForm,
      hourlyPhotos,
      async (c) => {
        const { jobId } = c.req.valid("param");
        const photo = await uploadJobPhoto({
          db,
          storage,
          cleanerId: c.get("cleaner").cleanerId,
          userId: c.get("cleaner").userId,
          jobId,
          input: c.req.valid("form"),
        });
        return c.json({ photo }, 201);
      },
    )
    .get(
      "/cleaner/assignments/:jobId/photos/:photoId",
      requireCleanerRecord,
      validateParams(pathIds(["jobId", "photoId"], PHOTO_NOT_FOUND)),
      async (c) => {
        const { jobId, photoId } = c.req.valid("param");
        const photo = await readCleanerJobPhoto({ db, storage, cleanerId: c.get("cleaner").cleanerId, jobId, photoId });
        return c.body(photo.body, 200, photoResponseHeaders(photo));
      },
    )
    .get("/cleaner/assignments/:jobId/history", requireCleanerRecord, jobParam, async (c) => {
      // docs/decisions/066: the job's history, as its cleaner may read it (their own offer, no other cleaner).
      const history = await readJobHistory(db, c.req.valid("param").jobId, { kind: "cleaner", cleanerId: c.get("cleaner").cleanerId });
      if (!history) throw notFound(ASSIGNMENT_NOT_FOUND);
      return c.json({ history });
    })
    .get("/cleaner/assignments/:jobId/report", requireCleanerRecord, jobParam, async (c) => {
      const { jobId } = c.req.valid("param");
      return c.json({ report: await jobReport({ db, cleanerId: c.get("cleaner").cleanerId, jobId }) });
    });
}
