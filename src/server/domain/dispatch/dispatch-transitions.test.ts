// docs/decisions/060: the table of a job's dispatch moves, walked on a real database. Every move is
// tried from every position: from one it may leave it lands in its target with the three columns
// that target holds; from any other it changes nothing. The table is compared with the moves
// written out here, so a move added or lost fails it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import {
  DISPATCH_MOVES,
  DISPATCH_POSITIONS,
  dispatchResetColumns,
  moveDispatch,
  positionOf,
  POSITIONS,
  type DispatchMove,
  type DispatchPosition,
} from "./dispatch-transitions";

const t = await createTestApp();
afterAll(() => t.close());

let clientId: string;
let sam: string;
let jamie: string;
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  sam = (await insertCleaner(t, "Sam Rivera")).cleanerId;
  jamie = (await insertCleaner(t, "Jamie Lee")).cleanerId;
});

// Decision 055's dispatch, written out: from -> to.
const SPEC_MOVES = new Set([
  "none->offering", // started
  "offering->offered", // an offer made
  "offering->board", // nobody left, or no time
  "offered->offering", // the offer declined, expired or withdrawn
  "offered->accepted", // its cleaner took the job
  ...["none", "offering", "offered", "accepted", "board"].map((from) => `${from}->none`), // back on Posted, or re-posted
]);

const MOVES = Object.keys(DISPATCH_MOVES) as DispatchMove[];
const NOTE = "Offered to Jamie L. (declined)";

/** The columns a job holds in `position` (offered to Jamie, on the board with NOTE). */
function columnsIn(position: DispatchPosition) {
  const { state, offeredTo, note } = DISPATCH_POSITIONS[position];
  return { dispatchState: state, offeredTo: offeredTo === "cleaner" ? jamie : null, dispatchNote: note === "text" ? NOTE : null };
}

/** What each move's target takes: a cleaner to offer to (Sam), a note for the board. */
const valuesFor = (move: DispatchMove) =>
  DISPATCH_MOVES[move].to === "offered"
    ? { cleanerId: sam }
    : DISPATCH_MOVES[move].to === "board"
      ? { note: "Offered to Sam R. (expired)" }
      : {};

async function jobIn(position: DispatchPosition) {
  const job = await insertJob(t.db, { clientId });
  // The test sets a position directly, as data might hold it; the code writes it only through moveDispatch.
  await t.db.update(jobs).set(columnsIn(position)).where(eq(jobs.jobId, job.jobId));
  return job.jobId;
}

const columnsOfJob = async (jobId: string) => {
  const [row] = await t.db
    .select({ dispatchState: jobs.dispatchState, offeredTo: jobs.offeredTo, dispatchNote: jobs.dispatchNote })
    .from(jobs)
    .where(eq(jobs.jobId, jobId));
  return row!;
};

describe("a job's dispatch moves (docs/decisions/060)", () => {
  it("are decision 055's, and no other", () => {
    const table = new Set(MOVES.flatMap((move) => DISPATCH_MOVES[move].from.map((from) => `${from}->${DISPATCH_MOVES[move].to}`)));
    expect(table).toEqual(SPEC_MOVES);
    // One move per (from, to): the writer's name for a move is never ambiguous.
    expect(MOVES.reduce((sum, move) => sum + DISPATCH_MOVES[move].from.length, 0)).toBe(SPEC_MOVES.size);
  });

  it("each position is read back from its own columns, and no two share them", () => {
    for (const position of POSITIONS) expect(positionOf(columnsIn(position)), position).toBe(position);
    expect(positionOf({ dispatchState: "board", offeredTo: jamie, dispatchNote: NOTE })).toBeNull();
    expect(positionOf({ dispatchState: "accepted", offeredTo: null, dispatchNote: NOTE })).toBeNull();
    expect(positionOf({ dispatchState: null, offeredTo: jamie, dispatchNote: null })).toBeNull();
  });

  it("every move from every position: from one it may leave, the job lands in its target; from any other, nothing changes", async () => {
    let made = 0;
    for (const move of MOVES) {
      for (const from of POSITIONS) {
        const label = `${move} from ${from}`;
        const jobId = await jobIn(from);
        const moved = await t.db.transaction((tx) => moveDispatch(tx, jobId, move, valuesFor(move)));
        const after = await columnsOfJob(jobId);
        if (SPEC_MOVES.has(`${from}->${DISPATCH_MOVES[move].to}`) && (DISPATCH_MOVES[move].from as readonly string[]).includes(from)) {
          made += 1;
          expect(moved, label).toBe(true);
          expect(positionOf(after), label).toBe(DISPATCH_MOVES[move].to);
          const target = DISPATCH_POSITIONS[DISPATCH_MOVES[move].to];
          expect(after.offeredTo, label).toBe(target.offeredTo === "cleaner" ? sam : null);
          expect(after.dispatchNote, label).toBe(target.note === "text" ? "Offered to Sam R. (expired)" : null);
        } else {
          expect(moved, label).toBe(false);
          expect(after, label).toEqual(columnsIn(from));
        }
      }
    }
    expect(made).toBe(SPEC_MOVES.size);
  });

  it("the caller's own condition holds too: a release names the offered cleaner (close-offer)", async () => {
    const jobId = await jobIn("offered");
    const other = await t.db.transaction((tx) => moveDispatch(tx, jobId, "release", { where: eq(jobs.offeredTo, sam) }));
    expect(other).toBe(false);
    expect(await columnsOfJob(jobId)).toEqual(columnsIn("offered"));
    const theirs = await t.db.transaction((tx) => moveDispatch(tx, jobId, "release", { where: eq(jobs.offeredTo, jamie) }));
    expect(theirs).toBe(true);
    expect(positionOf(await columnsOfJob(jobId))).toBe("offering");
  });

  it("refuses values its target does not hold, before writing anything", async () => {
    const jobId = await jobIn("offering");
    const attempts: [DispatchMove, { cleanerId?: string; note?: string }][] = [
      ["offer", {}],
      ["offer", { cleanerId: sam, note: NOTE }],
      ["board", {}],
      ["board", { cleanerId: sam, note: NOTE }],
      ["reset", { note: NOTE }],
    ];
    for (const [move, values] of attempts) {
      await expect(
        t.db.transaction((tx) => moveDispatch(tx, jobId, move, values)),
        `${move} ${JSON.stringify(values)}`,
      ).rejects.toThrow(/dispatch position/);
    }
    expect(await columnsOfJob(jobId)).toEqual(columnsIn("offering"));
  });

  it("the reset transitionJob sets in its own UPDATE is the reset move's target", () => {
    expect(dispatchResetColumns()).toEqual(columnsIn(DISPATCH_MOVES.reset.to));
    expect(positionOf(dispatchResetColumns())).toBe("none");
  });
});
