import { Hono } from "hono";
import { CLIENT_IP_HEADER, type Auth } from "../../auth/auth";
import type { AppEnv } from "../../lib/app-env";
import { signInGate } from "../../auth/sign-in-limits";
import { noticeVerificationMail } from "../../auth/verification-email";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { clientAddress, clientIp } from "../../lib/client-ip";
import { AppError } from "../../lib/errors";
import { shapeAuthResponse } from "./auth-responses";

/**
 * Better Auth under /api/auth: the client address stamped on, sign-in limits in front
 * (docs/decisions/017), and every answer in our API's shape without session tokens.
 */
export function authRoutes({ auth, db, env }: { auth: Auth; db: Database; env: Env }) {
  const admitSignIn = signInGate(db);

  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, env.trustProxy));
    const body = c.req.method === "POST" ? await c.req.raw.text() : undefined;
    const request = new Request(c.req.url, { method: c.req.method, headers, body });

    if (!c.req.path.endsWith("/sign-in/email")) return shapeAuthResponse(await auth.handler(request));

    const admission = await admitSignIn({ email: emailOf(body), network: clientIp(c, env.trustProxy) });
    if (!admission.admitted) {
      c.header("Retry-After", String(admission.retryAfter));
      throw new AppError("TOO_MANY_REQUESTS", 429, admission.message);
    }
    const { result: response, mailed } = await noticeVerificationMail(() => auth.handler(request));
    await admission.settle(response.status);
    if (response.status === 403) await explainUnverified(response, mailed);
    return shapeAuthResponse(response);
  });
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
async function explainUnverified(response: Response, mailedNewLink: boolean): Promise<void> {
  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (payload?.code !== "EMAIL_NOT_VERIFIED") return;
  throw new AppError(
    "EMAIL_NOT_VERIFIED",
    403,
    mailedNewLink
      ? "Please verify your email address before signing in. We've sent you a new verification link."
      : "Please verify your email address before signing in. Check your inbox for the verification link.",
  );
}
