// docs/decisions/063: every action the audit log holds, each with the entity it names and what
// its row keeps in `before`, `after` and `metadata`. One list: recordAudit (audit.ts) accepts
// only these, each with its own payload, and the activity log (Settings, spec 2) must have a
// sentence for each (features/admin-settings/activity-sentence.ts), so an action cannot be
// written without the words that show it. The column stays text and the parts stay jsonb: rows
// written before a change keep reading (the activity log's fallback is the row's summary).
import type { ClientStatus } from "../../../shared/domain/admin-people";
import type { BackgroundCheckStatus, DraftKind, LeadRole } from "../../../shared/domain/applications";
import type { UnitCleanerRole } from "../../../shared/domain/dispatch";
import type { AssignmentStatus, JobStatus } from "../../../shared/domain/job-status";
import type { CleanerStatus, DraftStatus, LeadStatus, PlanUsage, SubscriptionStatus } from "../../../shared/domain/statuses";
import type { jobs } from "../../db/schema/jobs";
import type { SettledApplications } from "../jobs/applications";
import type { JobActor } from "../jobs/transitions";

/** A row as JSON keeps it: its times as ISO strings. */
type Stored<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The status and cleaner every admin move of a job keeps, before and after (domain/jobs/lifecycle.ts). */
export interface JobMoveSide {
  status: JobStatus;
  cleanerId: string | null;
}
/** The sides every job move's row starts from; the admin's action adds its own (domain/jobs/lifecycle.ts). */
export interface JobMoveSides {
  before: JobMoveSide;
  after: JobMoveSide;
}
type JobMovePayload<Before, After> = { before: JobMoveSide & Before; after: JobMoveSide & After };

/** A plan as its audit rows keep it (domain/subscriptions/audit-snapshot.ts). */
export interface SubscriptionSnapshot {
  clientId: string;
  plan: string;
  status: SubscriptionStatus;
  active: boolean;
  includedCleans: number;
  usedCleans: number;
  monthlyPriceCents: number;
  extraCleanFeeCents: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

/** The cleaner's rating around a review's change (docs/decisions/046). */
interface CleanerRating {
  cleanerRatingAvg: number | null;
  cleanerRatingCount: number;
}

export interface FeatureFlagView {
  flagName: string;
  description: string | null;
  enabled: boolean;
}

/** A unit's two lists of cleaners, by id, in order (docs/decisions/055). */
interface UnitCleanerLists {
  clientId: string;
  preferred: string[];
  backups: string[];
}

type StatusChange<Status> = { before: { status: Status }; after: { status: Status }; metadata: { reason: string } };
type DraftEntity = `${DraftKind}_draft`;

/** What an admin's status change of a job keeps besides its status and cleaner (features/admin-jobs). */
export interface JobStatusChangeMetadata {
  cleanerName?: string;
  planCleanReturned?: boolean;
  payoutCents?: number | null;
  planClean?: "taken" | "released" | "none";
  applications?: SettledApplications;
  reason?: string;
  /** The kinds of email the change queued. */
  emailed?: string[];
}

/** Why the server itself moved a job (docs/decisions/066): its history says so in words. */
export const SYSTEM_MOVE_REASONS = ["reservation_removed", "cleaner_not_free"] as const;
export type SystemMoveReason = (typeof SYSTEM_MOVE_REASONS)[number];

/** What moved a job's time: its rental calendar, or its client's turnover settings (docs/decisions/066). */
export type RescheduleCause = "calendar" | "settings";

/**
 * Each action: the entity type its row names and its payload. A part the action does not list
 * is not written (stored as null, or `{}` for metadata).
 */
export interface AuditActions {
  "job.status_changed": {
    entityType: "job";
    payload: JobMovePayload<
      { assignmentStatus: AssignmentStatus | null; planUsage: PlanUsage },
      { assignmentStatus: AssignmentStatus | null; planUsage: PlanUsage }
    > & { metadata: JobStatusChangeMetadata };
  };
  "job.application_approved": {
    entityType: "job";
    payload: JobMovePayload<{ pendingApplicationIds: string[] }, { approvedApplicationId: string; declinedApplicationIds: string[] }> & {
      metadata: { applicationId: string };
    };
  };
  /** docs/decisions/066: a job's birth (postJob), by its client or from one of their rental calendars. */
  "job.booked": {
    entityType: "job";
    payload: {
      after: { status: "Posted"; scheduledStart: string };
      metadata: { by: "client" | "calendar"; clientId: string; calendarLabel: string | null };
    };
  };
  /**
   * docs/decisions/066: every move of a job's status by its client, a cleaner or the server
   * (an admin's leaves job.status_changed): who (their client or cleaner id) and why.
   */
  "job.transitioned": {
    entityType: "job";
    payload: JobMovePayload<object, object> & {
      metadata: { by: Exclude<JobActor, "admin">; actorRecordId: string | null; reason: SystemMoveReason | null };
    };
  };
  /** docs/decisions/066: a job moved in time by its calendar or a change of its turnover settings (rescheduleJob). */
  "job.rescheduled": {
    entityType: "job";
    payload: {
      before: { scheduledStart: string; scheduledEnd: string };
      after: { scheduledStart: string; scheduledEnd: string };
      metadata: { cause: RescheduleCause; calendarLabel: string | null };
    };
  };
  "job.deleted": {
    entityType: "job";
    payload: {
      /** The whole job, so the log still names it once it is gone. */
      before: Stored<typeof jobs.$inferSelect>;
      after: null;
      metadata: { planCleanReturned: boolean; pendingPayoutWithdrawnCents: number; reviewRemoved: boolean; photos: number };
    };
  };
  "job.reposted": {
    entityType: "job";
    payload: { before: { claimWindowEnds: string | null }; after: { claimWindowEnds: string | null } };
  };
  "subscription.created": {
    entityType: "subscription";
    payload: { before: null; after: SubscriptionSnapshot; metadata: { planId: string; charged: false } };
  };
  "subscription.updated": {
    entityType: "subscription";
    payload: {
      before: SubscriptionSnapshot;
      after: SubscriptionSnapshot;
      /** A plan put back to work starts a new period, uncharged (docs/decisions/045); no metadata otherwise. */
      metadata?: { periodRestarted?: true; charged?: false };
    };
  };
  "subscription.deleted": {
    entityType: "subscription";
    payload: { before: SubscriptionSnapshot; after: null };
  };
  "client.deactivated": { entityType: "client"; payload: StatusChange<ClientStatus> };
  "client.activated": { entityType: "client"; payload: StatusChange<ClientStatus> };
  "cleaner.approved": { entityType: "cleaner"; payload: StatusChange<CleanerStatus> };
  "cleaner.deactivated": { entityType: "cleaner"; payload: StatusChange<CleanerStatus> };
  "cleaner.reactivated": { entityType: "cleaner"; payload: StatusChange<CleanerStatus> };
  "payouts.marked_paid": {
    entityType: "cleaner";
    payload: {
      before: { status: "pending"; payoutIds: string[] };
      after: { status: "paid"; paidAt: string; payoutIds: string[] };
      /** `period` is the month, YYYY-MM, in `timeZone`. */
      metadata: { period: string; timeZone: string; count: number; totalCents: number };
    };
  };
  "export.downloaded": {
    entityType: "export";
    payload: { metadata: { export: string; filters: Record<string, unknown>; rows: number } };
  };
  "lead.application_started": {
    entityType: "lead";
    payload: { before: { status: LeadStatus }; after: { status: "in_progress"; draftId: string; draftKind: LeadRole } };
  };
  "lead.status_changed": {
    entityType: "lead";
    payload: { before: { status: LeadStatus }; after: { status: LeadStatus } };
  };
  "draft.status_changed": {
    entityType: DraftEntity;
    payload: { before: { status: DraftStatus }; after: { status: DraftStatus } };
  };
  "draft.background_check_changed": {
    entityType: "cleaner_draft";
    payload: { before: { backgroundCheckStatus: BackgroundCheckStatus }; after: { backgroundCheckStatus: BackgroundCheckStatus } };
  };
  "draft.info_requested": {
    entityType: DraftEntity;
    payload: {
      before: { status: DraftStatus; infoRequestedAt: string | null };
      after: { status: DraftStatus; infoRequestedAt: string | null };
      /** What the admin wrote, as the applicant was emailed it. */
      metadata: { message: string; to: string };
    };
  };
  "draft.converted": {
    entityType: DraftEntity;
    payload: {
      before: { status: DraftStatus; convertedUserId: null };
      after: { status: "converted"; convertedUserId: string; role: DraftKind; recordId: string; recordStatus: string };
      metadata: { email: string; setPasswordLinkExpiresAt: string };
    };
  };
  "review.hidden": {
    entityType: "review";
    payload: {
      before: { isVisible: boolean } & CleanerRating;
      after: { isVisible: boolean } & CleanerRating;
      metadata: { cleanerId: string; rating: number };
    };
  };
  "review.shown": AuditActions["review.hidden"];
  "review.deleted": {
    entityType: "review";
    payload: {
      /** The whole review, so the log still names it once it is gone. */
      before: {
        jobId: string;
        cleanerId: string;
        clientId: string;
        rating: number;
        comment: string | null;
        isVisible: boolean;
        createdAt: string;
      } & CleanerRating;
      after: CleanerRating;
    };
  };
  "flag.created": { entityType: "feature_flag"; payload: { before?: null; after: FeatureFlagView } };
  "flag.enabled": { entityType: "feature_flag"; payload: { before: FeatureFlagView; after: FeatureFlagView } };
  "flag.disabled": AuditActions["flag.enabled"];
  "unit.cleaners.update": {
    entityType: "unit";
    payload: {
      before: UnitCleanerLists;
      after: UnitCleanerLists;
      /** The names as they were, so the log reads them after a cleaner is deleted. */
      metadata: { unitLabel: string; names: Record<string, string> };
    };
  };
  "unit.cleaners.step_down": {
    entityType: "unit";
    payload: {
      before: { clientId: string; role: UnitCleanerRole; position: number; addedBy: string };
      after: null;
      metadata: { cleanerId: string; unitLabel: string };
    };
  };
  /** The server's own events (docs/decisions/048): no actor. */
  deploy: { entityType: "system"; payload: { metadata: { commit_sha: string } } };
  cache_purge: { entityType: "system"; payload: { metadata: { cleared: string[] } } };
}

export type AuditAction = keyof AuditActions;
export type AuditPayload<A extends AuditAction> = AuditActions[A]["payload"];

/** One action with its entity type and payload: a discriminated union on `action`. */
export type AuditEvent<A extends AuditAction = AuditAction> = {
  [K in A]: { action: K; entityType: AuditActions[K]["entityType"]; payload: AuditPayload<K> };
}[A];

/**
 * The rows a job's history keeps for moves nobody at Tidyline made (docs/decisions/066): the job's
 * history reads them; Settings' activity list, the admins' own log, leaves them out.
 */
export const JOB_HISTORY_ACTIONS = ["job.booked", "job.transitioned", "job.rescheduled"] as const satisfies readonly AuditAction[];

/** The actions of an admin's move of a job, whose rows domain/jobs/lifecycle.ts writes. */
export type JobMoveAction = "job.status_changed" | "job.application_approved";

/** An action with its payload, for a writer that names the entity itself (a job's move). */
export type AuditActionWithPayload<A extends AuditAction = AuditAction> = { [K in A]: { action: K; payload: AuditPayload<K> } }[A];
