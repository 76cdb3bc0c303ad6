// The running server's one door into seed/ (ARCHITECTURE.md section 2): index.ts loads the demo
// data through here into an empty database outside production. seed/ imports no auth/, so the
// account maker is handed in from this side; tests and benchmarks load the demo the same way.
import { ensureVerifiedAccount } from "./auth/accounts";
import type { Auth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Storage } from "./lib/storage";
import { loadDemoData } from "./seed/demo-data";

export function seedDemoData({ auth, db, storage }: { auth: Auth; db: Database; storage: Storage }): Promise<void> {
  return loadDemoData({ db, storage, ensureAccount: (account) => ensureVerifiedAccount({ auth, db }, account) });
}
