// Test support for the activity list's tests (not a test file): the objects its rows name, as
// describeActivity is given them (docs/decisions/029, 063).
import { emptySubjects, type ActivitySubjects } from "./activity-sentence";

export const JOB = "0b8c7d2e-1f3a-4b5c-9d8e-57276e4fe3c8";
export const CLIENT = "11111111-1111-4111-8111-111111111111";
export const CLEANER = "22222222-2222-4222-8222-222222222222";
export const SUB = "33333333-3333-4333-8333-333333333333";
export const REVIEW = "44444444-4444-4444-8444-444444444444";
export const LEAD = "55555555-5555-4555-8555-555555555555";
export const DRAFT = "66666666-6666-4666-8666-666666666666";
export const FLAG = "77777777-7777-4777-8777-777777777777";
export const ZONE = "America/New_York";

export function subjects(): ActivitySubjects {
  const all = emptySubjects();
  // 03:00 UTC on Dec 9 is still Dec 08 in New York: the admin's day is the one named.
  all.jobs.set(JOB, {
    clientId: CLIENT,
    clientName: "Jordan Blake",
    type: "Standard Clean",
    scheduledStart: new Date("2026-12-09T03:00:00Z"),
  });
  all.clients.set(CLIENT, { name: "Jordan Blake", email: "jordan@example.com" });
  all.cleaners.set(CLEANER, { name: "Sam Rivera", email: "sam@example.com" });
  all.subscriptions.set(SUB, { clientId: CLIENT, plan: "Bi-Weekly" });
  all.reviews.set(REVIEW, { cleanerId: CLEANER, clientId: CLIENT, rating: 2 });
  all.leads.set(LEAD, { name: "Pat Doe", email: "pat@example.com", role: "cleaner" });
  all.drafts.set(DRAFT, { name: "Pat Doe", email: "pat@example.com" });
  all.flags.set(FLAG, { flagName: "beta_reports" });
  return all;
}
