// seed/ builds demo data from domain/, db/ and lib/ only (docs/architecture.md section 2): accounts are
// made by auth/, so the start-up seeding entry (demo-seeding.ts) hands that maker in.
import type { Role } from "../../shared/domain/roles";

/** A verified email-and-password account the demo needs, with its profile. */
export interface DemoAccountInput {
  email: string;
  password: string;
  fullName: string;
  role: Role;
}

/** Creates the account (or finds it, verified) and returns its user id: auth/accounts.ts ensureVerifiedAccount. */
export type EnsureAccount = (account: DemoAccountInput) => Promise<{ userId: string }>;
