import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUpRequestSchema } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { authAccounts, authSessions, authUsers, authVerifications } from "../db/schema/auth";
import { profiles } from "../db/schema/people";
import type { Env } from "../env";
import type { Mailer } from "../lib/mailer";
import { databaseRateLimiter } from "../lib/rate-limit";
import { resetPasswordEmail } from "../domain/emails/account-emails";
import { betterAuthLog } from "./auth-logger";
import { allowedOrigins } from "./origins";
import { hashPassword, verifyPassword } from "./password";
import { announceRevocation } from "../domain/accounts/session-revocations";
import { voidPasswordLinks } from "./password-changed";
import { clearSignInCounters } from "./sign-in-limits";
import { throttledVerificationSender } from "./verification-email";

/** Set by our own middleware from the socket (or a trusted proxy); never taken from the client. */
export const CLIENT_IP_HEADER = "x-tidyline-client-ip";

export interface AuthDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  secret: string;
}

export function createAuth({ db, env, mailer, secret }: AuthDeps) {
  return betterAuth({
    appName: "Tidyline",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: allowedOrigins(env),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => mailer.send({ to: user.email, ...resetPasswordEmail({ url }) }),
      // Earlier guesses were at the old password: the account starts afresh (docs/decisions/017).
      // decision 028: the other reset and set-password links and the calendar feed die with the old password.
      onPasswordReset: async ({ user }) => {
        await clearSignInCounters(db, user.email);
        await voidPasswordLinks(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true, // an unverified sign-in attempt mails a fresh link, within the throttle
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: throttledVerificationSender({ db, mailer, publicUrl: env.publicUrl }),
    },
    // Profiles hold the name shown everywhere; Better Auth's own user update stays closed. The
    // screens learn who is signed in from GET /api/me, so /get-session (which would hand page
    // scripts the session token the HttpOnly cookie hides) stays closed too.
    // GET /verify-email would verify whoever (or whatever mail scanner) opens a link; the page's
    // button posts to POST /api/email-verification instead (docs/decisions/018).
    disabledPaths: ["/update-user", "/delete-user", "/change-email", "/get-session", "/verify-email"],
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: databaseRateLimiter(db),
      customRules: {
        // Sign-in has its own limits in front (sign-in-limits.ts, docs/decisions/017).
        "/sign-in/email": false,
        "/sign-up/email": { window: 10 * 60, max: 20 },
        "/request-password-reset": { window: 10 * 60, max: 10 },
        "/send-verification-email": { window: 10 * 60, max: 10 },
      },
    },
    advanced: {
      // Better Auth turns its origin, redirect-URL and CSRF checks off when NODE_ENV=test;
      // keep them on whatever the process says, so tests see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    // One switch for all server logs (lib/logger.ts): tests and e2e runs set LOG_LEVEL=silent.
    // Its lines go through our logger without query parameters (a session token); an unexpected
    // error is thrown on to app.onError (503 for an outage, a 500 logged the same way) instead of
    // being printed whole to the console by its router.
    logger: { disabled: process.env.LOG_LEVEL === "silent", log: betterAuthLog() },
    onAPIError: { throw: true },
    hooks: {
      // decision 028: a password changed while signed in voids the account's links as a reset does.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/change-password" || ctx.context.returned instanceof Error) return;
        const userId = ctx.context.session?.user.id;
        if (userId) await voidPasswordLinks(db, userId);
      }),
      // spec 5 and 6: validate sign-up with our schema; only client or cleaner, never admin.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const parsed = signUpRequestSchema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError("BAD_REQUEST", { message: parsed.error.issues[0]?.message ?? "Invalid sign-up details." });
        }
        // A valid sign-up body is an object (the schema passed); our parsed fields win over its own.
        return { context: { body: { ...(ctx.body as object), ...parsed.data } } };
      }),
    },
    databaseHooks: {
      // decision 028: a session ended by sign-out, a password reset or a revoke ends its live
      // message streams on every server at once (they also re-check at each heartbeat).
      session: { delete: { after: (session) => announceRevocation(db, session.userId) } },
      user: {
        create: {
          // Sign-up's profile: full name and the (already validated) role from the request.
          after: async (user, ctx) => {
            if (ctx?.path !== "/sign-up/email") return;
            const { role } = signUpRequestSchema.pick({ role: true }).parse(ctx.body);
            await db.insert(profiles).values({ userId: user.id, fullName: user.name, role });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
