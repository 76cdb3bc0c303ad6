import { Hono } from "hono";
import { CLIENT_IP_HEADER, type Auth } from "../../auth/auth";
import { noticeVerificationMail } from "../../auth/verification-email";
import type { AppEnv } from "../../auth/session";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { clientIp } from "../../lib/client-ip";
import { countInWindow, databaseRateLimiter } from "../../lib/rate-limit";

// Sign-in limits: attempts per client IP, and failed attempts per account.
export const SIGN_IN_LIMITS = {
  perIp: { window: 60, max: 20 },
  failuresPerAccount: { window: 15 * 60, max: 10 },
} as const;

const tooMany = (message: string, retryAfter: number) =>
  Response.json({ code: "TOO_MANY_REQUESTS", message }, { status: 429, headers: { "Retry-After": String(retryAfter) } });

/** Better Auth under /api/auth, with the client IP stamped on and sign-in limits in front. */
export function authRoutes({ auth, db, env }: { auth: Auth; db: Database; env: Env }) {
  const limiter = databaseRateLimiter(db);

  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const ip = clientIp(c, env.trustProxy);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    const body = c.req.method === "POST" ? await c.req.raw.text() : undefined;
    const request = new Request(c.req.url, { method: c.req.method, headers, body });

    if (!c.req.path.endsWith("/sign-in/email")) return auth.handler(request);

    const perIp = await limiter.consume(`sign-in:ip:${ip}`, SIGN_IN_LIMITS.perIp);
    if (!perIp.allowed) {
      return tooMany("Too many sign-in attempts. Please wait a minute and try again.", perIp.retryAfter ?? 60);
    }
    const accountKey = `sign-in:account:${emailOf(body)}`;
    const rule = SIGN_IN_LIMITS.failuresPerAccount;
    if ((await countInWindow(db, accountKey, rule)) >= rule.max) {
      return tooMany("Too many failed sign-in attempts for this account. Please try again in 15 minutes.", rule.window);
    }
    const { result: response, mailed } = await noticeVerificationMail(() => auth.handler(request));
    if (response.status === 401) await limiter.consume(accountKey, rule);
    if (response.status === 403) return explainUnverified(response, mailed);
    return response.ok ? withoutToken(response) : response;
  });
}

/** The session travels in the HttpOnly cookie only; page scripts never see its token. */
async function withoutToken(response: Response): Promise<Response> {
  const { token: _token, ...body } = (await response.json()) as Record<string, unknown>;
  return Response.json(body, { status: response.status, headers: response.headers });
}

function emailOf(body: string | undefined): string {
  try {
    const parsed: unknown = JSON.parse(body ?? "{}");
    const email = typeof parsed === "object" && parsed && "email" in parsed ? parsed.email : "";
    return typeof email === "string" ? email.trim().toLowerCase() : "";
  } catch {
    return "";
  }
}

/** Better Auth answers "Email not verified"; say what to do about it (a new link only within the throttle). */
async function explainUnverified(response: Response, mailedNewLink: boolean): Promise<Response> {
  const payload = (await response.clone().json().catch(() => null)) as { code?: string } | null;
  if (payload?.code !== "EMAIL_NOT_VERIFIED") return response;
  return Response.json(
    {
      code: "EMAIL_NOT_VERIFIED",
      message: mailedNewLink
        ? "Please verify your email address before signing in. We've sent you a new verification link."
        : "Please verify your email address before signing in. Check your inbox for the verification link.",
    },
    { status: 403 },
  );
}
