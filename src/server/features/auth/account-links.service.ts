import { APIError } from "better-auth/api";
import type { Auth } from "../../auth/auth";
import { AppError } from "../../lib/errors";

export const INVALID_VERIFICATION_LINK = "This verification link is invalid or has expired. Sign in to get a new one.";

/**
 * Whether a reset link's token would be accepted now: the check Better Auth's reset makes, without
 * using the token up, so /reset-password can say at once that a link is dead (docs/decisions/005).
 */
export async function isResetTokenValid({ auth, token }: { auth: Auth; token: string }): Promise<boolean> {
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification !== null && verification.expiresAt > new Date();
}

/** Verifies the account the emailed token names; only the page's button calls this (docs/decisions/018). */
export async function verifyEmailToken({ auth, token }: { auth: Auth; token: string }): Promise<void> {
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    // Bad signature, expired, or an account that no longer exists: all mean "get a new link".
    if (error instanceof APIError) throw new AppError("INVALID_VERIFICATION_LINK", 400, INVALID_VERIFICATION_LINK);
    throw error;
  }
}
