import { Hono } from "hono";
import { profileUpdateSchema } from "../../../shared/schemas/auth";
import { requireViewer, viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { validateJson } from "../../lib/validate";
import { updateOwnProfile } from "./profile.service";

export function profileRoutes({ db }: { db: Database }) {
  return (
    new Hono<AppEnv>()
      // Who is signed in: { viewer: null } when nobody is (the screens' auth state).
      .get("/me", (c) => {
        return c.json({ viewer: c.get("viewer") });
      })
      .patch("/profile", requireViewer, validateJson(profileUpdateSchema), async (c) => {
        const profile = await updateOwnProfile({ db, userId: viewerOf(c).userId, input: c.req.valid("json") });
        return c.json({ profile });
      })
  );
}
