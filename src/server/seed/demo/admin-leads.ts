// Demo leads for the admin Leads screen (docs/decisions/047): both roles in every status, over the
// last weeks. The ones whose application was started are keyed, so the drafts can link to them.
import type { LeadStatus } from "../../../shared/domain/statuses";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema/platform";

const DAY = 24 * 60 * 60 * 1000;

type DemoLead = Omit<typeof leads.$inferInsert, "createdAt" | "status"> & { status: LeadStatus; daysAgo: number; key?: DemoLeadKey };
export type DemoLeadKey = "diego" | "hannah" | "riley" | "brandon" | "noah" | "sophia" | "avery" | "liam";

/** A demo account whose lead and application became it (the converted ones). */
export interface DemoPerson {
  userId: string;
  fullName: string;
  email: string;
  phone: string;
}

const demoLeads = (cleaner: DemoPerson, client: DemoPerson): DemoLead[] => [
  // Cleaners
  {
    role: "cleaner",
    status: "new",
    daysAgo: 1,
    name: "Marisol Vega",
    email: "marisol.vega@example.test",
    phone: "(512) 555-0131",
    city: "Austin",
    state: "TX",
    services: ["Residential", "Deep Clean", "Move-in/Out"],
    yearsExperience: 3,
    notes: "Available weekends and evenings.",
  },
  {
    role: "cleaner",
    status: "new",
    daysAgo: 2,
    name: "Tomasz Nowak",
    email: "tomasz.nowak@example.test",
    phone: "(617) 555-0148",
    city: "Cambridge",
    state: "MA",
    services: ["Commercial", "Post Construction"],
    yearsExperience: 8,
    notes: null,
  },
  {
    role: "cleaner",
    status: "contacted",
    daysAgo: 5,
    name: "Keisha Brown",
    email: "keisha.brown@example.test",
    phone: "(404) 555-0177",
    city: "Atlanta",
    state: "GA",
    services: ["Airbnb", "Residential"],
    yearsExperience: 5,
    notes: "Has her own supplies and a car.",
  },
  {
    key: "diego",
    role: "cleaner",
    status: "in_progress",
    daysAgo: 12,
    name: "Diego Alvarez",
    email: "diego.alvarez@example.test",
    phone: "(305) 555-0122",
    city: "Miami",
    state: "FL",
    services: ["Airbnb", "Deep Clean", "One-time Clean"],
    yearsExperience: 6,
    notes: "Same-day turnovers on Miami Beach.",
  },
  {
    key: "hannah",
    role: "cleaner",
    status: "in_progress",
    daysAgo: 9,
    name: "Hannah Lee",
    email: "hannah.lee@example.test",
    phone: "(312) 555-0190",
    city: "Chicago",
    state: "IL",
    services: ["Residential"],
    yearsExperience: 1,
    notes: null,
  },
  {
    key: "riley",
    role: "cleaner",
    status: "converted",
    daysAgo: 30,
    name: cleaner.fullName,
    email: cleaner.email,
    phone: cleaner.phone,
    city: "Miami",
    state: "FL",
    services: ["Airbnb", "One-time Clean"],
    yearsExperience: 2,
    notes: null,
  },
  {
    key: "brandon",
    role: "cleaner",
    status: "rejected",
    daysAgo: 20,
    name: "Brandon Price",
    email: "brandon.price@example.test",
    phone: "(617) 555-0111",
    city: "Boston",
    state: "MA",
    services: ["Commercial"],
    yearsExperience: 0,
    notes: "Looking for one shift a month.",
  },
  // Clients
  {
    role: "client",
    status: "new",
    daysAgo: 0,
    name: "Olivia Martin",
    email: "olivia.martin@example.test",
    phone: "(212) 555-0164",
    city: "Manhattan",
    state: "NY",
    services: ["Airbnb", "Deep Clean", "One-time Clean"],
    company: "Hudson Stays",
    notes: "Four studios in the East Village.",
  },
  {
    role: "client",
    status: "new",
    daysAgo: 3,
    name: "Ethan Park",
    email: "ethan.park@example.test",
    phone: "(617) 555-0158",
    city: "Boston",
    state: "MA",
    services: ["Residential"],
    company: null,
    notes: null,
  },
  {
    role: "client",
    status: "contacted",
    daysAgo: 6,
    name: "Grace Kim",
    email: "grace.kim@example.test",
    phone: "(312) 555-0105",
    city: "Chicago",
    state: "IL",
    services: ["Commercial", "Residential"],
    company: "Lakeview Property Group",
    notes: "Wants a quote for 20 units.",
  },
  {
    key: "noah",
    role: "client",
    status: "in_progress",
    daysAgo: 14,
    name: "Noah Williams",
    email: "noah.williams@example.test",
    phone: "(512) 555-0183",
    city: "Austin",
    state: "TX",
    services: ["Airbnb", "Move-in/Out"],
    company: "Congress Ave Rentals",
    notes: "Smart lock codes are sent a day ahead.",
  },
  {
    key: "sophia",
    role: "client",
    status: "in_progress",
    daysAgo: 8,
    name: "Sophia Turner",
    email: "sophia.turner@example.test",
    phone: "(404) 555-0126",
    city: "Atlanta",
    state: "GA",
    services: ["Residential", "Deep Clean"],
    company: null,
    notes: null,
  },
  {
    key: "avery",
    role: "client",
    status: "converted",
    daysAgo: 40,
    name: client.fullName,
    email: client.email,
    phone: client.phone,
    city: "Chicago",
    state: "IL",
    services: ["Airbnb"],
    company: null,
    notes: null,
  },
  {
    key: "liam",
    role: "client",
    status: "rejected",
    daysAgo: 18,
    name: "Liam Scott",
    email: "liam.scott@example.test",
    phone: "(305) 555-0140",
    city: "Miami",
    state: "FL",
    services: ["Post Construction"],
    company: "Scott Builders",
    notes: "Outside our service window.",
  },
];

/** Inserts the demo leads; returns the ids of the keyed ones (those with an application). */
export async function loadAdminLeadsDemo({
  db,
  converted,
  now = new Date(),
}: {
  db: Database;
  converted: { cleaner: DemoPerson; client: DemoPerson };
  now?: Date;
}): Promise<Record<DemoLeadKey, string>> {
  const all = demoLeads(converted.cleaner, converted.client);
  const rows = await db
    .insert(leads)
    .values(
      all.map(({ key: _key, daysAgo, ...lead }) => ({ ...lead, createdAt: new Date(now.getTime() - daysAgo * DAY - 3 * 60 * 60 * 1000) })),
    )
    .returning({ id: leads.id, email: leads.email });
  const ids = {} as Record<DemoLeadKey, string>;
  for (const lead of all) {
    const row = rows.find((inserted) => inserted.email === lead.email);
    if (lead.key && row) ids[lead.key] = row.id;
  }
  return ids;
}
