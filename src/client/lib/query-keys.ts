// The root of each area's query keys. A feature builds its key factory on its root (docs/architecture.md section 4)
// and refreshes another area's data by that area's root, so features never import one another for
// it (docs/architecture.md section 2) and each root is written once.
export const queryRoots = {
  // who is signed in, and the screens before it (sign-up, reset link checks)
  account: ["account"],
  auth: ["auth"],
  clientAccount: ["client-account"],
  clientJobs: ["client-jobs"],
  units: ["units"],
  subscription: ["subscription"],
  billing: ["billing"],
  cleanerProfile: ["cleaner-profile"],
  preferredUnits: ["preferred-units"],
  openJobs: ["open-jobs"],
  assignments: ["assignments"],
  payouts: ["payouts"],
  calendar: ["calendar"],
  messages: ["messages"],
  // /profile → Text messages: the phone texts go to (docs/decisions/070)
  phone: ["phone"],
  // /profile → Push notifications: the person's devices (docs/decisions/069)
  pushDevices: ["push-devices"],
  // the bell in every portal's header (docs/decisions/068)
  notifications: ["notifications"],
  // /profile → Notifications: the person's choices, with their devices' and phone's state (docs/decisions/068)
  notificationSettings: ["notification-settings"],
  // the admin portal (docs/decisions/038 to 048)
  adminDashboard: ["admin-dashboard"],
  adminJobs: ["admin-jobs"],
  adminClients: ["admin-clients"],
  adminCleaners: ["admin-cleaners"],
  adminUnitCleaners: ["admin-unit-cleaners"],
  adminTransactions: ["admin-transactions"],
  adminPayouts: ["admin-payouts"],
  adminSubscriptions: ["admin-subscriptions"],
  adminReviews: ["admin-reviews"],
  adminLeads: ["admin-leads"],
  adminDrafts: ["admin-drafts"],
  adminExceptions: ["admin-exceptions"],
  adminSettings: ["admin-settings"],
  featureFlags: ["feature-flags"],
  // outside production only: the emails the server would have sent
  devMailbox: ["dev-mailbox"],
} as const;
