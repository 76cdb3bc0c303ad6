import { Hono } from "hono";
import { createJobSchema } from "../../../shared/schemas/booking";
import type { Database } from "../../db/client";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import { pathIds } from "../../lib/ids";
import type { Storage } from "../../lib/storage";
import { idempotent } from "../../lib/idempotency";
import { validateJson, validateParams } from "../../lib/validate";
import { bookingOptions, createJob } from "./booking.service";
import { JOB_NOT_FOUND } from "../../domain/jobs/lifecycle";
import { readJobHistory } from "../../domain/jobs/job-history";
import { notFound } from "../../lib/errors";
import { cancelJob } from "./cancel.service";
import { clientDashboard, listCanceledJobs, listJobHistory, listUpcomingJobs } from "./job-lists.service";
import { PHOTO_NOT_FOUND, photoResponseHeaders } from "../../lib/photo-files";
import { readJobPhoto } from "./photos.service";

/** spec 2 and 7: the client's bookings, lists and photos; every query is scoped to the client. */
export function clientJobRoutes({ db, storage, publicUrl }: { db: Database; storage: Storage; publicUrl: string }) {
  const client = requireClient({ db });
  return new Hono<ClientEnv>()
    .get("/client/booking-options", client, async (c) => {
      return c.json(await bookingOptions({ db, clientId: c.get("client").clientId }));
    })
    .post("/client/jobs", client, validateJson(createJobSchema), idempotent(db), async (c) => {
      const job = await createJob({ db, clientId: c.get("client").clientId, input: c.req.valid("json"), publicUrl });
      return c.json({ job }, 201);
    })
    .get("/client/jobs/upcoming", client, async (c) => {
      return c.json({ jobs: await listUpcomingJobs({ db, clientId: c.get("client").clientId }) });
    })
    .get("/client/jobs/history", client, async (c) => {
      return c.json({ jobs: await listJobHistory({ db, clientId: c.get("client").clientId }) });
    })
    .get("/client/jobs/canceled", client, async (c) => {
      // docs/decisions/066: History's Canceled tab.
      return c.json({ jobs: await listCanceledJobs({ db, clientId: c.get("client").clientId }) });
    })
    .get("/client/jobs/:jobId/history", client, validateParams(pathIds(["jobId"], JOB_NOT_FOUND)), async (c) => {
      // docs/decisions/066: the job's history, as its client may read it.
      const history = await readJobHistory(db, c.req.valid("param").jobId, { kind: "client", clientId: c.get("client").clientId });
      if (!history) throw notFound(JOB_NOT_FOUND);
      return c.json({ history });
    })
    .post("/client/jobs/:jobId/cancel", client, validateParams(pathIds(["jobId"], JOB_NOT_FOUND)), async (c) => {
      const { jobId } = c.req.valid("param");
      return c.json({ job: await cancelJob({ db, clientId: c.get("client").clientId, jobId }) });
    })
    .get("/client/jobs/:jobId/photos/:photoId", client, validateParams(pathIds(["jobId", "photoId"], PHOTO_NOT_FOUND)), async (c) => {
      const { jobId, photoId } = c.req.valid("param");
      const photo = await readJobPhoto({ db, storage, clientId: c.get("client").clientId, jobId, photoId });
      return c.body(photo.body, 200, photoResponseHeaders(photo));
    })
    .get("/client/dashboard", client, async (c) => {
      const dashboard = await clientDashboard({ db, clientId: c.get("client").clientId });
      return c.json({ name: c.get("viewer")?.fullName ?? c.get("client").name, ...dashboard });
    });
}
