// Every action the audit log knows (domain/audit/audit-actions.ts), written as its writer writes it
// and stored as recordAudit stores it, reads in the activity list as its own sentence, built from
// the row's payload: none falls back to the stored summary but an export, whose summary is its
// sentence (docs/decisions/063). SAMPLES is typed by the list, so a new action needs its sample here.
import { describe, expect, it } from "vitest";
import type { AuditAction } from "../../domain/audit/audit-actions";
import { auditRow, type AuditEntry } from "../../domain/audit/audit";
import { CLEANER, CLIENT, DRAFT, FLAG, JOB, LEAD, REVIEW, SUB, subjects, ZONE } from "./activity-fixtures";
import { describeActivity } from "./activity-sentence";

const GONE_JOB = "0b8c7d2e-1f3a-4b5c-9d8e-0000deadbeef";
const JAMIE = "99999999-9999-4999-8999-999999999999";
const GONE_REVIEW = "44444444-4444-4444-8444-00000000dead";
const UNIT = "88888888-8888-4888-8888-888888888888";

const admin = { actorId: "admin-user", summary: "stored summary" };
const plan = {
  clientId: CLIENT,
  plan: "Bi-Weekly",
  status: "Active",
  active: true,
  includedCleans: 2,
  usedCleans: 1,
  monthlyPriceCents: 28_000,
  extraCleanFeeCents: 14_000,
  currentPeriodStart: "2026-11-01T04:00:00.000Z",
  currentPeriodEnd: "2026-12-01T05:00:00.000Z",
  cancelAtPeriodEnd: false,
} as const;
const rating = { cleanerRatingAvg: 4.5, cleanerRatingCount: 2 };
const flag = { flagName: "beta_reports", description: null, enabled: false };
const status = <S extends string>(before: S, after: S, reason: string) => ({
  before: { status: before },
  after: { status: after },
  metadata: { reason },
});

/** The job as job.deleted keeps it: the whole row, times as ISO text. */
const deletedJob = {
  jobId: GONE_JOB,
  clientId: CLIENT,
  unitId: null,
  subscriptionId: null,
  type: "Deep Clean",
  address: "12 Beacon St, Boston, MA",
  city: "Boston",
  requestedStart: "2026-12-10T15:00:00.000Z",
  scheduledStart: "2026-12-10T15:00:00.000Z",
  scheduledEnd: "2026-12-10T18:00:00.000Z",
  timeZone: "America/New_York",
  readyBy: null,
  durationHours: "3.0",
  sqFt: 900,
  bedrooms: 2,
  bathrooms: "1.0",
  specialInstructions: null,
  isExtraClean: false,
  planUsage: "none",
  basePriceCents: 18_000,
  clientPriceCents: 18_000,
  cleanerPayoutCents: 9_900,
  claimWindowEnds: "2026-12-09T15:00:00.000Z",
  status: "Posted",
  completedAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  calendarId: null,
  calendarEventKey: null,
  calendarLabel: null,
  sameDayTurnover: false,
  calendarOverridden: false,
  dispatchState: null,
  offeredTo: null,
  dispatchNote: null,
} as const;

/** Each action as its writer writes it, and the sentence the activity list makes of it. */
const SAMPLES: { [A in AuditAction]: { entry: AuditEntry & { action: A }; says: string } } = {
  "job.status_changed": {
    entry: {
      ...admin,
      action: "job.status_changed",
      entityType: "job",
      entityId: JOB,
      payload: {
        before: { status: "Posted", cleanerId: null, assignmentStatus: null, planUsage: "included" },
        after: { status: "Assigned", cleanerId: CLEANER, assignmentStatus: "Assigned", planUsage: "included" },
        metadata: { cleanerName: "Sam Rivera", reason: "client asked by phone", emailed: ["job-claimed"] },
      },
    },
    says: "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) set to Assigned with Sam Rivera (was Posted): client asked by phone",
  },
  "job.application_approved": {
    entry: {
      ...admin,
      action: "job.application_approved",
      entityType: "job",
      entityId: JOB,
      payload: {
        before: { status: "Posted", cleanerId: null, pendingApplicationIds: ["a1", "a2", "a3"] },
        after: { status: "Assigned", cleanerId: CLEANER, approvedApplicationId: "a1", declinedApplicationIds: ["a2", "a3"] },
        metadata: { applicationId: "a1" },
      },
    },
    says: "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) given to Sam Rivera (application approved, 2 declined)",
  },
  "job.deleted": {
    entry: {
      ...admin,
      action: "job.deleted",
      entityType: "job",
      entityId: GONE_JOB,
      payload: {
        before: deletedJob,
        after: null,
        metadata: { planCleanReturned: false, pendingPayoutWithdrawnCents: 0, reviewRemoved: false, photos: 0 },
      },
    },
    says: "Job #0000deadbeef (Jordan Blake, Deep Clean, Dec 10) deleted (was Posted)",
  },
  "job.reposted": {
    entry: {
      ...admin,
      action: "job.reposted",
      entityType: "job",
      entityId: JOB,
      payload: { before: { claimWindowEnds: "2026-12-07T15:00:00.000Z" }, after: { claimWindowEnds: "2026-12-08T15:00:00.000Z" } },
    },
    says: "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) re-posted for claims",
  },
  "job.booked": {
    entry: {
      ...admin,
      actorId: null,
      action: "job.booked",
      entityType: "job",
      entityId: JOB,
      payload: {
        after: { status: "Posted", scheduledStart: "2026-12-08T15:00:00.000Z" },
        metadata: { by: "calendar", clientId: CLIENT, calendarLabel: "Airbnb" },
      },
    },
    says: "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) booked from Airbnb calendar",
  },
  "job.transitioned": {
    entry: {
      ...admin,
      actorId: null,
      action: "job.transitioned",
      entityType: "job",
      entityId: JOB,
      payload: {
        before: { status: "Posted", cleanerId: null },
        after: { status: "Canceled", cleanerId: null },
        metadata: { by: "client", actorRecordId: CLIENT, reason: null },
      },
    },
    says: "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) set to Canceled by its client (was Posted)",
  },
  "job.rescheduled": {
    entry: {
      ...admin,
      actorId: null,
      action: "job.rescheduled",
      entityType: "job",
      entityId: JOB,
      payload: {
        before: { scheduledStart: "2026-12-16T17:00:00.000Z", scheduledEnd: "2026-12-16T20:00:00.000Z" },
        after: { scheduledStart: "2026-12-17T17:00:00.000Z", scheduledEnd: "2026-12-17T20:00:00.000Z" },
        metadata: { cause: "calendar", calendarLabel: "Airbnb" },
      },
    },
    says: "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) moved by its calendar from Dec 16 to Dec 17",
  },
  "subscription.created": {
    entry: {
      ...admin,
      action: "subscription.created",
      entityType: "subscription",
      entityId: SUB,
      payload: { before: null, after: { ...plan, plan: "Weekly" }, metadata: { planId: "plan-weekly", charged: false } },
    },
    says: "Subscription of Jordan Blake created: Weekly plan, no charge for the first period",
  },
  "subscription.updated": {
    entry: {
      ...admin,
      action: "subscription.updated",
      entityType: "subscription",
      entityId: SUB,
      payload: {
        before: { ...plan, status: "Paused" },
        after: {
          ...plan,
          includedCleans: 4,
          currentPeriodStart: "2026-12-01T05:00:00.000Z",
          currentPeriodEnd: "2027-01-01T05:00:00.000Z",
        },
        metadata: { periodRestarted: true, charged: false },
      },
    },
    says: "Subscription of Jordan Blake updated: status Paused → Active, included cleans 2 → 4, period end Dec 01 → Jan 01, a new period started (no charge)",
  },
  "subscription.deleted": {
    entry: {
      ...admin,
      action: "subscription.deleted",
      entityType: "subscription",
      entityId: SUB,
      payload: { before: { ...plan, plan: "Monthly" }, after: null },
    },
    says: "Subscription of Jordan Blake deleted (Monthly plan)",
  },
  "client.deactivated": {
    entry: {
      ...admin,
      action: "client.deactivated",
      entityType: "client",
      entityId: CLIENT,
      payload: status("Active", "Inactive", "moved away"),
    },
    says: "Client Jordan Blake deactivated (was Active): moved away",
  },
  "client.activated": {
    entry: {
      ...admin,
      action: "client.activated",
      entityType: "client",
      entityId: CLIENT,
      payload: status("Inactive", "Active", "back in town"),
    },
    says: "Client Jordan Blake activated (was Inactive): back in town",
  },
  "cleaner.approved": {
    entry: {
      ...admin,
      action: "cleaner.approved",
      entityType: "cleaner",
      entityId: CLEANER,
      payload: status("Pending", "Active", "checks passed"),
    },
    says: "Cleaner Sam Rivera approved (was Pending): checks passed",
  },
  "cleaner.deactivated": {
    entry: {
      ...admin,
      action: "cleaner.deactivated",
      entityType: "cleaner",
      entityId: CLEANER,
      payload: status("Active", "Inactive", "two no-shows"),
    },
    says: "Cleaner Sam Rivera deactivated (was Active): two no-shows",
  },
  "cleaner.reactivated": {
    entry: {
      ...admin,
      action: "cleaner.reactivated",
      entityType: "cleaner",
      entityId: CLEANER,
      payload: status("Inactive", "Active", "talked it through"),
    },
    says: "Cleaner Sam Rivera reactivated (was Inactive): talked it through",
  },
  "payouts.marked_paid": {
    entry: {
      ...admin,
      action: "payouts.marked_paid",
      entityType: "cleaner",
      entityId: CLEANER,
      payload: {
        before: { status: "pending", payoutIds: ["p1", "p2", "p3"] },
        after: { status: "paid", paidAt: "2026-12-02T15:00:00.000Z", payoutIds: ["p1", "p2", "p3"] },
        metadata: { period: "2026-11", timeZone: ZONE, count: 3, totalCents: 24_000 },
      },
    },
    says: "Payouts of Sam Rivera for November 2026 marked paid: 3 payouts, $240.00",
  },
  "export.downloaded": {
    entry: {
      ...admin,
      action: "export.downloaded",
      entityType: "export",
      entityId: "payouts",
      summary: "Payouts CSV downloaded (12 rows)",
      payload: { metadata: { export: "payouts", filters: { month: "2026-11" }, rows: 12 } },
    },
    says: "Payouts CSV downloaded (12 rows)",
  },
  "lead.application_started": {
    entry: {
      ...admin,
      action: "lead.application_started",
      entityType: "lead",
      entityId: LEAD,
      payload: { before: { status: "contacted" }, after: { status: "in_progress", draftId: DRAFT, draftKind: "cleaner" } },
    },
    says: "Lead Pat Doe: cleaner application started",
  },
  "lead.status_changed": {
    entry: {
      ...admin,
      action: "lead.status_changed",
      entityType: "lead",
      entityId: LEAD,
      payload: { before: { status: "new" }, after: { status: "contacted" } },
    },
    says: "Lead Pat Doe set to Contacted (was New)",
  },
  "draft.status_changed": {
    entry: {
      ...admin,
      action: "draft.status_changed",
      entityType: "cleaner_draft",
      entityId: DRAFT,
      payload: { before: { status: "verified" }, after: { status: "approved" } },
    },
    says: "Cleaner draft of Pat Doe set to Approved (was Verified)",
  },
  "draft.background_check_changed": {
    entry: {
      ...admin,
      action: "draft.background_check_changed",
      entityType: "cleaner_draft",
      entityId: DRAFT,
      payload: { before: { backgroundCheckStatus: "pending" }, after: { backgroundCheckStatus: "verified" } },
    },
    says: "Cleaner draft of Pat Doe: background check set to Verified (was Pending)",
  },
  "draft.info_requested": {
    entry: {
      ...admin,
      action: "draft.info_requested",
      entityType: "client_draft",
      entityId: DRAFT,
      payload: {
        before: { status: "draft", infoRequestedAt: null },
        after: { status: "info_requested", infoRequestedAt: "2026-12-02T15:00:00.000Z" },
        metadata: { message: "Which days suit you?", to: "pat@example.com" },
      },
    },
    says: 'Client draft of Pat Doe: more information asked for ("Which days suit you?")',
  },
  "draft.converted": {
    entry: {
      ...admin,
      action: "draft.converted",
      entityType: "client_draft",
      entityId: DRAFT,
      payload: {
        before: { status: "approved", convertedUserId: null },
        after: { status: "converted", convertedUserId: "user-pat", role: "client", recordId: CLIENT, recordStatus: "Active" },
        metadata: { email: "pat@example.com", setPasswordLinkExpiresAt: "2026-12-09T15:00:00.000Z" },
      },
    },
    says: "Client draft of Pat Doe converted to a client account",
  },
  "review.hidden": {
    entry: {
      ...admin,
      action: "review.hidden",
      entityType: "review",
      entityId: REVIEW,
      payload: {
        before: { isVisible: true, cleanerRatingAvg: 3.33, cleanerRatingCount: 3 },
        after: { isVisible: false, ...rating },
        metadata: { cleanerId: CLEANER, rating: 2 },
      },
    },
    says: "Review of Sam Rivera by Jordan Blake (2 stars) hidden",
  },
  "review.shown": {
    entry: {
      ...admin,
      action: "review.shown",
      entityType: "review",
      entityId: REVIEW,
      payload: {
        before: { isVisible: false, ...rating },
        after: { isVisible: true, cleanerRatingAvg: 3.33, cleanerRatingCount: 3 },
        metadata: { cleanerId: CLEANER, rating: 2 },
      },
    },
    says: "Review of Sam Rivera by Jordan Blake (2 stars) shown",
  },
  "review.deleted": {
    entry: {
      ...admin,
      action: "review.deleted",
      entityType: "review",
      entityId: GONE_REVIEW,
      payload: {
        before: {
          jobId: JOB,
          cleanerId: CLEANER,
          clientId: CLIENT,
          rating: 1,
          comment: "Never came",
          isVisible: true,
          createdAt: "2026-12-02T15:00:00.000Z",
          ...rating,
        },
        after: { cleanerRatingAvg: 5, cleanerRatingCount: 1 },
      },
    },
    says: "Review of Sam Rivera by Jordan Blake (1 star) deleted",
  },
  "flag.created": {
    entry: {
      ...admin,
      action: "flag.created",
      entityType: "feature_flag",
      entityId: FLAG,
      payload: { before: null, after: { ...flag, enabled: true } },
    },
    says: "Feature flag beta_reports created on",
  },
  "flag.enabled": {
    entry: {
      ...admin,
      action: "flag.enabled",
      entityType: "feature_flag",
      entityId: FLAG,
      payload: { before: flag, after: { ...flag, enabled: true } },
    },
    says: "Feature flag beta_reports turned on",
  },
  "flag.disabled": {
    entry: {
      ...admin,
      action: "flag.disabled",
      entityType: "feature_flag",
      entityId: FLAG,
      payload: { before: { ...flag, enabled: true }, after: flag },
    },
    says: "Feature flag beta_reports turned off",
  },
  "unit.cleaners.update": {
    entry: {
      ...admin,
      action: "unit.cleaners.update",
      entityType: "unit",
      entityId: UNIT,
      payload: {
        before: { clientId: CLIENT, preferred: [CLEANER], backups: [] },
        after: { clientId: CLIENT, preferred: [JAMIE], backups: [CLEANER] },
        metadata: { unitLabel: "Beacon Hill Loft", names: { [CLEANER]: "Sam Rivera", [JAMIE]: "Jamie Lee" } },
      },
    },
    says: "Unit Beacon Hill Loft of Jordan Blake: cleaners set to preferred Jamie Lee; backups Sam Rivera (was preferred Sam Rivera; backups none)",
  },
  "unit.cleaners.step_down": {
    entry: {
      ...admin,
      action: "unit.cleaners.step_down",
      entityType: "unit",
      entityId: UNIT,
      payload: {
        before: { clientId: CLIENT, role: "backup", position: 0, addedBy: "client" },
        after: null,
        metadata: { cleanerId: CLEANER, unitLabel: "Beacon Hill Loft" },
      },
    },
    says: "Unit Beacon Hill Loft of Jordan Blake: Sam Rivera stepped down from its cleaners",
  },
  deploy: {
    entry: {
      actorId: null,
      summary: "stored summary",
      action: "deploy",
      entityType: "system",
      entityId: "deployment",
      payload: { metadata: { commit_sha: "abc1234def" } },
    },
    says: "Build abc1234 deployed",
  },
  cache_purge: {
    entry: {
      ...admin,
      action: "cache_purge",
      entityType: "system",
      entityId: "site_cache",
      payload: { metadata: { cleared: ["health report", "built pages"] } },
    },
    says: "Site cache cleared (health report, built pages)",
  },
};

describe("every audit action has its sentence (docs/decisions/063)", () => {
  it.each(Object.values(SAMPLES))("$entry.action reads from its payload as stored", ({ entry, says }) => {
    const sentence = describeActivity(auditRow(entry), subjects(), ZONE);
    expect(sentence.subject + sentence.rest).toBe(says);
  });

  it("no sentence but an export's is the stored summary", () => {
    const fallbacks = Object.values(SAMPLES)
      .filter(({ entry }) => describeActivity(auditRow(entry), subjects(), ZONE).subject === entry.summary)
      .map(({ entry }) => entry.action);
    expect(fallbacks).toEqual(["export.downloaded"]);
  });
});
