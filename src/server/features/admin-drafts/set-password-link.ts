// The link a converted applicant sets their first password with. It is a password-reset link
// (docs/decisions/005): the same token kind, the same /api/auth/reset-password/<token> landing,
// the same /reset-password screen and check; only its life is longer than a reset's hour, since
// the person did not ask for it and may read the email days later (docs/decisions/047).
import { randomBytes } from "node:crypto";
import { FIRST_PASSWORD_PARAM } from "../../../shared/schemas/auth";
import type { Auth } from "../../auth/auth";
import type { Env } from "../../env";
import { logger } from "../../lib/logger";

/** How long a set-password link works; after that "Forgot your password?" sends a normal one. */
export const SET_PASSWORD_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type AuthContext = Awaited<Auth["$context"]>;

export interface SetPasswordLink {
  url: string;
  expiresAt: Date;
  /** Better Auth's verification identifier, to take the token back if the conversion fails. */
  identifier: string;
}

/**
 * Stores a single-use token for `userId` exactly as Better Auth's own reset request does
 * (`reset-password:<token>`, value the user id), with our expiry, and returns the emailed URL.
 */
export async function createSetPasswordLink({
  ctx,
  env,
  userId,
  now = new Date(),
}: {
  ctx: AuthContext;
  env: Pick<Env, "publicUrl">;
  userId: string;
  now?: Date;
}): Promise<SetPasswordLink> {
  const token = randomBytes(32).toString("base64url");
  const identifier = `reset-password:${token}`;
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_DAYS * DAY_MS);
  await ctx.internalAdapter.createVerificationValue({ identifier, value: userId, expiresAt });
  // Better Auth keeps the callback's own query and adds ?token=: the screen greets a new account.
  const url = `${env.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(`/reset-password?${FIRST_PASSWORD_PARAM}=1`)}`;
  return { url, expiresAt, identifier };
}

/**
 * Takes back an account made for a conversion that then failed: its token and the user (with
 * any sessions and accounts). If even this fails, the leftover has no profile and no password;
 * the next conversion of that email finds it and removes it (convert.service.ts).
 */
export async function removeUnfinishedAccount(ctx: AuthContext, userId: string, identifier: string | null): Promise<void> {
  try {
    if (identifier) await ctx.internalAdapter.deleteVerificationByIdentifier(identifier);
    await ctx.internalAdapter.deleteUser(userId);
  } catch (error) {
    logger.error("could not remove the account of a failed conversion", {
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
