// spec 7: the client's job lists. Each is bounded and one joined query (history adds one for photos).
import { and, asc, desc, eq, gte, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { CHECKPOINT_TYPES } from "../../../shared/domain/statuses";
import { UPCOMING_JOB_STATUSES } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { jobAssignments, jobCheckpoints, jobs, reviews } from "../../db/schema/jobs";
import { clientDispatchColumns, clientDispatchView, clientDispatchWhy } from "../../domain/dispatch/dispatch-views";
import { clientJobJson, type ClientJobJson } from "../../domain/jobs/job-json";
import { listFailingCalendars } from "../../domain/rental-calendars/failing-feeds";
import { selectClientJob, type ClientJobRow } from "../../domain/jobs/job-json-select";
import type { DispatchView } from "../../../shared/domain/dispatch";
import { withFields } from "../../lib/with-fields";
import { movedFromColumn, movedFromJson } from "../../domain/jobs/moved-from";
import { canceledByColumn, canceledJson, type CanceledView } from "../../domain/jobs/canceled-by";

export const UPCOMING_LIMIT = 100;
export const HISTORY_LIMIT = 100;
/** spec 9: the client dashboard shows 3 recent items. */
export const DASHBOARD_RECENT = 3;
/**
 * The dashboard shows every open job (spec 4); this only bounds the query (docs/architecture.md section 6), far
 * above what a client keeps open at once.
 */
export const DASHBOARD_OPEN_LIMIT = 100;

/** Upcoming cards also say "Moved from Dec 16" for a week after a move (docs/decisions/066). */
const upcomingColumns = { ...clientDispatchColumns, movedFrom: movedFromColumn };

const upcomingJobs = preparedOnce((db) =>
  selectClientJob(db, upcomingColumns)
    .where(
      and(
        eq(jobs.clientId, sql.placeholder("clientId")),
        inArray(jobs.status, [...UPCOMING_JOB_STATUSES]),
        // A cleaning under way stays listed after its start: the client follows it and messages its cleaner.
        or(gte(jobs.scheduledStart, sql.placeholder("now")), eq(jobs.status, "In Progress")),
      ),
    )
    .orderBy(asc(jobs.scheduledStart), asc(jobs.jobId))
    .limit(UPCOMING_LIMIT)
    .prepare("client_upcoming_jobs"),
);

/**
 * A job in the client's Upcoming lists, with where its dispatch stands (docs/decisions/055) and why
 * the unit's preferred cleaner did not get it (`dispatchWhy`, docs/decisions/067).
 */
export type UpcomingJobView = ClientJobJson & { dispatch: DispatchView | null; dispatchWhy: string | null; movedFrom: string | null };

const upcomingJobJson = (row: ClientJobRow & Parameters<typeof clientDispatchView>[0] & { movedFrom: string | null }): UpcomingJobView =>
  withFields(clientJobJson(row), { dispatch: clientDispatchView(row), dispatchWhy: clientDispatchWhy(row), movedFrom: movedFromJson(row) });
/** The dashboard's completed jobs have no dispatch news. */
const pastJobJson = (row: ClientJobRow): UpcomingJobView =>
  withFields(clientJobJson(row), { dispatch: null, dispatchWhy: null, movedFrom: null });

/** spec 7: Posted, Assigned or In Progress, starting now or later (or under way: docs/decisions/033), soonest first. */
export async function listUpcomingJobs({
  db,
  clientId,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  now?: Date;
}): Promise<UpcomingJobView[]> {
  const rows = await upcomingJobs(db).execute({ clientId, now });
  return rows.map(upcomingJobJson);
}

export interface JobPhoto {
  photoId: string;
  type: (typeof CHECKPOINT_TYPES)[number];
  /** Served by GET /api/client/jobs/:jobId/photos/:photoId, to the job's client only. */
  url: string;
  note: string | null;
}
/** A History card: a completed job with its photos, or a canceled one with who canceled it and why (docs/decisions/066). */
export type HistoryJobView = ClientJobJson & { photos: JobPhoto[]; canceled: CanceledView | null };

export const photoUrl = (jobId: string, photoId: string) => `/api/client/jobs/${jobId}/photos/${photoId}`;

/**
 * The Canceled tab (docs/decisions/066): the client's canceled jobs, latest start first, each with
 * who canceled it and why (the job's last cancel row, one bounded probe per row).
 */
export async function listCanceledJobs({ db, clientId }: { db: Database; clientId: string }): Promise<HistoryJobView[]> {
  const rows = await selectClientJob(db, { canceledBy: canceledByColumn })
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, "Canceled")))
    .orderBy(desc(jobs.scheduledStart), desc(jobs.jobId))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => withFields(clientJobJson(row), { photos: [], canceled: canceledJson(row.canceledBy, row.calendarLabel) }));
}

/** spec 7: Completed jobs, newest completion first, each with its before/after photo checkpoints. */
export async function listJobHistory({ db, clientId }: { db: Database; clientId: string }): Promise<HistoryJobView[]> {
  const rows = await selectClientJob(db)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, "Completed")))
    .orderBy(sql`${jobs.completedAt} DESC NULLS LAST`, desc(jobs.jobId))
    .limit(HISTORY_LIMIT);
  const jobIds = rows.map((row) => row.jobId);
  const checkpoints = jobIds.length
    ? await db
        .select({ id: jobCheckpoints.id, jobId: jobCheckpoints.jobId, type: jobCheckpoints.type, note: jobCheckpoints.note })
        .from(jobCheckpoints)
        .where(and(inArray(jobCheckpoints.jobId, jobIds), inArray(jobCheckpoints.type, [...CHECKPOINT_TYPES])))
        .orderBy(asc(jobCheckpoints.createdAt), asc(jobCheckpoints.id))
    : [];
  const photosByJob = new Map<string, JobPhoto[]>();
  for (const checkpoint of checkpoints) {
    const list = photosByJob.get(checkpoint.jobId) ?? [];
    list.push({ photoId: checkpoint.id, type: checkpoint.type, url: photoUrl(checkpoint.jobId, checkpoint.id), note: checkpoint.note });
    photosByJob.set(checkpoint.jobId, list);
  }
  return rows.map((row) => withFields(clientJobJson(row), { photos: photosByJob.get(row.jobId) ?? [], canceled: null }));
}

/**
 * spec 2 dashboard: the open jobs (every job not Completed or Canceled, soonest first), up to 3
 * completed jobs to rate (unreviewed first), and the 3 latest completed jobs; and the calendars
 * failing on its active units, so a host sees them without opening each unit (issue 40).
 */
export async function clientDashboard({ db, clientId }: { db: Database; clientId: string }) {
  const open = and(eq(jobs.clientId, clientId), notInArray(jobs.status, ["Completed", "Canceled"]));
  const completed = and(eq(jobs.clientId, clientId), eq(jobs.status, "Completed"));
  const [upcoming, toRate, recent, failingCalendars] = await Promise.all([
    selectClientJob(db, upcomingColumns).where(open).orderBy(asc(jobs.scheduledStart), asc(jobs.jobId)).limit(DASHBOARD_OPEN_LIMIT),
    // Only a job with an assigned cleaner can be reviewed (issue 4, reviews).
    selectClientJob(db)
      .where(and(completed, sql`${jobAssignments.cleanerId} IS NOT NULL`))
      .orderBy(sql`${isNull(reviews.reviewId)} DESC`, sql`${jobs.completedAt} DESC NULLS LAST`, desc(jobs.jobId))
      .limit(DASHBOARD_RECENT),
    selectClientJob(db)
      .where(completed)
      .orderBy(sql`${jobs.completedAt} DESC NULLS LAST`, desc(jobs.jobId))
      .limit(DASHBOARD_RECENT),
    listFailingCalendars({ db, clientId }),
  ]);
  return {
    upcoming: upcoming.map(upcomingJobJson),
    toRate: toRate.map(pastJobJson),
    recent: recent.map(pastJobJson),
    failingCalendars,
  };
}
