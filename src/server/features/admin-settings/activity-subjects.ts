// The names an activity page's sentences need (activity-sentence.ts): one query per kind of
// object the page's rows name, each for all of that kind at once, so a page costs a bounded
// number of queries whatever its rows (docs/decisions/029). Objects deleted since are named from
// the rows' own `before` (their client or cleaner is looked up here by id).
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { jobs, reviews } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { cleanerDrafts, clientDrafts, featureFlags, leads } from "../../db/schema/platform";
import { emptySubjects, type ActivityRecord, type ActivitySubjects } from "./activity-sentence";

// Entity ids are text in the audit log; only a uuid can name one of these rows.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Kind = "job" | "subscription" | "client" | "cleaner" | "review" | "lead" | "draft" | "flag";

function idsByKind(records: ActivityRecord[]): Record<Kind, string[]> {
  const sets: Record<Kind, Set<string>> = {
    job: new Set(),
    subscription: new Set(),
    client: new Set(),
    cleaner: new Set(),
    review: new Set(),
    lead: new Set(),
    draft: new Set(),
    flag: new Set(),
  };
  const add = (kind: Kind, value: unknown) => {
    if (typeof value === "string" && UUID.test(value)) sets[kind].add(value);
  };
  const KIND_OF: Record<string, Kind> = {
    job: "job",
    subscription: "subscription",
    client: "client",
    cleaner: "cleaner",
    review: "review",
    lead: "lead",
    cleaner_draft: "draft",
    client_draft: "draft",
    feature_flag: "flag",
  };
  for (const record of records) {
    const kind = record.entityType ? KIND_OF[record.entityType] : undefined;
    if (kind) add(kind, record.entityId);
    // A deleted job, subscription or review is named after the people its snapshot points to.
    add("client", record.before?.clientId);
    add("client", record.after?.clientId);
    add("cleaner", record.before?.cleanerId);
    add("cleaner", record.after?.cleanerId);
    add("cleaner", record.metadata.cleanerId);
  }
  return Object.fromEntries(Object.entries(sets).map(([kind, set]) => [kind, [...set]])) as Record<Kind, string[]>;
}

const when = async <T>(ids: string[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> => (ids.length ? load(ids) : []);

export async function loadActivitySubjects(db: Database, records: ActivityRecord[]): Promise<ActivitySubjects> {
  const ids = idsByKind(records);
  const [jobRows, subscriptionRows, reviewRows, clientRows, cleanerRows, leadRows, cleanerDraftRows, clientDraftRows, flagRows] =
    await Promise.all([
      when(ids.job, (some) =>
        db
          .select({
            jobId: jobs.jobId,
            clientId: jobs.clientId,
            type: jobs.type,
            scheduledStart: jobs.scheduledStart,
            clientName: clients.name,
            clientEmail: clients.email,
          })
          .from(jobs)
          .innerJoin(clients, eq(clients.clientId, jobs.clientId))
          .where(inArray(jobs.jobId, some)),
      ),
      when(ids.subscription, (some) =>
        db
          .select({
            subscriptionId: subscriptions.subscriptionId,
            clientId: subscriptions.clientId,
            plan: subscriptions.plan,
            clientName: clients.name,
            clientEmail: clients.email,
          })
          .from(subscriptions)
          .innerJoin(clients, eq(clients.clientId, subscriptions.clientId))
          .where(inArray(subscriptions.subscriptionId, some)),
      ),
      when(ids.review, (some) =>
        db
          .select({
            reviewId: reviews.reviewId,
            rating: reviews.rating,
            cleanerId: reviews.cleanerId,
            clientId: reviews.clientId,
            cleanerName: cleaners.name,
            cleanerEmail: cleaners.email,
            clientName: clients.name,
            clientEmail: clients.email,
          })
          .from(reviews)
          .innerJoin(cleaners, eq(cleaners.cleanerId, reviews.cleanerId))
          .innerJoin(clients, eq(clients.clientId, reviews.clientId))
          .where(inArray(reviews.reviewId, some)),
      ),
      when(ids.client, (some) =>
        db.select({ id: clients.clientId, name: clients.name, email: clients.email }).from(clients).where(inArray(clients.clientId, some)),
      ),
      when(ids.cleaner, (some) =>
        db
          .select({ id: cleaners.cleanerId, name: cleaners.name, email: cleaners.email })
          .from(cleaners)
          .where(inArray(cleaners.cleanerId, some)),
      ),
      when(ids.lead, (some) =>
        db.select({ id: leads.id, name: leads.name, email: leads.email, role: leads.role }).from(leads).where(inArray(leads.id, some)),
      ),
      when(ids.draft, (some) =>
        db
          .select({ id: cleanerDrafts.id, name: cleanerDrafts.name, email: cleanerDrafts.email })
          .from(cleanerDrafts)
          .where(inArray(cleanerDrafts.id, some)),
      ),
      when(ids.draft, (some) =>
        db
          .select({ id: clientDrafts.id, name: clientDrafts.name, email: clientDrafts.email })
          .from(clientDrafts)
          .where(inArray(clientDrafts.id, some)),
      ),
      when(ids.flag, (some) =>
        db.select({ id: featureFlags.id, flagName: featureFlags.flagName }).from(featureFlags).where(inArray(featureFlags.id, some)),
      ),
    ]);

  const subjects = emptySubjects();
  for (const row of clientRows) subjects.clients.set(row.id, { name: row.name, email: row.email });
  for (const row of cleanerRows) subjects.cleaners.set(row.id, { name: row.name, email: row.email });
  for (const row of jobRows) {
    subjects.jobs.set(row.jobId, {
      clientId: row.clientId,
      clientName: row.clientName,
      type: row.type,
      scheduledStart: row.scheduledStart,
    });
    subjects.clients.set(row.clientId, { name: row.clientName, email: row.clientEmail });
  }
  for (const row of subscriptionRows) {
    subjects.subscriptions.set(row.subscriptionId, { clientId: row.clientId, plan: row.plan });
    subjects.clients.set(row.clientId, { name: row.clientName, email: row.clientEmail });
  }
  for (const row of reviewRows) {
    subjects.reviews.set(row.reviewId, { cleanerId: row.cleanerId, clientId: row.clientId, rating: row.rating });
    subjects.cleaners.set(row.cleanerId, { name: row.cleanerName, email: row.cleanerEmail });
    subjects.clients.set(row.clientId, { name: row.clientName, email: row.clientEmail });
  }
  for (const row of leadRows) subjects.leads.set(row.id, { name: row.name, email: row.email, role: row.role });
  for (const row of [...cleanerDraftRows, ...clientDraftRows]) subjects.drafts.set(row.id, { name: row.name, email: row.email });
  for (const row of flagRows) subjects.flags.set(row.id, { flagName: row.flagName });
  return subjects;
}
