import { Hono } from "hono";
import type { DraftKind } from "../../../shared/domain/applications";
import {
  backgroundCheckUpdateSchema,
  draftListQuerySchema,
  draftStatusUpdateSchema,
  requestInfoSchema,
} from "../../../shared/schemas/admin-drafts";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { convertDraft } from "./convert.service";
import { listCleanerDrafts, listClientDrafts } from "./draft-lists.service";
import { requestInfo, setBackgroundCheck, setDraftStatus } from "./draft-review.service";
import { DRAFT_NOT_FOUND, findDraft } from "./draft-tables";

const draftParams = validateParams(pathIds(["id"], DRAFT_NOT_FOUND));

/** The routes both kinds share, under /admin/<kind>-drafts, typed for that kind. */
function draftKindRoutes<K extends DraftKind>({ db, auth, env }: AdminDeps, kind: K) {
  const base = `/admin/${kind}-drafts/:id` as const;
  return new Hono<AppEnv>()
    .get(base, draftParams, async (c) => {
      return c.json({ draft: await findDraft(db, kind, c.req.valid("param").id) });
    })
    .patch(`${base}/status`, draftParams, validateJson(draftStatusUpdateSchema), async (c) => {
      const draft = await setDraftStatus({
        db,
        adminId: viewerOf(c).userId,
        kind,
        id: c.req.valid("param").id,
        status: c.req.valid("json").status,
      });
      return c.json({ draft });
    })
    .post(`${base}/request-info`, draftParams, validateJson(requestInfoSchema), async (c) => {
      const draft = await requestInfo({
        db,
        adminId: viewerOf(c).userId,
        kind,
        id: c.req.valid("param").id,
        message: c.req.valid("json").message,
        supportEmail: env.SUPPORT_EMAIL,
      });
      return c.json({ draft });
    })
    .post(`${base}/convert`, draftParams, idempotent(db), async (c) => {
      const converted = await convertDraft({ db, auth, env, adminId: viewerOf(c).userId, kind, id: c.req.valid("param").id });
      return c.json(converted, 201);
    });
}

/** Cleaner and client drafts: status, background check, Request Info, Convert to Account (docs/decisions/047). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminDraftRoutes(deps: AdminDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/admin/cleaner-drafts", validateQuery(draftListQuerySchema), async (c) => {
      return c.json(await listCleanerDrafts({ db, query: c.req.valid("query") }));
    })
    .get("/admin/client-drafts", validateQuery(draftListQuerySchema), async (c) => {
      return c.json(await listClientDrafts({ db, query: c.req.valid("query") }));
    })
    .patch("/admin/cleaner-drafts/:id/background-check", draftParams, validateJson(backgroundCheckUpdateSchema), async (c) => {
      const draft = await setBackgroundCheck({
        db,
        adminId: viewerOf(c).userId,
        id: c.req.valid("param").id,
        backgroundCheckStatus: c.req.valid("json").backgroundCheckStatus,
      });
      return c.json({ draft });
    })
    .route("/", draftKindRoutes(deps, "cleaner"))
    .route("/", draftKindRoutes(deps, "client"));
}
