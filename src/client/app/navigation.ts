import {
  AlertTriangle,
  BadgeDollarSign,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarPlus,
  ClipboardList,
  CreditCard,
  FileText,
  Flag,
  History,
  LayoutDashboard,
  MessageSquare,
  Receipt,
  Repeat,
  Search,
  Settings,
  Star,
  UserCog,
  UserPlus,
  Users,
  Wallet,
  CalendarDays,
  type LucideIcon,
} from "lucide-react";
import type { Role } from "../../shared/domain/roles";

export interface PortalScreen {
  path: string;
  title: string;
  icon: LucideIcon;
  /** Shown in the sidebar (some screens are reached from elsewhere, spec 2). */
  inSidebar: boolean;
}

const screen = (path: string, title: string, icon: LucideIcon, inSidebar = true): PortalScreen => ({ path, title, icon, inSidebar });

/** spec 2: every role route, in sidebar order, with the sidebar's label. */
export const PORTALS: Record<Role, { name: string; screens: PortalScreen[] }> = {
  admin: {
    name: "Administration",
    screens: [
      screen("/admin/dashboard", "Overview", LayoutDashboard),
      screen("/admin/jobs", "Jobs", Briefcase),
      screen("/admin/clients", "Clients", Users),
      screen("/admin/cleaners", "Cleaners", UserCog),
      screen("/admin/subscriptions", "Subscriptions", Repeat),
      screen("/admin/transactions", "Transactions", Receipt),
      screen("/admin/payouts", "Payouts", Wallet),
      screen("/admin/reviews", "Reviews", Star),
      screen("/admin/leads", "Leads", UserPlus),
      screen("/admin/cleaner-drafts", "Cleaner Drafts", ClipboardList),
      screen("/admin/client-drafts", "Client Drafts", FileText),
      screen("/admin/exceptions", "Exceptions", AlertTriangle),
      screen("/admin/settings", "Settings", Settings),
      screen("/admin/feature-flags", "Feature Flags", Flag, false),
    ],
  },
  client: {
    name: "Client Portal",
    screens: [
      screen("/client/dashboard", "Dashboard", LayoutDashboard),
      screen("/client/units", "My Units", Building2),
      screen("/client/new-job", "Book Cleaning", CalendarPlus),
      screen("/client/upcoming", "Upcoming", CalendarCheck),
      screen("/client/history", "History", History),
      screen("/client/subscription", "Subscription", Repeat),
      screen("/client/billing", "Billing", CreditCard),
    ],
  },
  cleaner: {
    name: "Cleaner Portal",
    screens: [
      screen("/cleaner/dashboard", "Dashboard", LayoutDashboard),
      screen("/cleaner/open-jobs", "Open Jobs", Search),
      screen("/cleaner/assignments", "My Assignments", ClipboardList),
      screen("/cleaner/payouts", "Payouts", BadgeDollarSign),
      screen("/cleaner/profile", "Profile", UserCog),
      screen("/cleaner/calendar", "Calendar", CalendarDays, false),
      screen("/cleaner/messages", "Messages", MessageSquare, false),
    ],
  },
};
