// The admin Exceptions screen's demo (docs/decisions/040): a no-show (a job of the reviews demo's
// client and cleaner, Harper and Jamie, that began an hour before loading and was never started:
// the portals' own demo people keep their lists as their journeys expect), and on the second
// client's units a Posted job whose claim window closed unclaimed (re-postable: it starts in two
// days) and a job marked Problem, and a rental calendar of the second client failing for two days
// (docs/decisions/054: its address never resolves, so the runner's syncs keep failing).
// The demo client's failed payment is in client-billing.ts.
import { asc, eq } from "drizzle-orm";
import type { CleaningType } from "../../../shared/domain/booking";
import type { JobStatus } from "../../../shared/domain/job-status";
import { FETCH_FAILURE } from "../../lib/calendar-fetch";
import { jobOnUnit } from "./demo-job";
import type { Database } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, clients, clientUnits } from "../../db/schema/people";

const HOUR = 60 * 60 * 1000;

interface ExceptionJob {
  client: "noShowClient" | "secondClient";
  unit: number;
  type: CleaningType;
  status: JobStatus;
  /** Start, in hours from loading. */
  startsIn: number;
  /** When its claim window closed, in hours from loading. */
  claimWindowEndsIn: number;
  assigned: boolean;
  specialInstructions?: string;
}

const EXCEPTION_JOBS: ExceptionJob[] = [
  {
    client: "noShowClient",
    unit: 0,
    type: "Airbnb Turnover",
    status: "Assigned",
    startsIn: -1,
    claimWindowEndsIn: -20,
    assigned: true,
    specialInstructions: "Guests arrive at 3 PM.",
  },
  { client: "secondClient", unit: 1, type: "Deep Clean", status: "Posted", startsIn: 48, claimWindowEndsIn: -2, assigned: false },
  {
    client: "secondClient",
    unit: 2,
    type: "Standard Clean",
    status: "Problem",
    startsIn: -26,
    claimWindowEndsIn: -40,
    assigned: false,
    specialInstructions: "Client reports the back bedroom was skipped.",
  },
];

export async function loadExceptionsDemo({
  db,
  secondClientId,
  noShow,
  now = new Date(),
}: {
  db: Database;
  secondClientId: string;
  noShow: { clientEmail: string; cleanerEmail: string };
  now?: Date;
}) {
  const [client] = await db.select({ clientId: clients.clientId }).from(clients).where(eq(clients.email, noShow.clientEmail));
  const [cleaner] = await db.select({ cleanerId: cleaners.cleanerId }).from(cleaners).where(eq(cleaners.email, noShow.cleanerEmail));
  if (!client || !cleaner) throw new Error("exceptions demo: the no-show's client or cleaner is missing");
  const clientIds: Record<ExceptionJob["client"], string> = { noShowClient: client.clientId, secondClient: secondClientId };
  for (const demo of EXCEPTION_JOBS) {
    const clientId = clientIds[demo.client];
    const units = await db
      .select()
      .from(clientUnits)
      .where(eq(clientUnits.clientId, clientId))
      .orderBy(asc(clientUnits.createdAt), asc(clientUnits.label));
    const unit = units[demo.unit % units.length];
    if (!unit) throw new Error("a demo client has no units");
    const start = new Date(now.getTime() + demo.startsIn * HOUR);
    const claimWindowEnds = new Date(now.getTime() + demo.claimWindowEndsIn * HOUR);
    const [job] = await db
      .insert(jobs)
      .values({
        clientId,
        ...jobOnUnit(unit, { type: demo.type, start, durationHours: 2 }),
        specialInstructions: demo.specialInstructions ?? null,
        claimWindowEnds,
        createdAt: new Date(claimWindowEnds.getTime() - 24 * HOUR),
        status: demo.status,
      })
      .returning({ jobId: jobs.jobId });
    if (!job) throw new Error("demo job insert returned no row");
    if (demo.assigned) {
      await db.insert(jobAssignments).values({
        jobId: job.jobId,
        cleanerId: cleaner.cleanerId,
        status: "Assigned",
        assignedAt: new Date(claimWindowEnds.getTime() - HOUR),
      });
    }
  }
  await loadFailingCalendarDemo(db, secondClientId, now);
}

/** A VRBO feed whose listing was taken down: every sync for two days failed (".invalid" never resolves, RFC 2606). */
async function loadFailingCalendarDemo(db: Database, clientId: string, now: Date) {
  const [unit] = await db
    .select({ unitId: clientUnits.unitId })
    .from(clientUnits)
    .where(eq(clientUnits.clientId, clientId))
    .orderBy(asc(clientUnits.createdAt), asc(clientUnits.label))
    .limit(1);
  if (!unit) throw new Error("a demo client has no units");
  const failingSince = new Date(now.getTime() - 48 * HOUR);
  await db.insert(unitCalendars).values({
    unitId: unit.unitId,
    clientId,
    label: "VRBO",
    url: "https://calendar.vrbo-listing.invalid/icalendar/river-north.ics",
    createdAt: new Date(failingSince.getTime() - 14 * 24 * HOUR),
    lastSuccessAt: new Date(failingSince.getTime() - 15 * 60 * 1000),
    lastAttemptAt: new Date(now.getTime() - 10 * 60 * 1000),
    lastError: FETCH_FAILURE.unreachable,
    failingSince,
    // Every 15 minutes for two days.
    consecutiveFailures: 192,
    eventsFound: 6,
  });
}
