// Demo application drafts for the admin Cleaner Drafts and Client Drafts screens (docs/decisions/047):
// each kind in every status, some started from the demo leads. Diego Alvarez (cleaner, background
// verified) and Noah Williams (client) wait at approved, so Convert to Account can be tried; the
// converted ones are the demo's Riley Chen and Avery Collins, linked to their accounts.
import type { Database } from "../../db/client";
import { auditLog, cleanerDrafts, clientDrafts } from "../../db/schema/platform";
import { loadAdminLeadsDemo, type DemoPerson } from "./admin-leads";

const DAY = 24 * 60 * 60 * 1000;

export async function loadAdminApplicationsDemo({
  db,
  adminUserId,
  converted,
  now = new Date(),
}: {
  db: Database;
  adminUserId: string;
  converted: { cleaner: DemoPerson; client: DemoPerson };
  now?: Date;
}) {
  const lead = await loadAdminLeadsDemo({ db, converted, now });
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  const cleaners = await db
    .insert(cleanerDrafts)
    .values([
      {
        name: "Jonah Reed",
        email: "jonah.reed@example.test",
        phone: "(212) 555-0119",
        workAreas: "Manhattan",
        services: ["Residential", "Deep Clean", "One-time Clean"],
        yearsExperience: null,
        availabilityNotes: null,
        createdAt: daysAgo(2),
      },
      {
        leadId: lead.hannah,
        name: "Hannah Lee",
        email: "hannah.lee@example.test",
        phone: "(312) 555-0190",
        workAreas: "Chicago",
        services: ["Residential"],
        yearsExperience: 1,
        status: "info_requested",
        infoRequestedAt: daysAgo(4),
        createdAt: daysAgo(8),
      },
      {
        name: "Ava Thompson",
        email: "ava.thompson@example.test",
        phone: "(404) 555-0133",
        workAreas: "Atlanta, Other",
        services: ["Airbnb", "Residential", "Move-in/Out"],
        yearsExperience: 4,
        availabilityNotes: "Mornings, Monday to Friday.",
        backgroundCheckStatus: "pending",
        status: "verified",
        createdAt: daysAgo(10),
      },
      {
        leadId: lead.diego,
        name: "Diego Alvarez",
        email: "diego.alvarez@example.test",
        phone: "(305) 555-0122",
        workAreas: "Miami",
        services: ["Airbnb", "Deep Clean", "One-time Clean"],
        yearsExperience: 6,
        availabilityNotes: "Same-day turnovers on Miami Beach.",
        backgroundCheckStatus: "verified",
        status: "approved",
        createdAt: daysAgo(11),
      },
      {
        leadId: lead.riley,
        name: converted.cleaner.fullName,
        email: converted.cleaner.email,
        phone: converted.cleaner.phone,
        workAreas: "Miami, Other",
        services: ["Airbnb", "One-time Clean"],
        yearsExperience: 2,
        backgroundCheckStatus: "pending",
        status: "converted",
        convertedUserId: converted.cleaner.userId,
        createdAt: daysAgo(29),
      },
      {
        leadId: lead.brandon,
        name: "Brandon Price",
        email: "brandon.price@example.test",
        phone: "(617) 555-0111",
        workAreas: "Boston",
        services: ["Commercial"],
        yearsExperience: 0,
        availabilityNotes: "One shift a month.",
        backgroundCheckStatus: "failed",
        status: "rejected",
        createdAt: daysAgo(19),
      },
    ])
    .returning({ id: cleanerDrafts.id, status: cleanerDrafts.status });

  const clients = await db
    .insert(clientDrafts)
    .values([
      {
        name: "Mia Johnson",
        email: "mia.johnson@example.test",
        phone: "(617) 555-0171",
        city: "Boston",
        state: "MA",
        services: ["Residential"],
        preferredTiming: "Every other Friday",
        createdAt: daysAgo(1),
      },
      {
        name: "Lucas Green",
        email: "lucas.green@example.test",
        phone: "(212) 555-0186",
        city: "Manhattan",
        state: "NY",
        company: "Green Street Lofts",
        services: ["Airbnb", "Deep Clean"],
        status: "info_requested",
        infoRequestedAt: daysAgo(2),
        createdAt: daysAgo(6),
      },
      {
        leadId: lead.sophia,
        name: "Sophia Turner",
        email: "sophia.turner@example.test",
        phone: "(404) 555-0126",
        city: "Atlanta",
        state: "GA",
        services: ["Residential", "Deep Clean"],
        preferredTiming: "Weekday mornings",
        status: "verified",
        createdAt: daysAgo(7),
      },
      {
        leadId: lead.noah,
        name: "Noah Williams",
        email: "noah.williams@example.test",
        phone: "(512) 555-0183",
        city: "Austin",
        state: "TX",
        company: "Congress Ave Rentals",
        services: ["Airbnb", "Move-in/Out"],
        preferredTiming: "Between guests, 11am to 3pm",
        accessInstructions: "Smart lock codes are sent a day ahead.",
        status: "approved",
        createdAt: daysAgo(13),
      },
      {
        leadId: lead.avery,
        name: converted.client.fullName,
        email: converted.client.email,
        phone: converted.client.phone,
        city: "Chicago",
        state: "IL",
        services: ["Airbnb"],
        status: "converted",
        convertedUserId: converted.client.userId,
        createdAt: daysAgo(39),
      },
      {
        leadId: lead.liam,
        name: "Liam Scott",
        email: "liam.scott@example.test",
        phone: "(305) 555-0140",
        city: "Miami",
        state: "FL",
        company: "Scott Builders",
        services: ["Post Construction"],
        status: "rejected",
        createdAt: daysAgo(17),
      },
    ])
    .returning({ id: clientDrafts.id, status: clientDrafts.status });

  // The admin's history of the two conversions, as Convert to Account writes it.
  const convertedCleaner = cleaners.find((draft) => draft.status === "converted");
  const convertedClient = clients.find((draft) => draft.status === "converted");
  const conversions = [
    { draft: convertedCleaner, kind: "cleaner", person: converted.cleaner, days: 28, recordStatus: "Pending" },
    { draft: convertedClient, kind: "client", person: converted.client, days: 38, recordStatus: "Active" },
  ] as const;
  await db.insert(auditLog).values(
    conversions.flatMap(({ draft, kind, person, days, recordStatus }) =>
      draft
        ? [
            {
              action: "draft.converted",
              entityType: `${kind}_draft`,
              entityId: draft.id,
              summary: `${person.fullName} now has a ${kind} account`,
              actorId: adminUserId,
              before: { status: "approved", convertedUserId: null },
              after: { status: "converted", convertedUserId: person.userId, role: kind, recordStatus },
              metadata: { email: person.email },
              createdAt: daysAgo(days),
            },
          ]
        : [],
    ),
  );
}
