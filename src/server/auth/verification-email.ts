import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "../db/client";
import type { Mailer } from "../lib/mailer";
import { databaseRateLimiter, type RateLimitRule } from "../lib/rate-limit";
import { verifyEmailEmail } from "../domain/emails/account-emails";

/**
 * One new verification email per account per 10 minutes, whichever path asks (sign-up, every
 * unverified sign-in attempt, /send-verification-email): repeated attempts cannot flood an inbox.
 * A new account has no count yet, so sign-up's first email always goes.
 */
export const VERIFICATION_EMAIL_LIMIT: RateLimitRule = { window: 10 * 60, max: 1 };

/** The page that asks the person to press "Verify Email" (docs/decisions/018). */
export function verificationPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

const mailedDuringRequest = new AsyncLocalStorage<{ mailed: boolean }>();

/**
 * Runs one auth request and tells whether it mailed a verification link, so the answer to an
 * unverified sign-in says "we've sent you a new link" only when it did.
 */
export async function noticeVerificationMail<T>(handle: () => Promise<T>): Promise<{ result: T; mailed: boolean }> {
  const record = { mailed: false };
  const result = await mailedDuringRequest.run(record, handle);
  return { result, mailed: record.mailed };
}

/** Better Auth's `sendVerificationEmail`: the one place a verification email leaves, throttled per account. */
export function throttledVerificationSender({ db, mailer, publicUrl }: { db: Database; mailer: Mailer; publicUrl: string }) {
  const limiter = databaseRateLimiter(db);
  return async ({ user, token }: { user: { id: string; email: string }; token: string }): Promise<void> => {
    const { allowed } = await limiter.consume(`verification-email:user:${user.id}`, VERIFICATION_EMAIL_LIMIT);
    if (!allowed) return;
    // Better Auth's own url is its GET /verify-email, which verifies on open; ours only shows a button.
    await mailer.send({ to: user.email, ...verifyEmailEmail({ url: verificationPageUrl(publicUrl, token) }) });
    const record = mailedDuringRequest.getStore();
    if (record) record.mailed = true;
  };
}
