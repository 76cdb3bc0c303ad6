// One test per kind of audit row: the sentence names the object, says what changed, and links to
// the object's admin screen (issue 18, docs/decisions/029).
import { describe, expect, it } from "vitest";
import { CLEANER, CLIENT, DRAFT, FLAG, JOB, LEAD, REVIEW, SUB, subjects, ZONE } from "./activity-fixtures";
import { describeActivity, emptySubjects, type ActivityRecord } from "./activity-sentence";

const row = (record: Partial<ActivityRecord> & Pick<ActivityRecord, "action" | "entityType" | "entityId">): ActivityRecord => ({
  summary: "stored summary",
  before: null,
  after: null,
  metadata: {},
  ...record,
});
const say = (record: ActivityRecord, known = subjects()) => {
  const sentence = describeActivity(record, known, ZONE);
  return { text: sentence.subject + sentence.rest, subject: sentence.subject, href: sentence.href };
};

describe("job rows", () => {
  it("job.status_changed: the job by id, client, type and day, the new and old status, and the admin's reason", () => {
    const said = say(
      row({
        action: "job.status_changed",
        entityType: "job",
        entityId: JOB,
        before: { status: "Posted" },
        after: { status: "Canceled" },
        metadata: { reason: "client asked by phone", planCleanReturned: true },
      }),
    );
    expect(said.text).toBe("Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) set to Canceled (was Posted): client asked by phone");
    expect(said.subject).toBe("Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08)");
    expect(said.href).toBe(`/admin/jobs?search=${JOB}`);
  });

  it("job.status_changed to Assigned names the cleaner", () => {
    const said = say(
      row({
        action: "job.status_changed",
        entityType: "job",
        entityId: JOB,
        before: { status: "Posted" },
        after: { status: "Assigned" },
        metadata: { cleanerName: "Sam Rivera" },
      }),
    );
    expect(said.text).toBe("Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) set to Assigned with Sam Rivera (was Posted)");
  });

  it("job.deleted: named from the row's before (the job is gone), with no link", () => {
    const known = subjects();
    known.jobs.delete(JOB);
    const said = say(
      row({
        action: "job.deleted",
        entityType: "job",
        entityId: JOB,
        before: { jobId: JOB, clientId: CLIENT, type: "Deep Clean", status: "Posted", scheduledStart: "2026-12-10T15:00:00.000Z" },
      }),
      known,
    );
    expect(said.text).toBe("Job #57276e4fe3c8 (Jordan Blake, Deep Clean, Dec 10) deleted (was Posted)");
    expect(said.href).toBeNull();
  });

  it("job.reposted", () => {
    expect(say(row({ action: "job.reposted", entityType: "job", entityId: JOB })).text).toBe(
      "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) re-posted for claims",
    );
  });

  it("job.application_approved names the chosen cleaner and how many were declined", () => {
    const said = say(
      row({
        action: "job.application_approved",
        entityType: "job",
        entityId: JOB,
        after: { status: "Assigned", cleanerId: CLEANER, declinedApplicationIds: ["a", "b"] },
      }),
    );
    expect(said.text).toBe(
      "Job #57276e4fe3c8 (Jordan Blake, Standard Clean, Dec 08) given to Sam Rivera (application approved, 2 declined)",
    );
  });
});

describe("subscription rows", () => {
  it("subscription.updated lists each field that changed, before → after", () => {
    const before = { clientId: CLIENT, plan: "Bi-Weekly", status: "Active", includedCleans: 2, usedCleans: 1, monthlyPriceCents: 28_000 };
    const said = say(
      row({ action: "subscription.updated", entityType: "subscription", entityId: SUB, before, after: { ...before, includedCleans: 3 } }),
    );
    expect(said.text).toBe("Subscription of Jordan Blake updated: included cleans 2 → 3");
    expect(said.href).toBe(`/admin/subscriptions?search=${SUB}`);
  });

  it("subscription.updated with a status change, a restarted period and a note", () => {
    const said = say(
      row({
        action: "subscription.updated",
        entityType: "subscription",
        entityId: SUB,
        before: { status: "Paused" },
        after: { status: "Active" },
        metadata: { periodRestarted: true, note: "back from travel" },
      }),
    );
    expect(said.text).toBe(
      "Subscription of Jordan Blake updated: status Paused → Active, a new period started (no charge) (back from travel)",
    );
  });

  it("subscription.created", () => {
    const said = say(
      row({
        action: "subscription.created",
        entityType: "subscription",
        entityId: SUB,
        after: { clientId: CLIENT, plan: "Weekly" },
        metadata: { charged: false },
      }),
    );
    expect(said.text).toBe("Subscription of Jordan Blake created: Weekly plan, no charge for the first period");
  });

  it("subscription.deleted: named from before, no link", () => {
    const known = subjects();
    known.subscriptions.delete(SUB);
    const said = say(
      row({ action: "subscription.deleted", entityType: "subscription", entityId: SUB, before: { clientId: CLIENT, plan: "Monthly" } }),
      known,
    );
    expect(said).toEqual({
      text: "Subscription of Jordan Blake deleted (Monthly plan)",
      subject: "Subscription of Jordan Blake",
      href: null,
    });
  });
});

describe("people and money rows", () => {
  it("client.deactivated with its reason, linking to the client found by email", () => {
    const said = say(
      row({
        action: "client.deactivated",
        entityType: "client",
        entityId: CLIENT,
        before: { status: "Active" },
        after: { status: "Inactive" },
        metadata: { reason: "moved away" },
      }),
    );
    expect(said.text).toBe("Client Jordan Blake deactivated (was Active): moved away");
    expect(said.href).toBe("/admin/clients?search=jordan%40example.com");
  });

  it("cleaner.approved", () => {
    const said = say(
      row({
        action: "cleaner.approved",
        entityType: "cleaner",
        entityId: CLEANER,
        before: { status: "Pending" },
        after: { status: "Active" },
        metadata: { reason: "checks passed" },
      }),
    );
    expect(said.text).toBe("Cleaner Sam Rivera approved (was Pending): checks passed");
    expect(said.href).toBe("/admin/cleaners?search=sam%40example.com");
  });

  it("payouts.marked_paid: the cleaner, the month, the count and the total", () => {
    const said = say(
      row({
        action: "payouts.marked_paid",
        entityType: "cleaner",
        entityId: CLEANER,
        metadata: { period: "2026-11", count: 3, totalCents: 24_000 },
      }),
    );
    expect(said.text).toBe("Payouts of Sam Rivera for November 2026 marked paid: 3 payouts, $240.00");
    expect(said.href).toBe("/admin/payouts?search=sam%40example.com&month=2026-11");
  });
});

describe("lead and draft rows", () => {
  it("lead.status_changed uses the statuses' labels", () => {
    const said = say(
      row({ action: "lead.status_changed", entityType: "lead", entityId: LEAD, before: { status: "new" }, after: { status: "contacted" } }),
    );
    expect(said.text).toBe("Lead Pat Doe set to Contacted (was New)");
    expect(said.href).toBe("/admin/leads?search=pat%40example.com");
  });

  it("lead.application_started", () => {
    expect(
      say(
        row({
          action: "lead.application_started",
          entityType: "lead",
          entityId: LEAD,
          after: { status: "in_progress", draftKind: "cleaner" },
        }),
      ).text,
    ).toBe("Lead Pat Doe: cleaner application started");
  });

  it("draft.status_changed links to the draft's dialog", () => {
    const said = say(
      row({
        action: "draft.status_changed",
        entityType: "cleaner_draft",
        entityId: DRAFT,
        before: { status: "verified" },
        after: { status: "approved" },
      }),
    );
    expect(said.text).toBe("Cleaner draft of Pat Doe set to Approved (was Verified)");
    expect(said.href).toBe(`/admin/cleaner-drafts?draft=${DRAFT}`);
  });

  it("draft.background_check_changed", () => {
    const said = say(
      row({
        action: "draft.background_check_changed",
        entityType: "cleaner_draft",
        entityId: DRAFT,
        before: { backgroundCheckStatus: "pending" },
        after: { backgroundCheckStatus: "verified" },
      }),
    );
    expect(said.text).toBe("Cleaner draft of Pat Doe: background check set to Verified (was Pending)");
  });

  it("draft.info_requested quotes the request", () => {
    const said = say(
      row({ action: "draft.info_requested", entityType: "client_draft", entityId: DRAFT, metadata: { message: "Which days suit you?" } }),
    );
    expect(said.text).toBe('Client draft of Pat Doe: more information asked for ("Which days suit you?")');
    expect(said.href).toBe(`/admin/client-drafts?draft=${DRAFT}`);
  });

  it("draft.converted", () => {
    expect(say(row({ action: "draft.converted", entityType: "cleaner_draft", entityId: DRAFT })).text).toBe(
      "Cleaner draft of Pat Doe converted to a cleaner account",
    );
  });
});

describe("review, flag and system rows", () => {
  it("review.hidden names the cleaner, the author and the stars", () => {
    const said = say(row({ action: "review.hidden", entityType: "review", entityId: REVIEW, metadata: { cleanerId: CLEANER, rating: 2 } }));
    expect(said.text).toBe("Review of Sam Rivera by Jordan Blake (2 stars) hidden");
    expect(said.href).toBe("/admin/reviews?search=Sam+Rivera&visibility=hidden");
  });

  it("review.shown", () => {
    expect(say(row({ action: "review.shown", entityType: "review", entityId: REVIEW })).href).toBe(
      "/admin/reviews?search=Sam+Rivera&visibility=visible",
    );
  });

  it("review.deleted: named from before, no link", () => {
    const known = subjects();
    known.reviews.delete(REVIEW);
    const said = say(
      row({
        action: "review.deleted",
        entityType: "review",
        entityId: REVIEW,
        before: { cleanerId: CLEANER, clientId: CLIENT, rating: 1 },
      }),
      known,
    );
    expect(said).toMatchObject({ text: "Review of Sam Rivera by Jordan Blake (1 star) deleted", href: null });
  });

  it("flag.created, flag.enabled and flag.disabled", () => {
    expect(
      say(row({ action: "flag.created", entityType: "feature_flag", entityId: FLAG, after: { flagName: "beta_reports", enabled: true } })),
    ).toEqual({
      text: "Feature flag beta_reports created on",
      subject: "Feature flag beta_reports",
      href: "/admin/feature-flags",
    });
    expect(say(row({ action: "flag.enabled", entityType: "feature_flag", entityId: FLAG })).text).toBe(
      "Feature flag beta_reports turned on",
    );
    expect(say(row({ action: "flag.disabled", entityType: "feature_flag", entityId: FLAG })).text).toBe(
      "Feature flag beta_reports turned off",
    );
  });

  it("deploy and cache_purge", () => {
    expect(
      say(row({ action: "deploy", entityType: "system", entityId: "deployment", metadata: { commit_sha: "e2etest1234567" } })),
    ).toEqual({ text: "Build e2etest deployed", subject: "Build e2etest", href: null });
    expect(
      say(row({ action: "cache_purge", entityType: "system", entityId: "site_cache", metadata: { cleared: ["health report", "pages"] } }))
        .text,
    ).toBe("Site cache cleared (health report, pages)");
  });

  it("a unit's cleaners (docs/decisions/055): an admin's save with both lists, before and after; a cleaner stepping down", () => {
    const UNIT = "88888888-8888-4888-8888-888888888888";
    const JAMIE = "99999999-9999-4999-8999-999999999999";
    const saved = say(
      row({
        action: "unit.cleaners.update",
        entityType: "unit",
        entityId: UNIT,
        before: { clientId: CLIENT, preferred: [CLEANER], backups: [] },
        after: { clientId: CLIENT, preferred: [JAMIE, CLEANER], backups: [] },
        metadata: { unitLabel: "Beacon Hill Loft", names: { [CLEANER]: "Sam Rivera", [JAMIE]: "Jamie Lee" } },
      }),
    );
    expect(saved).toEqual({
      text: "Unit Beacon Hill Loft of Jordan Blake: cleaners set to preferred Jamie Lee, Sam Rivera; backups none (was preferred Sam Rivera; backups none)",
      subject: "Unit Beacon Hill Loft of Jordan Blake",
      href: "/admin/clients?search=jordan%40example.com",
    });
    const steppedDown = row({
      action: "unit.cleaners.step_down",
      entityType: "unit",
      entityId: UNIT,
      before: { clientId: CLIENT, role: "preferred", position: 0 },
      metadata: { cleanerId: CLEANER, unitLabel: "Beacon Hill Loft" },
    });
    expect(say(steppedDown).text).toBe("Unit Beacon Hill Loft of Jordan Blake: Sam Rivera stepped down from its cleaners");
    // Both people deleted since: still a sentence, without a link.
    expect(say(steppedDown, emptySubjects())).toEqual({
      text: "Unit Beacon Hill Loft: A cleaner stepped down from its cleaners",
      subject: "Unit Beacon Hill Loft",
      href: null,
    });
  });

  it("a kind it does not know shows the stored summary", () => {
    expect(say(row({ action: "test.action", entityType: "test", entityId: "1", summary: "Change 1" }))).toEqual({
      text: "Change 1",
      subject: "Change 1",
      href: null,
    });
  });
});
