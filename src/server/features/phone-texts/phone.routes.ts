import { Hono } from "hono";
import { phoneCodeSchema, phoneInputSchema } from "../../../shared/schemas/phone";
import { requireRole, viewerOf } from "../../auth/session";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/app-env";
import type { TextProvider } from "../../lib/text-provider";
import { validateJson } from "../../lib/validate";
import { readPhoneState, removePhone, savePhone, sendPhoneCode, TooManyCodes, verifyPhoneCode } from "./phone.service";

/** /profile's Text messages section: the viewer's own number only (docs/decisions/070). */
export function phoneRoutes({ db, texts, publicUrl }: { db: Database; texts: TextProvider; publicUrl: string }) {
  const signedIn = requireRole("client", "cleaner", "admin");
  const host = new URL(publicUrl).host;
  const state = (userId: string) => readPhoneState({ db, userId, provider: texts, now: new Date() });
  return new Hono<AppEnv>()
    .get("/phone", signedIn, async (c) => c.json(await state(viewerOf(c).userId)))
    .put("/phone", signedIn, validateJson(phoneInputSchema), async (c) => {
      const { userId } = viewerOf(c);
      await savePhone({ db, userId, e164: c.req.valid("json").phone });
      return c.json(await state(userId));
    })
    .post("/phone/code", signedIn, async (c) => {
      const { userId } = viewerOf(c);
      try {
        await sendPhoneCode({ db, userId, provider: texts, host, now: new Date() });
      } catch (error) {
        if (error instanceof TooManyCodes) c.header("Retry-After", String(error.retryAfter));
        throw error;
      }
      return c.json(await state(userId));
    })
    .post("/phone/verify", signedIn, validateJson(phoneCodeSchema), async (c) => {
      const { userId } = viewerOf(c);
      await verifyPhoneCode({ db, userId, code: c.req.valid("json").code, now: new Date() });
      return c.json(await state(userId));
    })
    .delete("/phone", signedIn, async (c) => {
      const { userId } = viewerOf(c);
      await removePhone({ db, userId });
      return c.json(await state(userId));
    });
}
