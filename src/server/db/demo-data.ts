import { eq } from "drizzle-orm";
import { ensureVerifiedAccount } from "../auth/accounts";
import type { Auth } from "../auth/auth";
import type { Storage } from "../lib/storage";
import type { Database } from "./client";
import { ensurePlans } from "../features/subscriptions/plan-catalogue";
import { loadClientBillingDemo } from "./demo/client-billing";
import { loadClientJobsDemo } from "./demo/client-jobs";
import { loadClientReviewsDemo } from "./demo/client-reviews";
import { cleaners, clients, clientUnits, profiles } from "./schema/people";

export const DEMO_PASSWORD = "tidyline-demo";

export const DEMO_ACCOUNTS = {
  admin: { email: "admin@tidyline.test", fullName: "Morgan Reyes", phone: "(617) 555-0100" },
  client: { email: "client@tidyline.test", fullName: "Jordan Blake", phone: "(617) 555-0142" },
  cleaner: { email: "cleaner@tidyline.test", fullName: "Sam Rivera", phone: "(617) 555-0187" },
} as const;

/** Demo content for an empty database outside production; later features add theirs here. */
export async function loadDemoData({ auth, db, storage }: { auth: Auth; db: Database; storage: Storage }) {
  const ids = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
  for (const role of ["admin", "client", "cleaner"] as const) {
    const account = DEMO_ACCOUNTS[role];
    const { userId } = await ensureVerifiedAccount({ auth, db }, { ...account, password: DEMO_PASSWORD, role });
    await db.update(profiles).set({ phone: account.phone }).where(eq(profiles.userId, userId));
    ids[role] = userId;
  }

  const { client, cleaner } = DEMO_ACCOUNTS;
  const [clientRow] = await db
    .insert(clients)
    .values({ userId: ids.client, name: client.fullName, email: client.email, phone: client.phone, defaultAddress: "48 Beacon St, Boston, MA 02108" })
    .returning();
  await db.insert(cleaners).values({
    userId: ids.cleaner,
    name: cleaner.fullName,
    email: cleaner.email,
    phone: cleaner.phone,
    status: "Active",
  });
  if (clientRow) {
    await db.insert(clientUnits).values([
      { clientId: clientRow.clientId, label: "Beacon Hill Loft", fullAddress: "48 Beacon St, Apt 3, Boston, MA 02108", notes: "Lockbox code is in the host app." },
      { clientId: clientRow.clientId, label: "Back Bay Studio", fullAddress: "210 Newbury St, Unit 5, Boston, MA 02116" },
      { clientId: clientRow.clientId, label: "Seaport Two-Bedroom", fullAddress: "17 Seaport Blvd, Boston, MA 02210", isActive: false },
    ]);
  }
  // The start ensures the plans too; again here, so demo data loads into any database.
  await ensurePlans(db);
  if (clientRow) await loadClientBillingDemo({ db, clientId: clientRow.clientId });
  await loadClientJobsDemo({ db, storage, clientEmail: client.email, cleanerEmail: cleaner.email });
  if (clientRow) await loadClientReviewsDemo({ db, clientId: clientRow.clientId });
}
