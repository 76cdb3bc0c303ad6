import type { Role } from "../../shared/domain/roles";

// Paths and titles only: the router (first-load chunk) reads them. The sidebar's icons live in
// navigation-icons.ts, which only the lazy portal layout imports (docs/decisions/006).

export interface PortalScreen<P extends string = string> {
  path: P;
  title: string;
  /** Shown in the sidebar (some screens are reached from elsewhere, spec 2). */
  inSidebar: boolean;
}

const screen = <P extends string>(path: P, title: string, inSidebar = true): PortalScreen<P> => ({ path, title, inSidebar });

/** spec 2: every role route, in sidebar order, with the sidebar's label. */
export const PORTALS = {
  admin: {
    name: "Administration",
    screens: [
      screen("/admin/dashboard", "Overview"),
      screen("/admin/jobs", "Jobs"),
      screen("/admin/clients", "Clients"),
      screen("/admin/cleaners", "Cleaners"),
      screen("/admin/subscriptions", "Subscriptions"),
      screen("/admin/transactions", "Transactions"),
      screen("/admin/payouts", "Payouts"),
      screen("/admin/reviews", "Reviews"),
      screen("/admin/leads", "Leads"),
      screen("/admin/cleaner-drafts", "Cleaner Drafts"),
      screen("/admin/client-drafts", "Client Drafts"),
      screen("/admin/exceptions", "Exceptions"),
      screen("/admin/settings", "Settings"),
      screen("/admin/feature-flags", "Feature Flags", false),
    ],
  },
  client: {
    name: "Client Portal",
    screens: [
      screen("/client/dashboard", "Dashboard"),
      screen("/client/units", "My Units"),
      screen("/client/new-job", "Book Cleaning"),
      screen("/client/upcoming", "Upcoming"),
      screen("/client/history", "History"),
      // docs/decisions/067: the client's conversations, where the unread count belongs (not on Upcoming).
      screen("/client/messages", "Messages"),
      screen("/client/subscription", "Subscription"),
      screen("/client/billing", "Billing"),
    ],
  },
  cleaner: {
    name: "Cleaner Portal",
    screens: [
      screen("/cleaner/dashboard", "Dashboard"),
      screen("/cleaner/open-jobs", "Open Jobs"),
      screen("/cleaner/assignments", "My Assignments"),
      screen("/cleaner/payouts", "Payouts"),
      // spec 2 says "Profile", as it says of the account menu's item (/profile): two screens, one
      // name. The cleaner's work profile is named so (docs/decisions/029).
      screen("/cleaner/profile", "Work Profile"),
      screen("/cleaner/calendar", "Calendar", false),
      screen("/cleaner/messages", "Messages", false),
    ],
  },
} satisfies Record<Role, { name: string; screens: PortalScreen[] }>;

/** Every portal path; navigation-icons.ts must give each one an icon. */
export type PortalPath = (typeof PORTALS)[Role]["screens"][number]["path"];
