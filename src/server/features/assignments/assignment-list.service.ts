// spec 2 My Assignments: the signed-in cleaner's assignments by tab, one bounded joined query,
// and the three tab counts in one more.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AssignmentStatus, JobStatus } from "../../../shared/domain/job-status";
import type { AssignmentTab } from "../../../shared/schemas/assignments";
import type { Database } from "../../db/client";
import { jobAssignments, jobCheckpoints, jobs, reviews } from "../../db/schema/jobs";
import { clients, clientUnits, profiles } from "../../db/schema/people";

export const ASSIGNMENTS_PAGE_SIZE = 50;
const ACTIVE = ["Assigned", "In Progress"] as const;

const photoCount = (type: "photo_before" | "photo_after") =>
  sql<number>`(SELECT count(*)::int FROM ${jobCheckpoints} WHERE ${jobCheckpoints.jobId} = ${jobs.jobId} AND ${jobCheckpoints.type} = ${type})`;

const TABS: Record<AssignmentTab, { where: SQL | undefined; orderBy: SQL[] }> = {
  // What comes next first; the newest completion first; All keeps the spec's newest claim first.
  active: { where: inArray(jobAssignments.status, [...ACTIVE]), orderBy: [asc(jobs.scheduledStart), asc(jobs.jobId)] },
  completed: {
    where: eq(jobAssignments.status, "Completed"),
    orderBy: [sql`${jobAssignments.completedAt} DESC NULLS LAST`, desc(jobs.jobId)],
  },
  all: { where: undefined, orderBy: [desc(jobAssignments.assignedAt), desc(jobs.jobId)] },
};

function selectAssignmentRows(db: Database) {
  return (
    db
      .select({
        jobId: jobs.jobId,
        status: jobAssignments.status,
        jobStatus: jobs.status,
        type: jobs.type,
        address: jobs.address,
        scheduledStart: jobs.scheduledStart,
        scheduledEnd: jobs.scheduledEnd,
        durationHours: jobs.durationHours,
        bedrooms: jobs.bedrooms,
        bathrooms: jobs.bathrooms,
        sqFt: jobs.sqFt,
        specialInstructions: jobs.specialInstructions,
        // docs/decisions/026: the unit's notes (access, parking, pets) as the client keeps them now.
        unitNotes: clientUnits.notes,
        payoutCents: jobs.cleanerPayoutCents,
        assignedAt: jobAssignments.assignedAt,
        startedAt: jobAssignments.startedAt,
        completedAt: jobAssignments.completedAt,
        clientName: clients.name,
        clientEmail: clients.email,
        // spec 6: cleaners see the client's phone: the client record's, else their profile's.
        clientPhone: sql<string | null>`COALESCE(NULLIF(btrim(${clients.phone}), ''), NULLIF(btrim(${profiles.phone}), ''))`,
        reviewRating: reviews.rating,
        reviewComment: reviews.comment,
        reviewedAt: reviews.createdAt,
        beforePhotos: photoCount("photo_before"),
        afterPhotos: photoCount("photo_after"),
      })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
      .innerJoin(clients, eq(clients.clientId, jobs.clientId))
      .leftJoin(profiles, eq(profiles.userId, clients.userId))
      .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
      // A review an admin hid is not the cleaner's to see (docs/decisions/046).
      .leftJoin(reviews, and(eq(reviews.jobId, jobs.jobId), eq(reviews.isVisible, true)))
  );
}

type AssignmentRow = Awaited<ReturnType<typeof selectAssignmentRows>>[number];

export interface AssignmentView {
  jobId: string;
  /** The assignment's status: what the tabs and the buttons go by (it moves with the job's). */
  status: AssignmentStatus;
  /** The job's own status: differs only when an admin changed the job (e.g. Canceled). */
  jobStatus: JobStatus;
  type: string;
  address: string;
  scheduledStart: string;
  scheduledEnd: string;
  durationHours: number;
  bedrooms: number | null;
  bathrooms: number | null;
  sqFt: number | null;
  specialInstructions: string | null;
  /** The unit's notes ("Access instructions, parking, pets…"), for the cleaner doing the job. */
  unitNotes: string | null;
  payoutCents: number;
  assignedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  client: { name: string; email: string; phone: string | null };
  review: { rating: number; comment: string | null; createdAt: string } | null;
  photos: { before: number; after: number };
}

function toAssignmentView(row: AssignmentRow): AssignmentView {
  return {
    jobId: row.jobId,
    status: row.status,
    jobStatus: row.jobStatus,
    type: row.type,
    address: row.address,
    scheduledStart: row.scheduledStart.toISOString(),
    scheduledEnd: row.scheduledEnd.toISOString(),
    durationHours: Number(row.durationHours),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    sqFt: row.sqFt,
    specialInstructions: row.specialInstructions,
    unitNotes: row.unitNotes?.trim() || null,
    payoutCents: row.payoutCents,
    assignedAt: row.assignedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    client: { name: row.clientName, email: row.clientEmail, phone: row.clientPhone },
    review:
      row.reviewRating === null || row.reviewedAt === null
        ? null
        : { rating: row.reviewRating, comment: row.reviewComment, createdAt: row.reviewedAt.toISOString() },
    photos: { before: row.beforePhotos, after: row.afterPhotos },
  };
}

/** One page of a tab (ordered as TABS says), with the counts of every tab. */
export async function listAssignments({ db, cleanerId, tab, page }: { db: Database; cleanerId: string; tab: AssignmentTab; page: number }) {
  const { where, orderBy } = TABS[tab];
  const [rows, [counts]] = await Promise.all([
    selectAssignmentRows(db)
      .where(and(eq(jobAssignments.cleanerId, cleanerId), where))
      .orderBy(...orderBy)
      .limit(ASSIGNMENTS_PAGE_SIZE + 1)
      .offset((page - 1) * ASSIGNMENTS_PAGE_SIZE),
    db
      .select({
        active: sql<number>`(count(*) FILTER (WHERE ${inArray(jobAssignments.status, [...ACTIVE])}))::int`,
        completed: sql<number>`(count(*) FILTER (WHERE ${eq(jobAssignments.status, "Completed")}))::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(jobAssignments)
      .where(eq(jobAssignments.cleanerId, cleanerId)),
  ]);
  return {
    assignments: rows.slice(0, ASSIGNMENTS_PAGE_SIZE).map(toAssignmentView),
    counts: counts ?? { active: 0, completed: 0, all: 0 },
    page,
    hasMore: rows.length > ASSIGNMENTS_PAGE_SIZE,
  };
}
