// The admin's Clients and Cleaners demo (docs/decisions/043): beside the Active demo client and
// cleaner and the Pending Riley Chen (demo-data.ts), one Inactive of each, so every status shows:
// - Dana Whitfield, a client deactivated by the demo admin after she moved away (her unit is
//   inactive, one clean paid, one refunded);
// - Taylor Brooks, a cleaner approved two months ago and deactivated after two no-shows.
// Their audit rows carry the admin's reasons, as the details dialogs show them.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/billing";
import { cleaners, clients, clientUnits, profiles } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import type { EnsureAccount } from "../demo-account";

const DAY = 24 * 60 * 60 * 1000;

export const PEOPLE_DEMO_ACCOUNTS = {
  inactiveClient: { role: "client", email: "dana.whitfield@tidyline.test", fullName: "Dana Whitfield", phone: "(305) 555-0118" },
  inactiveCleaner: { role: "cleaner", email: "taylor.brooks@tidyline.test", fullName: "Taylor Brooks", phone: "(312) 555-0174" },
} as const;

async function account(
  { ensureAccount, db, password }: { ensureAccount: EnsureAccount; db: Database; password: string },
  person: (typeof PEOPLE_DEMO_ACCOUNTS)[keyof typeof PEOPLE_DEMO_ACCOUNTS],
) {
  const { userId } = await ensureAccount({ email: person.email, fullName: person.fullName, role: person.role, password });
  await db.update(profiles).set({ phone: person.phone }).where(eq(profiles.userId, userId));
  return userId;
}

export async function loadAdminPeopleDemo({
  ensureAccount,
  db,
  adminUserId,
  password,
  now = new Date(),
}: {
  ensureAccount: EnsureAccount;
  db: Database;
  adminUserId: string;
  password: string;
  now?: Date;
}) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const { inactiveClient, inactiveCleaner } = PEOPLE_DEMO_ACCOUNTS;

  const danaUserId = await account({ ensureAccount, db, password }, inactiveClient);
  const [dana] = await db
    .insert(clients)
    .values({
      userId: danaUserId,
      name: inactiveClient.fullName,
      email: inactiveClient.email,
      phone: inactiveClient.phone,
      status: "Inactive",
      defaultAddress: "1500 Bay Rd, Miami Beach, FL 33139",
      createdAt: at(95),
    })
    .returning({ clientId: clients.clientId });
  if (!dana) throw new Error("people demo: client insert returned no row");
  await db.insert(clientUnits).values({
    clientId: dana.clientId,
    label: "Bay Road Condo",
    fullAddress: "1500 Bay Rd, Apt 12, Miami Beach, FL 33139",
    isActive: false,
    createdAt: at(95),
  });
  await db.insert(payments).values([
    {
      clientId: dana.clientId,
      createdAt: at(80),
      status: "succeeded",
      paymentType: "one_time_clean",
      amountCents: 15_000,
      description: "Deep Clean - Bay Road Condo",
    },
    {
      clientId: dana.clientId,
      createdAt: at(40),
      status: "refunded",
      paymentType: "one_time_clean",
      amountCents: 12_000,
      description: "Airbnb Turnover - Bay Road Condo (canceled, refunded)",
    },
  ]);

  const taylorUserId = await account({ ensureAccount, db, password }, inactiveCleaner);
  const [taylor] = await db
    .insert(cleaners)
    .values({
      userId: taylorUserId,
      name: inactiveCleaner.fullName,
      email: inactiveCleaner.email,
      phone: inactiveCleaner.phone,
      status: "Inactive",
      workAreas: ["Chicago"],
      services: ["Residential", "Commercial"],
      yearsExperience: 3,
      bio: "Offices and apartments in the Loop, evenings and weekends.",
      createdAt: at(75),
    })
    .returning({ cleanerId: cleaners.cleanerId });
  if (!taylor) throw new Error("people demo: cleaner insert returned no row");

  await db.insert(auditLog).values([
    {
      action: "cleaner.approved",
      entityType: "cleaner",
      entityId: taylor.cleanerId,
      summary: `Cleaner ${inactiveCleaner.fullName}: Pending -> Active`,
      actorId: adminUserId,
      before: { status: "Pending" },
      after: { status: "Active" },
      metadata: { reason: "References checked; background check verified." },
      createdAt: at(60),
    },
    {
      action: "cleaner.deactivated",
      entityType: "cleaner",
      entityId: taylor.cleanerId,
      summary: `Cleaner ${inactiveCleaner.fullName}: Active -> Inactive`,
      actorId: adminUserId,
      before: { status: "Active" },
      after: { status: "Inactive" },
      metadata: { reason: "Two no-shows in three weeks; paused until we have talked." },
      createdAt: at(9),
    },
    {
      action: "client.deactivated",
      entityType: "client",
      entityId: dana.clientId,
      summary: `Client ${inactiveClient.fullName}: Active -> Inactive`,
      actorId: adminUserId,
      before: { status: "Active" },
      after: { status: "Inactive" },
      metadata: { reason: "Moved away and asked us to close the account; last clean refunded." },
      createdAt: at(38),
    },
  ]);
  return { clientId: dana.clientId, cleanerId: taylor.cleanerId };
}
