import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { databaseRateLimiter } from "../lib/rate-limit";

/**
 * Sign-in limits (docs/decisions/017): guessing is bounded per address and slowed per account,
 * yet strangers' wrong passwords never lock the owner out.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts from one address (an IPv4 address or an IPv6 /64), whatever the account. */
  perIp: { window: 60, max: 20 },
  /** Wrong passwords for one account from one address: then that pair is refused. */
  failuresPerPair: { window: 15 * 60, max: 5 },
  /** Wrong passwords for one account from anywhere: past this, its password checks are paced. */
  failuresPerAccount: { window: 15 * 60, max: 10 },
  /** The pace: one password check per this many seconds for the account. */
  pacedChecks: { window: 5, max: 1 },
} as const;

// The email is URI-encoded, so it holds no ":" and one account's keys share a prefix no other
// account's keys can reach (a password reset deletes them by that prefix).
const accountKey = (email: string) => `sign-in:account:${encodeURIComponent(email.trim().toLowerCase())}`;

export type SignInAdmission =
  { admitted: false; message: string; retryAfter: number } | { admitted: true; settle(status: number): Promise<void> };

/**
 * Reserves a password check before Better Auth makes it: each counter is taken atomically, so a
 * burst gets no more checks than the limits allow. `settle` with the answer's status gives the
 * reservations back unless a wrong password was tried (401) or we cannot tell (5xx).
 */
export function signInGate(db: Database) {
  const limiter = databaseRateLimiter(db);

  return async function admit({ email, network }: { email: string; network: string }): Promise<SignInAdmission> {
    const perIp = await limiter.consume(`sign-in:ip:${network}`, SIGN_IN_LIMITS.perIp);
    if (!perIp.allowed) {
      return refused("Too many sign-in attempts. Please wait a minute and try again.", perIp.retryAfter);
    }
    const account = accountKey(email);
    const pairKey = `${account}:from:${network}`;
    const pair = await limiter.consume(pairKey, SIGN_IN_LIMITS.failuresPerPair);
    if (!pair.allowed) {
      const minutes = Math.ceil((pair.retryAfter ?? SIGN_IN_LIMITS.failuresPerPair.window) / 60);
      return refused(
        `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
        pair.retryAfter,
      );
    }
    const held = [pairKey];
    if ((await limiter.consume(account, SIGN_IN_LIMITS.failuresPerAccount)).allowed) {
      held.push(account);
    } else {
      // Many failures from many addresses: slow the account down rather than lock it.
      const pace = await limiter.consume(`${account}:pace`, SIGN_IN_LIMITS.pacedChecks);
      if (!pace.allowed) {
        await limiter.release(pairKey);
        return refused("This account has had many failed sign-in attempts. Please wait a few seconds and try again.", pace.retryAfter);
      }
    }
    return {
      admitted: true,
      async settle(status) {
        if (status === 401 || status >= 500) return;
        await Promise.all(held.map((key) => limiter.release(key)));
      },
    };
  };
}

function refused(message: string, retryAfter: number | null): SignInAdmission {
  return { admitted: false, message, retryAfter: retryAfter ?? 60 };
}

/** A completed password reset makes earlier guesses worthless: the account starts afresh everywhere. */
export async function clearSignInCounters(db: Database, email: string): Promise<void> {
  const account = accountKey(email);
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${account} OR starts_with(key, ${`${account}:`})`);
}
