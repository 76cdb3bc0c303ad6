// docs/decisions/030: the table of a job's moves, walked on a real database. Every allowed move works
// from a job in that state, with its side effects; every other (from, to, by) is refused with the
// one code and changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { AppError } from "../../lib/errors";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN } from "../../test/harness";
import { transitionJob } from "./lifecycle";
import { JOB_ACTORS, JOB_MOVES, mayMove, type JobActor } from "./transitions";

const t = await createTestApp();
afterAll(() => t.close());

let clientId: string;
let onJob: { cleanerId: string; name: string; ratingAvg: string | null; ratingCount: number };
let newcomer: typeof onJob;
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  onJob = await insertCleaner(t, "Olive Onjob");
  newcomer = await insertCleaner(t, "Nico Newcomer");
});

// spec 4, written out here so that a row added to or lost from the table fails this test.
const SPEC_MOVES = new Set([
  "client:Posted:Canceled",
  "cleaner:Posted:Assigned",
  "cleaner:Assigned:In Progress",
  "cleaner:In Progress:Completed",
  ...["Posted", "Assigned", "In Progress", "Canceled", "Problem"].flatMap((from) =>
    ["Posted", "Assigned", "In Progress", "Completed", "Canceled"].map((to) => `admin:${from}:${to}`),
  ),
  // docs/decisions/054: a rental calendar's sync cancels a removed stay's job, or puts a moved one back on the board.
  "system:Posted:Canceled",
  "system:Assigned:Canceled",
  "system:Assigned:Posted",
]);

/** The statuses a job holds with its cleaner on it (a Canceled or Problem one keeps theirs). */
const withCleaner = (status: JobStatus) => status !== "Posted";

const combinations = JOB_ACTORS.flatMap((by) => JOB_STATUSES.flatMap((from) => JOB_STATUSES.map((to) => ({ by, from, to }))));

async function stateOf(jobId: string) {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.jobId, jobId));
  const [assignment] = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId));
  const paid = await t.db.select().from(payouts).where(eq(payouts.jobId, jobId));
  return { job, assignment, paid };
}

/** What a move takes: the job's client for a client; for Assigned and In Progress, the cleaner it goes to (a Posted job's first). */
function optionsFor(by: JobActor, from: JobStatus, to: JobStatus) {
  const cleaner = to === "Assigned" || to === "In Progress" ? (from === "Posted" ? newcomer : onJob) : undefined;
  return { by, clientId: by === "client" ? clientId : undefined, cleanerId: cleaner?.cleanerId, cleaner, publicUrl: TEST_ORIGIN };
}

describe("the job's moves (docs/decisions/030)", () => {
  it("are spec 4's, and no other", () => {
    expect(new Set(JOB_MOVES.map(({ by, from, to }) => `${by}:${from}:${to}`))).toEqual(SPEC_MOVES);
    for (const { by, from, to } of combinations) expect(mayMove(from, to, by)).toBe(SPEC_MOVES.has(`${by}:${from}:${to}`));
  });

  it("each allowed move works from a job in that state: the status, its assignment and, on completion, the payout", async () => {
    for (const { by, from, to } of JOB_MOVES) {
      const label = `${by}: ${from} -> ${to}`;
      // A job completes with its cleaner: an admin's Posted job has one only as a fixture (without, see below).
      const cleanerId = withCleaner(from) || to === "Completed" ? onJob.cleanerId : undefined;
      const job = await insertJob(t.db, { clientId, status: from, cleanerId });
      const change = await t.db.transaction((tx) => transitionJob(tx, job.jobId, to, optionsFor(by, from, to)));
      const { job: stored, assignment, paid } = await stateOf(job.jobId);
      expect(stored?.status, label).toBe(to);
      expect(change.job.status, label).toBe(to);
      if (to === "Posted") expect(assignment, label).toBeUndefined();
      if (to === "Assigned" || to === "In Progress") {
        expect(assignment, label).toMatchObject({ cleanerId: optionsFor(by, from, to).cleanerId, status: to });
        expect(stored?.completedAt, label).toBeNull();
      }
      if (to === "Completed") {
        expect(assignment, label).toMatchObject({ cleanerId: onJob.cleanerId, status: "Completed" });
        expect(stored?.completedAt, label).toBeInstanceOf(Date);
        expect(paid, label).toEqual([expect.objectContaining({ cleanerId: onJob.cleanerId, amountCents: job.cleanerPayoutCents })]);
      } else expect(paid, label).toEqual([]);
      if (to === "Canceled" && withCleaner(from)) expect(assignment?.cleanerId, label).toBe(onJob.cleanerId);
    }
  });

  it("a move to Completed without a cleaner is refused (409) and changes nothing", async () => {
    const posted = await insertJob(t.db, { clientId });
    const refusal = await t.db
      .transaction((tx) => transitionJob(tx, posted.jobId, "Completed", { by: "admin" }))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "JOB_NOT_ASSIGNED", status: 409 });
    expect((await stateOf(posted.jobId)).job?.status).toBe("Posted");
  });

  it("every other move is refused with JOB_TRANSITION_NOT_ALLOWED (409) and changes nothing", async () => {
    const refused = combinations.filter(({ by, from, to }) => !mayMove(from, to, by));
    expect(refused.length).toBe(JOB_ACTORS.length * JOB_STATUSES.length ** 2 - JOB_MOVES.length);
    for (const { by, from, to } of refused) {
      const label = `${by}: ${from} -> ${to}`;
      const job = await insertJob(t.db, { clientId, status: from, cleanerId: withCleaner(from) ? onJob.cleanerId : undefined });
      const before = await stateOf(job.jobId);
      const refusal = await t.db
        .transaction((tx) => transitionJob(tx, job.jobId, to, { ...optionsFor(by, from, to), refused: "Not that way." }))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refusal, label).toBeInstanceOf(AppError);
      expect(refusal, label).toMatchObject({ code: "JOB_TRANSITION_NOT_ALLOWED", status: 409, message: "Not that way." });
      expect(await stateOf(job.jobId), label).toEqual(before);
    }
  });
});
