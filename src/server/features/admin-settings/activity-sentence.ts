// Recent admin activity (Settings, spec 2): each audit row as a sentence that names what changed
// and links to it, built from the row's entity, before/after and metadata (issue 18,
// docs/decisions/029). Pure: the names come in `subjects`, looked up in one batch per entity type
// (activity-subjects.ts), so a deleted object is still named from the row's `before`.
// One sentence per action of domain/audit/audit-actions.ts (docs/decisions/063): ACTIVITY_SENTENCES
// is typed by that list, so an action added there does not compile until it has its words here.
// A row is read as stored: old rows may lack a part or hold another shape, so every value is checked.
import { BACKGROUND_CHECK_LABELS, DRAFT_STATUS_LABELS, LEAD_STATUS_LABELS } from "../../../shared/domain/applications";
import { periodLabel } from "../../../shared/domain/admin-money";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { formatUSD } from "../../../shared/format";
import { formatInZone } from "../../../shared/domain/zone-format";
import type { AuditAction } from "../../domain/audit/audit-actions";

export interface ActivityRecord {
  action: string;
  entityType: string | null;
  entityId: string | null;
  summary: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
}

export interface Person {
  name: string;
  email: string;
}

/** What the activity list knows of the objects its rows name (absent: deleted since). */
export interface ActivitySubjects {
  jobs: Map<string, { clientId: string; clientName: string; type: string; scheduledStart: Date }>;
  clients: Map<string, Person>;
  cleaners: Map<string, Person>;
  subscriptions: Map<string, { clientId: string; plan: string }>;
  reviews: Map<string, { cleanerId: string; clientId: string; rating: number }>;
  leads: Map<string, Person & { role: string }>;
  drafts: Map<string, Person>;
  flags: Map<string, { flagName: string }>;
}

export const emptySubjects = (): ActivitySubjects => ({
  jobs: new Map(),
  clients: new Map(),
  cleaners: new Map(),
  subscriptions: new Map(),
  reviews: new Map(),
  leads: new Map(),
  drafts: new Map(),
  flags: new Map(),
});

/** `subject` names the object (the link's text), `rest` says what happened to it. */
export interface ActivitySentence {
  subject: string;
  rest: string;
  /** The object's admin screen, found by its id or email; null when it is gone or has none. */
  href: string | null;
}

type Snapshot = Record<string, unknown> | null;
const text = (from: Snapshot, key: string): string | null => {
  const value = from?.[key];
  return typeof value === "string" && value !== "" ? value : null;
};
const number = (from: Snapshot, key: string): number | null => {
  const value = from?.[key];
  return typeof value === "number" ? value : null;
};
const search = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;
/** A reason or note the admin gave, quoted after the change. */
const because = (metadata: Snapshot) => {
  const reason = text(metadata, "reason") ?? text(metadata, "note");
  return reason ? `: ${reason}` : "";
};
const labelOf = (labels: Record<string, string>, value: string | null) => (value === null ? "?" : (labels[value] ?? value));
const clip = (value: string, max = 120) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

const shortDayIn = formatInZone("en-US", { month: "short", day: "2-digit" });

function dayOf(value: Date | string | null, timeZone: string): string | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return shortDayIn(timeZone).format(date);
}

/** A stored row whose action is one the code writes. */
type ActivityEntry<A extends AuditAction> = ActivityRecord & { action: A };
type Describe<A extends AuditAction> = (record: ActivityEntry<A>, subjects: ActivitySubjects, timeZone: string) => ActivitySentence;
type Subject = Pick<ActivitySentence, "subject" | "href">;

/** "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08)": the job as it is, or as it was when deleted. */
function jobSubject(record: ActivityRecord, subjects: ActivitySubjects, timeZone: string): Subject {
  const jobId = record.entityId ?? "";
  const job = subjects.jobs.get(jobId);
  const clientId = job?.clientId ?? text(record.before, "clientId");
  const clientName = job?.clientName ?? (clientId ? subjects.clients.get(clientId)?.name : undefined) ?? null;
  const facts = [
    clientName,
    job?.type ?? text(record.before, "type"),
    dayOf(job?.scheduledStart ?? text(record.before, "scheduledStart"), timeZone),
  ].filter(Boolean);
  return {
    subject: `Job #${jobIdLabel(jobId)}${facts.length ? ` (${facts.join(", ")})` : ""}`,
    href: job ? search("/admin/jobs", { search: jobId }) : null,
  };
}

/** The subscription's fields an admin edits, as the sentence names them. */
const SUBSCRIPTION_FIELDS: { key: string; label: string; show: (value: unknown, timeZone: string) => string }[] = [
  { key: "plan", label: "plan", show: String },
  { key: "status", label: "status", show: String },
  { key: "includedCleans", label: "included cleans", show: String },
  { key: "usedCleans", label: "used cleans", show: String },
  { key: "monthlyPriceCents", label: "monthly price", show: (value) => formatUSD(Number(value)) },
  { key: "extraCleanFeeCents", label: "extra clean fee", show: (value) => formatUSD(Number(value)) },
  { key: "currentPeriodEnd", label: "period end", show: (value, timeZone) => dayOf(String(value), timeZone) ?? String(value) },
  { key: "cancelAtPeriodEnd", label: "cancel at period end", show: (value) => (value ? "yes" : "no") },
];

function subscriptionSubject({ entityId, before, after }: ActivityRecord, subjects: ActivitySubjects): Subject {
  const subscriptionId = entityId ?? "";
  const current = subjects.subscriptions.get(subscriptionId);
  const clientId = current?.clientId ?? text(after, "clientId") ?? text(before, "clientId");
  const client = clientId ? subjects.clients.get(clientId) : undefined;
  return {
    subject: client ? `Subscription of ${client.name}` : `Subscription ${subscriptionId.slice(0, 8)}`,
    href: current ? search("/admin/subscriptions", { search: subscriptionId }) : null,
  };
}

/** Clients' and cleaners' status changes (spec 4 reasons): "Client Jordan Blake deactivated (was Active): moved away". */
const personChanged =
  (kind: "client" | "cleaner", verb: string): Describe<AuditAction> =>
  (record, subjects) => {
    const person = (kind === "client" ? subjects.clients : subjects.cleaners).get(record.entityId ?? "");
    return {
      subject: `${kind === "client" ? "Client" : "Cleaner"} ${person?.name ?? "(deleted)"}`,
      href: person ? search(kind === "client" ? "/admin/clients" : "/admin/cleaners", { search: person.email }) : null,
      rest: ` ${verb} (was ${text(record.before, "status") ?? "?"})${because(record.metadata)}`,
    };
  };

function leadSubject(record: ActivityRecord, subjects: ActivitySubjects): Subject {
  const lead = subjects.leads.get(record.entityId ?? "");
  return { subject: `Lead ${lead?.name ?? "(deleted)"}`, href: lead ? search("/admin/leads", { search: lead.email }) : null };
}

const draftKind = (record: ActivityRecord) => (record.entityType === "cleaner_draft" ? "cleaner" : "client");

function draftSubject(record: ActivityRecord, subjects: ActivitySubjects): Subject {
  const id = record.entityId ?? "";
  const kind = draftKind(record);
  const draft = subjects.drafts.get(id);
  return {
    subject: `${kind === "cleaner" ? "Cleaner" : "Client"} draft of ${draft?.name ?? "(deleted)"}`,
    href: draft ? search(`/admin/${kind}-drafts`, { draft: id }) : null,
  };
}

const reviewChanged =
  (verb: "hidden" | "shown" | "deleted"): Describe<AuditAction> =>
  (record, subjects) => {
    const review = subjects.reviews.get(record.entityId ?? "");
    const cleanerId = review?.cleanerId ?? text(record.before, "cleanerId") ?? text(record.metadata, "cleanerId");
    const clientId = review?.clientId ?? text(record.before, "clientId");
    const rating = review?.rating ?? number(record.before, "rating") ?? number(record.metadata, "rating");
    const cleaner = cleanerId ? subjects.cleaners.get(cleanerId)?.name : undefined;
    const client = clientId ? subjects.clients.get(clientId)?.name : undefined;
    const subject = `Review${cleaner ? ` of ${cleaner}` : ""}${client ? ` by ${client}` : ""}${rating === null ? "" : ` (${rating} ${rating === 1 ? "star" : "stars"})`}`;
    // Reviews are found by the names they carry; the visibility filter narrows to the one state it is in now.
    const href =
      review && cleaner
        ? search("/admin/reviews", {
            search: cleaner,
            ...(verb === "deleted" ? {} : { visibility: verb === "hidden" ? "hidden" : "visible" }),
          })
        : null;
    return { subject, href, rest: ` ${verb}` };
  };

function flagSubject(record: ActivityRecord, subjects: ActivitySubjects): Subject {
  const flag = subjects.flags.get(record.entityId ?? "");
  const name = flag?.flagName ?? text(record.after, "flagName") ?? text(record.before, "flagName") ?? "?";
  return { subject: `Feature flag ${name}`, href: flag ? "/admin/feature-flags" : null };
}

/** A unit's preferred and backup cleaners (docs/decisions/055): an admin's save, or a cleaner stepping down. */
function unitSubject({ before, after, metadata }: ActivityRecord, subjects: ActivitySubjects): Subject {
  const clientId = text(before, "clientId") ?? text(after, "clientId");
  const client = clientId ? subjects.clients.get(clientId) : undefined;
  return {
    subject: `Unit ${text(metadata, "unitLabel") ?? "(deleted)"}${client ? ` of ${client.name}` : ""}`,
    href: client ? search("/admin/clients", { search: client.email }) : null,
  };
}

/** The row's own summary: for an action whose summary says it all, and for one this code does not know. */
const storedSummary = (record: ActivityRecord): ActivitySentence => ({ subject: record.summary ?? record.action, rest: "", href: null });

/** Each action's sentence: the object it names (the link's text and target) and what happened to it. */
export const ACTIVITY_SENTENCES: { [A in AuditAction]: Describe<A> } = {
  "job.status_changed": (record, subjects, timeZone) => {
    const { before, after, metadata } = record;
    const cleaner = text(metadata, "cleanerName");
    return {
      ...jobSubject(record, subjects, timeZone),
      rest: ` set to ${text(after, "status") ?? "?"}${cleaner ? ` with ${cleaner}` : ""} (was ${text(before, "status") ?? "?"})${because(metadata)}`,
    };
  },
  // docs/decisions/066: rows of a job's own history; Settings' list leaves them out, these words serve an old row or a direct read.
  "job.booked": (record, subjects, timeZone) => {
    const label = text(record.metadata, "calendarLabel");
    return { ...jobSubject(record, subjects, timeZone), rest: label ? ` booked from ${label} calendar` : " booked by its client" };
  },
  "job.transitioned": (record, subjects, timeZone) => ({
    ...jobSubject(record, subjects, timeZone),
    rest: ` set to ${text(record.after, "status") ?? "?"} by its ${text(record.metadata, "by") ?? "?"} (was ${text(record.before, "status") ?? "?"})`,
  }),
  "job.rescheduled": (record, subjects, timeZone) => ({
    ...jobSubject(record, subjects, timeZone),
    rest: ` moved by its ${text(record.metadata, "cause") === "settings" ? "turnover settings" : "calendar"} from ${dayOf(text(record.before, "scheduledStart"), timeZone) ?? "?"} to ${dayOf(text(record.after, "scheduledStart"), timeZone) ?? "?"}`,
  }),
  "job.deleted": (record, subjects, timeZone) => ({
    ...jobSubject(record, subjects, timeZone),
    href: null,
    rest: ` deleted (was ${text(record.before, "status") ?? "?"})${because(record.metadata)}`,
  }),
  "job.reposted": (record, subjects, timeZone) => ({
    ...jobSubject(record, subjects, timeZone),
    rest: ` re-posted for claims${because(record.metadata)}`,
  }),
  "job.application_approved": (record, subjects, timeZone) => {
    const { after } = record;
    const cleanerId = text(after, "cleanerId");
    const cleaner = (cleanerId && subjects.cleaners.get(cleanerId)?.name) ?? "a cleaner";
    const declined = Array.isArray(after?.declinedApplicationIds) ? after.declinedApplicationIds.length : 0;
    return { ...jobSubject(record, subjects, timeZone), rest: ` given to ${cleaner} (application approved, ${declined} declined)` };
  },

  "subscription.created": (record, subjects) => ({
    ...subscriptionSubject(record, subjects),
    rest: ` created: ${text(record.after, "plan") ?? "a"} plan${record.metadata.charged === false ? ", no charge for the first period" : ""}`,
  }),
  "subscription.updated": (record, subjects, timeZone) => {
    const { before, after, metadata } = record;
    const changes = SUBSCRIPTION_FIELDS.filter(
      ({ key }) => before && after && key in after && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    ).map(({ key, label, show }) => `${label} ${show(before?.[key], timeZone)} → ${show(after?.[key], timeZone)}`);
    if (metadata.periodRestarted === true) changes.push("a new period started (no charge)");
    const note = text(metadata, "reason") ?? text(metadata, "note");
    return {
      ...subscriptionSubject(record, subjects),
      rest: ` updated${changes.length ? `: ${changes.join(", ")}` : ""}${note ? ` (${note})` : ""}`,
    };
  },
  "subscription.deleted": (record, subjects) => ({
    ...subscriptionSubject(record, subjects),
    href: null,
    rest: ` deleted (${text(record.before, "plan") ?? "?"} plan)`,
  }),

  "client.deactivated": personChanged("client", "deactivated"),
  "client.activated": personChanged("client", "activated"),
  "cleaner.approved": personChanged("cleaner", "approved"),
  "cleaner.deactivated": personChanged("cleaner", "deactivated"),
  "cleaner.reactivated": personChanged("cleaner", "reactivated"),
  "payouts.marked_paid": ({ entityId, metadata }, subjects) => {
    const person = subjects.cleaners.get(entityId ?? "");
    const period = text(metadata, "period");
    const count = number(metadata, "count") ?? 0;
    const total = number(metadata, "totalCents") ?? 0;
    return {
      subject: `Payouts of ${person?.name ?? "a cleaner"}`,
      href: person ? search("/admin/payouts", { search: person.email, ...(period ? { month: period } : {}) }) : null,
      rest: `${period ? ` for ${periodLabel(period)}` : ""} marked paid: ${count} ${count === 1 ? "payout" : "payouts"}, ${formatUSD(total)}`,
    };
  },
  // The summary already names the export and its rows ("Payouts CSV downloaded (12 rows)"), and an export has no screen of its own.
  "export.downloaded": storedSummary,

  "lead.application_started": (record, subjects) => {
    const role = subjects.leads.get(record.entityId ?? "")?.role;
    return { ...leadSubject(record, subjects), rest: `: ${text(record.after, "draftKind") ?? role ?? "an"} application started` };
  },
  "lead.status_changed": (record, subjects) => ({
    ...leadSubject(record, subjects),
    rest: ` set to ${labelOf(LEAD_STATUS_LABELS, text(record.after, "status"))} (was ${labelOf(LEAD_STATUS_LABELS, text(record.before, "status"))})`,
  }),
  "draft.status_changed": (record, subjects) => ({
    ...draftSubject(record, subjects),
    rest: ` set to ${labelOf(DRAFT_STATUS_LABELS, text(record.after, "status"))} (was ${labelOf(DRAFT_STATUS_LABELS, text(record.before, "status"))})`,
  }),
  "draft.background_check_changed": (record, subjects) => ({
    ...draftSubject(record, subjects),
    rest: `: background check set to ${labelOf(BACKGROUND_CHECK_LABELS, text(record.after, "backgroundCheckStatus"))} (was ${labelOf(BACKGROUND_CHECK_LABELS, text(record.before, "backgroundCheckStatus"))})`,
  }),
  "draft.info_requested": (record, subjects) => {
    const message = text(record.metadata, "message");
    return { ...draftSubject(record, subjects), rest: `: more information asked for${message ? ` ("${clip(message)}")` : ""}` };
  },
  "draft.converted": (record, subjects) => ({ ...draftSubject(record, subjects), rest: ` converted to a ${draftKind(record)} account` }),

  "review.hidden": reviewChanged("hidden"),
  "review.shown": reviewChanged("shown"),
  "review.deleted": reviewChanged("deleted"),

  "flag.created": (record, subjects) => ({
    ...flagSubject(record, subjects),
    rest: ` created ${record.after?.enabled === true ? "on" : "off"}`,
  }),
  "flag.enabled": (record, subjects) => ({ ...flagSubject(record, subjects), rest: " turned on" }),
  "flag.disabled": (record, subjects) => ({ ...flagSubject(record, subjects), rest: " turned off" }),

  "unit.cleaners.update": (record, subjects) => {
    const { before, after, metadata } = record;
    const names = (metadata.names ?? {}) as Record<string, unknown>;
    const list = (from: Snapshot, key: string) => {
      const ids = Array.isArray(from?.[key]) ? (from[key] as unknown[]) : [];
      return ids.map((id) => (typeof names[String(id)] === "string" ? String(names[String(id)]) : "a cleaner")).join(", ") || "none";
    };
    return {
      ...unitSubject(record, subjects),
      rest: `: cleaners set to preferred ${list(after, "preferred")}; backups ${list(after, "backups")} (was preferred ${list(before, "preferred")}; backups ${list(before, "backups")})`,
    };
  },
  "unit.cleaners.step_down": (record, subjects) => {
    const cleanerId = text(record.metadata, "cleanerId");
    const cleaner = (cleanerId && subjects.cleaners.get(cleanerId)?.name) ?? "A cleaner";
    return { ...unitSubject(record, subjects), rest: `: ${cleaner} stepped down from its cleaners` };
  },

  deploy: ({ metadata }) => {
    const sha = text(metadata, "commit_sha");
    return { subject: `Build ${sha ? sha.slice(0, 7) : "?"}`, href: null, rest: " deployed" };
  },
  cache_purge: ({ metadata }) => {
    const cleared = Array.isArray(metadata.cleared) ? metadata.cleared.map(String) : [];
    return { subject: "Site cache", href: null, rest: ` cleared (${cleared.join(", ") || "nothing cached"})` };
  },
};

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(ACTIVITY_SENTENCES, action);

function sentenceOf<A extends AuditAction>(record: ActivityEntry<A>, subjects: ActivitySubjects, timeZone: string): ActivitySentence {
  const describe: Describe<A> = ACTIVITY_SENTENCES[record.action];
  return describe(record, subjects, timeZone);
}

/** The sentence for one audit row; an action this code does not know (an old row) shows the row's stored summary. */
export function describeActivity(record: ActivityRecord, subjects: ActivitySubjects, timeZone: string): ActivitySentence {
  const { action } = record;
  return isAuditAction(action) ? sentenceOf({ ...record, action }, subjects, timeZone) : storedSummary(record);
}
