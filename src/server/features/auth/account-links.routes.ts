import { Hono } from "hono";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { limitPerIp } from "../../lib/limit-per-ip";
import type { RateLimitRule } from "../../lib/rate-limit";
import { validateJson, validateQuery } from "../../lib/validate";
import { isResetTokenValid, verifyEmailToken } from "./account-links.service";

/** Per client IP, for each route: a person opens a link a few times, a script guessing tokens more. */
export const ACCOUNT_LINK_LIMIT: RateLimitRule = { window: 10 * 60, max: 30 };

const tokenSchema = z.string().trim().min(1, "The link has no token.").max(2048, "The link's token is too long.");

/** What the pages an emailed link opens call: /reset-password and /verify-email. */
export function accountLinkRoutes({ auth, db, env }: { auth: Auth; db: Database; env: Pick<Env, "trustProxy"> }) {
  const perIp = (key: string) =>
    limitPerIp({
      db,
      trustProxy: env.trustProxy,
      key,
      rule: ACCOUNT_LINK_LIMIT,
      message: "Too many attempts from your network. Please try again in a few minutes.",
    });

  return new Hono<AppEnv>()
    .get("/password-reset/check", perIp("password-reset-check"), validateQuery(z.object({ token: tokenSchema })), async (c) => {
      const { token } = c.req.valid("query");
      return c.json({ valid: await isResetTokenValid({ auth, token }) });
    })
    .post("/email-verification", perIp("email-verification"), validateJson(z.object({ token: tokenSchema })), async (c) => {
      await verifyEmailToken({ auth, token: c.req.valid("json").token });
      return c.json({ verified: true });
    });
}
