// Recent admin activity (Settings, spec 2): each audit row as a sentence that names what changed
// and links to it, built from the row's entity, before/after and metadata (issue 18,
// docs/decisions/029). Pure: the names come in `subjects`, looked up in one batch per entity type
// (activity-subjects.ts), so a deleted object is still named from the row's `before`.
import { BACKGROUND_CHECK_LABELS, DRAFT_STATUS_LABELS, LEAD_STATUS_LABELS } from "../../../shared/domain/applications";
import { periodLabel } from "../../../shared/domain/admin-money";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { formatUSD } from "../../../shared/format";
import { formatInZone } from "../../../shared/domain/zone-format";

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

/** "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08)": the job as it is, or as it was when deleted. */
function jobSubject(record: ActivityRecord, subjects: ActivitySubjects, timeZone: string): Pick<ActivitySentence, "subject" | "href"> {
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

function describeJob(record: ActivityRecord, subjects: ActivitySubjects, timeZone: string): ActivitySentence | null {
  const { before, after, metadata } = record;
  const { subject, href } = jobSubject(record, subjects, timeZone);
  switch (record.action) {
    case "job.status_changed": {
      const cleaner = text(metadata, "cleanerName");
      return {
        subject,
        href,
        rest: ` set to ${text(after, "status") ?? "?"}${cleaner ? ` with ${cleaner}` : ""} (was ${text(before, "status") ?? "?"})${because(metadata)}`,
      };
    }
    case "job.deleted":
      return { subject, href: null, rest: ` deleted (was ${text(before, "status") ?? "?"})${because(metadata)}` };
    case "job.reposted":
      return { subject, href, rest: ` re-posted for claims${because(metadata)}` };
    case "job.application_approved": {
      const cleanerId = text(after, "cleanerId");
      const cleaner = (cleanerId && subjects.cleaners.get(cleanerId)?.name) ?? "a cleaner";
      const declined = Array.isArray(after?.declinedApplicationIds) ? after.declinedApplicationIds.length : 0;
      return { subject, href, rest: ` given to ${cleaner} (application approved, ${declined} declined)` };
    }
    default:
      return null;
  }
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

function describeSubscription(record: ActivityRecord, subjects: ActivitySubjects, timeZone: string): ActivitySentence | null {
  const { before, after, metadata } = record;
  const subscriptionId = record.entityId ?? "";
  const current = subjects.subscriptions.get(subscriptionId);
  const clientId = current?.clientId ?? text(after, "clientId") ?? text(before, "clientId");
  const client = clientId ? subjects.clients.get(clientId) : undefined;
  const subject = client ? `Subscription of ${client.name}` : `Subscription ${subscriptionId.slice(0, 8)}`;
  const href = current ? search("/admin/subscriptions", { search: subscriptionId }) : null;
  switch (record.action) {
    case "subscription.created":
      return {
        subject,
        href,
        rest: ` created: ${text(after, "plan") ?? "a"} plan${metadata.charged === false ? ", no charge for the first period" : ""}`,
      };
    case "subscription.updated": {
      const changes = SUBSCRIPTION_FIELDS.filter(
        ({ key }) => before && after && key in after && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      ).map(({ key, label, show }) => `${label} ${show(before?.[key], timeZone)} → ${show(after?.[key], timeZone)}`);
      if (metadata.periodRestarted === true) changes.push("a new period started (no charge)");
      const note = text(metadata, "reason") ?? text(metadata, "note");
      return { subject, href, rest: ` updated${changes.length ? `: ${changes.join(", ")}` : ""}${note ? ` (${note})` : ""}` };
    }
    case "subscription.deleted":
      return { subject, href: null, rest: ` deleted (${text(before, "plan") ?? "?"} plan)` };
    default:
      return null;
  }
}

/** Clients' and cleaners' status changes (spec 4 reasons): "Client Jordan Blake deactivated (was Active): moved away". */
function describePerson(record: ActivityRecord, subjects: ActivitySubjects): ActivitySentence | null {
  const kind = record.entityType === "client" ? "Client" : "Cleaner";
  const person = (record.entityType === "client" ? subjects.clients : subjects.cleaners).get(record.entityId ?? "");
  const subject = `${kind} ${person?.name ?? "(deleted)"}`;
  const href = person ? search(record.entityType === "client" ? "/admin/clients" : "/admin/cleaners", { search: person.email }) : null;
  if (record.action === "payouts.marked_paid") {
    const period = text(record.metadata, "period");
    const count = number(record.metadata, "count") ?? 0;
    const total = number(record.metadata, "totalCents") ?? 0;
    return {
      subject: `Payouts of ${person?.name ?? "a cleaner"}`,
      href: person ? search("/admin/payouts", { search: person.email, ...(period ? { month: period } : {}) }) : null,
      rest: `${period ? ` for ${periodLabel(period)}` : ""} marked paid: ${count} ${count === 1 ? "payout" : "payouts"}, ${formatUSD(total)}`,
    };
  }
  const verb = record.action.split(".")[1];
  if (!verb) return null;
  return { subject, href, rest: ` ${verb} (was ${text(record.before, "status") ?? "?"})${because(record.metadata)}` };
}

function describeLeadOrDraft(record: ActivityRecord, subjects: ActivitySubjects): ActivitySentence | null {
  const { before, after, metadata } = record;
  const id = record.entityId ?? "";
  if (record.entityType === "lead") {
    const lead = subjects.leads.get(id);
    const subject = `Lead ${lead?.name ?? "(deleted)"}`;
    const href = lead ? search("/admin/leads", { search: lead.email }) : null;
    if (record.action === "lead.application_started")
      return { subject, href, rest: `: ${text(after, "draftKind") ?? lead?.role ?? "an"} application started` };
    if (record.action === "lead.status_changed") {
      return {
        subject,
        href,
        rest: ` set to ${labelOf(LEAD_STATUS_LABELS, text(after, "status"))} (was ${labelOf(LEAD_STATUS_LABELS, text(before, "status"))})`,
      };
    }
    return null;
  }
  const kind = record.entityType === "cleaner_draft" ? "cleaner" : "client";
  const draft = subjects.drafts.get(id);
  const subject = `${kind === "cleaner" ? "Cleaner" : "Client"} draft of ${draft?.name ?? "(deleted)"}`;
  const href = draft ? search(`/admin/${kind}-drafts`, { draft: id }) : null;
  switch (record.action) {
    case "draft.status_changed":
      return {
        subject,
        href,
        rest: ` set to ${labelOf(DRAFT_STATUS_LABELS, text(after, "status"))} (was ${labelOf(DRAFT_STATUS_LABELS, text(before, "status"))})`,
      };
    case "draft.background_check_changed":
      return {
        subject,
        href,
        rest: `: background check set to ${labelOf(BACKGROUND_CHECK_LABELS, text(after, "backgroundCheckStatus"))} (was ${labelOf(BACKGROUND_CHECK_LABELS, text(before, "backgroundCheckStatus"))})`,
      };
    case "draft.info_requested": {
      const message = text(metadata, "message");
      return { subject, href, rest: `: more information asked for${message ? ` ("${clip(message)}")` : ""}` };
    }
    case "draft.converted":
      return { subject, href, rest: ` converted to a ${kind} account` };
    default:
      return null;
  }
}

function describeReview(record: ActivityRecord, subjects: ActivitySubjects): ActivitySentence | null {
  const verb = { "review.hidden": "hidden", "review.shown": "shown", "review.deleted": "deleted" }[record.action];
  if (!verb) return null;
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
}

function describeFlag(record: ActivityRecord, subjects: ActivitySubjects): ActivitySentence | null {
  const flag = subjects.flags.get(record.entityId ?? "");
  const name = flag?.flagName ?? text(record.after, "flagName") ?? text(record.before, "flagName") ?? "?";
  const subject = `Feature flag ${name}`;
  const href = flag ? "/admin/feature-flags" : null;
  if (record.action === "flag.created") return { subject, href, rest: ` created ${record.after?.enabled === true ? "on" : "off"}` };
  if (record.action === "flag.enabled") return { subject, href, rest: " turned on" };
  if (record.action === "flag.disabled") return { subject, href, rest: " turned off" };
  return null;
}

/** A unit's preferred and backup cleaners (docs/decisions/055): an admin's save, or a cleaner stepping down. */
function describeUnit(record: ActivityRecord, subjects: ActivitySubjects): ActivitySentence | null {
  const { before, after, metadata } = record;
  const clientId = text(before, "clientId") ?? text(after, "clientId");
  const client = clientId ? subjects.clients.get(clientId) : undefined;
  const subject = `Unit ${text(metadata, "unitLabel") ?? "(deleted)"}${client ? ` of ${client.name}` : ""}`;
  const href = client ? search("/admin/clients", { search: client.email }) : null;
  if (record.action === "unit.cleaners.step_down") {
    const cleanerId = text(metadata, "cleanerId");
    const cleaner = (cleanerId && subjects.cleaners.get(cleanerId)?.name) ?? "A cleaner";
    return { subject, href, rest: `: ${cleaner} stepped down from its cleaners` };
  }
  if (record.action !== "unit.cleaners.update") return null;
  const names = (metadata.names ?? {}) as Record<string, unknown>;
  const list = (from: Snapshot, key: string) => {
    const ids = Array.isArray(from?.[key]) ? (from[key] as unknown[]) : [];
    return ids.map((id) => (typeof names[String(id)] === "string" ? String(names[String(id)]) : "a cleaner")).join(", ") || "none";
  };
  return {
    subject,
    href,
    rest: `: cleaners set to preferred ${list(after, "preferred")}; backups ${list(after, "backups")} (was preferred ${list(before, "preferred")}; backups ${list(before, "backups")})`,
  };
}

function describeSystem(record: ActivityRecord): ActivitySentence | null {
  if (record.action === "deploy") {
    const sha = text(record.metadata, "commit_sha");
    return { subject: `Build ${sha ? sha.slice(0, 7) : "?"}`, href: null, rest: " deployed" };
  }
  if (record.action === "cache_purge") {
    const cleared = Array.isArray(record.metadata.cleared) ? record.metadata.cleared.map(String) : [];
    return { subject: "Site cache", href: null, rest: ` cleared (${cleared.join(", ") || "nothing cached"})` };
  }
  return null;
}

/** The sentence for one audit row; a kind this module does not know shows the row's stored summary. */
export function describeActivity(record: ActivityRecord, subjects: ActivitySubjects, timeZone: string): ActivitySentence {
  const described = (() => {
    switch (record.entityType) {
      case "job":
        return describeJob(record, subjects, timeZone);
      case "subscription":
        return describeSubscription(record, subjects, timeZone);
      case "client":
      case "cleaner":
        return describePerson(record, subjects);
      case "lead":
      case "cleaner_draft":
      case "client_draft":
        return describeLeadOrDraft(record, subjects);
      case "review":
        return describeReview(record, subjects);
      case "feature_flag":
        return describeFlag(record, subjects);
      case "unit":
        return describeUnit(record, subjects);
      case "system":
        return describeSystem(record);
      default:
        return null;
    }
  })();
  return described ?? { subject: record.summary ?? record.action, rest: "", href: null };
}
