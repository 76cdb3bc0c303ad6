import { eq } from "drizzle-orm";
import type { Role } from "../../shared/domain/roles";
import type { Database } from "../db/client";
import { profiles } from "../db/schema/people";
import type { Auth } from "./auth";

export interface VerifiedAccountInput {
  email: string;
  password: string;
  fullName: string;
  role: Role;
}

/**
 * Creates a verified email-and-password account with its profile, for operators (admin CLI),
 * demo data and the test-accounts page. Returns the user id and whether it was new; an existing
 * verified account is left as it is.
 */
export async function ensureVerifiedAccount(
  { auth, db }: { auth: Auth; db: Database },
  input: VerifiedAccountInput,
): Promise<{ userId: string; created: boolean }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing?.user.emailVerified) return { userId: existing.user.id, created: false };
  // An unverified sign-up proves nothing about who holds the address (anyone can type it), and
  // keeping it would keep its password: replace it, or the admin CLI would promote a squatter.
  if (existing) await ctx.internalAdapter.deleteUser(existing.user.id);

  const user = await ctx.internalAdapter.createUser({ email, name: input.fullName, emailVerified: true }, { method: "admin" });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await db.insert(profiles).values({ userId: user.id, fullName: input.fullName, role: input.role });
  return { userId: user.id, created: true };
}

/** Gives an account the admin role (creating its profile if it has none). */
export async function makeAdmin(db: Database, userId: string, fullName: string): Promise<void> {
  const [updated] = await db.update(profiles).set({ role: "admin", updatedAt: new Date() }).where(eq(profiles.userId, userId)).returning();
  if (!updated) await db.insert(profiles).values({ userId, fullName, role: "admin" });
}
