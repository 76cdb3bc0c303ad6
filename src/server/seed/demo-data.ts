import { eq } from "drizzle-orm";
import type { Storage } from "../lib/storage";
import type { Database } from "../db/client";
import { ensurePlans } from "../domain/subscriptions/plan-catalogue";
import { loadAdminPeopleDemo } from "./demo/admin-people";
import { loadAdminApplicationsDemo } from "./demo/admin-drafts";
import { loadCleanerPayoutsDemo, loadCleanerScheduleDemo, loadCleanerThreadsDemo } from "./demo/cleaner-activity";
import { loadClientBillingDemo } from "./demo/client-billing";
import { loadClientJobsDemo } from "./demo/client-jobs";
import { loadClientReviewsDemo } from "./demo/client-reviews";
import { loadExceptionsDemo } from "./demo/admin-exceptions";
import { loadAdminSettingsDemo } from "./demo/admin-settings";
import { loadAdminReviewsDemo, REVIEWS_DEMO_ACCOUNTS } from "./demo/admin-reviews";
import { loadAdminSubscriptionsDemo } from "./demo/admin-subscriptions";
import { loadAdminJobsDemo } from "./demo/admin-jobs";
import { loadDispatchDemo } from "./demo/dispatch";
import { loadOpenBoardDemo, loadStartSoonAssignmentDemo } from "./demo/open-board";
import { cleaners, clients, clientUnits, profiles } from "../db/schema/people";
import { unitCalendars } from "../db/schema/calendars";
import { DEMO_FEED_PATH } from "../domain/rental-calendars/demo-feed";
import type { EnsureAccount } from "./demo-account";

export const DEMO_PASSWORD = "tidyline-demo";

export const DEMO_ACCOUNTS = {
  admin: { role: "admin", email: "admin@tidyline.test", fullName: "Morgan Reyes", phone: "(617) 555-0100" },
  client: { role: "client", email: "client@tidyline.test", fullName: "Jordan Blake", phone: "(617) 555-0142" },
  cleaner: { role: "cleaner", email: "cleaner@tidyline.test", fullName: "Sam Rivera", phone: "(617) 555-0187" },
  /** A cleaner who has filled in their profile and waits for an admin's review (docs/decisions/031). */
  pendingCleaner: { role: "cleaner", email: "pending-cleaner@tidyline.test", fullName: "Riley Chen", phone: "(305) 555-0163" },
  /** A client in Chicago and Manhattan whose jobs wait on the open board beside the demo client's. */
  secondClient: { role: "client", email: "client2@tidyline.test", fullName: "Avery Collins", phone: "(312) 555-0129" },
} as const;
type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The cleaners' profiles (/cleaner/profile): Sam is vetted and Active, Riley is Pending. */
const DEMO_CLEANER_PROFILES = {
  cleaner: {
    status: "Active",
    workAreas: ["Boston", "Chicago"],
    services: ["Airbnb", "Residential", "Move-in/Out", "Deep Clean"],
    yearsExperience: 6,
    bio: "Six years of turnovers and deep cleans in Boston. I photograph every room before and after.",
  },
  pendingCleaner: {
    status: "Pending",
    workAreas: ["Miami", "Other"],
    services: ["Airbnb", "One-time Clean"],
    yearsExperience: 2,
    bio: "Beach rentals and condos, same-day turnovers between stays.",
  },
} as const;

/**
 * Demo content for an empty database outside production; later features add theirs here.
 * Loaded through demo-seeding.ts, which hands in the account maker (seed/ imports no auth/).
 */
export async function loadDemoData({
  ensureAccount,
  db,
  storage,
  publicUrl,
}: {
  ensureAccount: EnsureAccount;
  db: Database;
  storage: Storage;
  /** The server's own address: the demo's rental calendar is served there (decision 054). */
  publicUrl: string;
}) {
  const ids = {} as Record<DemoAccount, string>;
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
    const account = DEMO_ACCOUNTS[key];
    const { userId } = await ensureAccount({ ...account, password: DEMO_PASSWORD });
    await db.update(profiles).set({ phone: account.phone }).where(eq(profiles.userId, userId));
    ids[key] = userId;
  }

  const { client, cleaner } = DEMO_ACCOUNTS;
  const [clientRow] = await db
    .insert(clients)
    .values({
      userId: ids.client,
      name: client.fullName,
      email: client.email,
      phone: client.phone,
      defaultAddress: "48 Beacon St, Boston, MA 02108",
    })
    .returning();
  const cleanerIds = {} as Record<keyof typeof DEMO_CLEANER_PROFILES, string>;
  for (const key of ["cleaner", "pendingCleaner"] as const) {
    const { email, fullName, phone } = DEMO_ACCOUNTS[key];
    const [row] = await db
      .insert(cleaners)
      .values({
        userId: ids[key],
        name: fullName,
        email,
        phone,
        ...DEMO_CLEANER_PROFILES[key],
        workAreas: [...DEMO_CLEANER_PROFILES[key].workAreas],
        services: [...DEMO_CLEANER_PROFILES[key].services],
      })
      .returning({ cleanerId: cleaners.cleanerId });
    cleanerIds[key] = row!.cleanerId;
  }
  if (clientRow) {
    const units = await db
      .insert(clientUnits)
      .values([
        {
          clientId: clientRow.clientId,
          label: "Beacon Hill Loft",
          fullAddress: "48 Beacon St, Apt 3, Boston, MA 02108",
          notes: "Lockbox code is in the host app.",
        },
        {
          clientId: clientRow.clientId,
          label: "Back Bay Studio",
          fullAddress: "210 Newbury St, Unit 5, Boston, MA 02116",
          notes: "Buzz unit 5; the key is in the lockbox by the mailboxes. Street parking only. A friendly cat, Miso, stays inside.",
        },
        { clientId: clientRow.clientId, label: "Seaport Two-Bedroom", fullAddress: "17 Seaport Blvd, Boston, MA 02210", isActive: false },
      ])
      .returning({ unitId: clientUnits.unitId, label: clientUnits.label });
    // decision 054: the loft's Airbnb calendar is the app's own demo feed. A new feed is due at
    // once, so the background runner syncs it at start and its turnovers appear without the internet.
    const loft = units.find((unit) => unit.label === "Beacon Hill Loft");
    if (loft) {
      await db
        .insert(unitCalendars)
        .values({ unitId: loft.unitId, clientId: clientRow.clientId, label: "Airbnb", url: `${publicUrl}${DEMO_FEED_PATH}` });
    }
  }
  // The start ensures the plans too; again here, so demo data loads into any database.
  await ensurePlans(db);
  if (clientRow) await loadClientBillingDemo({ db, clientId: clientRow.clientId });
  await loadClientJobsDemo({ db, storage, clientEmail: client.email, cleanerEmail: cleaner.email });
  if (clientRow) await loadClientReviewsDemo({ db, clientId: clientRow.clientId });
  // The cleaner portal (docs/decisions/031 to 037).
  const secondClientId = await loadOpenBoardDemo({ db, clientUserId: ids.secondClient, client: DEMO_ACCOUNTS.secondClient });
  await loadCleanerPayoutsDemo({ db, cleanerId: cleanerIds.cleaner });
  await loadCleanerScheduleDemo({ db, cleanerId: cleanerIds.cleaner });
  await loadCleanerThreadsDemo({ db, cleanerId: cleanerIds.cleaner, cleanerUserId: ids.cleaner, clientUserId: ids.client });
  // After the threads: those are the demo client's, on Sam's jobs with them.
  await loadStartSoonAssignmentDemo({ db, clientId: secondClientId, cleanerId: cleanerIds.cleaner });
  // The admin portal (docs/decisions/038 to 048).
  await loadAdminSettingsDemo({ db, adminUserId: ids.admin });
  await loadAdminReviewsDemo({ ensureAccount, db, adminUserId: ids.admin, password: DEMO_PASSWORD });
  await loadExceptionsDemo({
    db,
    secondClientId,
    noShow: { clientEmail: REVIEWS_DEMO_ACCOUNTS.client.email, cleanerEmail: REVIEWS_DEMO_ACCOUNTS.cleaner.email },
  });
  await loadAdminSubscriptionsDemo({ ensureAccount, db, adminUserId: ids.admin, secondClientId, password: DEMO_PASSWORD });
  await loadAdminJobsDemo({ db, cleanerId: cleanerIds.cleaner });
  // Dispatch (docs/decisions/055): after the reviews demo, whose Jamie Ortiz is on the Chicago units' lists.
  if (clientRow) await loadDispatchDemo({ db, clientId: clientRow.clientId, secondClientId, cleanerId: cleanerIds.cleaner });
  await loadAdminPeopleDemo({ ensureAccount, db, adminUserId: ids.admin, password: DEMO_PASSWORD });
  await loadAdminApplicationsDemo({
    db,
    adminUserId: ids.admin,
    converted: {
      cleaner: { ...DEMO_ACCOUNTS.pendingCleaner, userId: ids.pendingCleaner },
      client: { ...DEMO_ACCOUNTS.secondClient, userId: ids.secondClient },
    },
  });
}
