// docs/decisions/055: automatic choice. Among the eligible cleaners, the best dispatchScore (its
// weights live once, in shared/domain/dispatch.ts); a tie goes to the cleaner holding fewer jobs
// around it, so work spreads, then to the lower cleaner id, so the same data always chooses alike.
import { dispatchScore } from "../../../shared/domain/dispatch";
import type { Transaction } from "../../db/client";
import { candidateBounds, judgeAmong, type CandidateBound, type CleanerVerdict, type DispatchJob } from "./eligibility";

export interface Choice {
  verdict: CleanerVerdict;
  score: number;
}

/** The best of these judged cleaners, or null when there are none. */
export function bestOf(verdicts: readonly CleanerVerdict[]): Choice | null {
  let best: Choice | null = null;
  for (const verdict of verdicts) {
    const choice = { verdict, score: dispatchScore(verdict) };
    if (!best || better(choice, best)) best = choice;
  }
  return best;
}

/** A score as stored (4 decimals) and compared, so a stored score explains the choice. */
const asStored = (score: number) => Math.round(score * 10_000);

function better(a: Choice, b: Choice): boolean {
  const scoreA = asStored(a.score);
  const scoreB = asStored(b.score);
  if (scoreA !== scoreB) return scoreA > scoreB;
  if (a.verdict.heldNearby !== b.verdict.heldNearby) return a.verdict.heldNearby < b.verdict.heldNearby;
  return a.verdict.cleanerId < b.verdict.cleanerId;
}

/** Possible candidates judged in the first read of chooseAutomatically; each further read judges twice as many. */
export const FIRST_JUDGED = 32;
/** Possible candidates read at first of each kind alike but for their rating (candidateBounds); all of them when a choice needs more. */
export const FIRST_OF_EACH_KIND = 256;

type Ranked = { bound: CandidateBound; atMost: number }[];

/** Best bound first: each possible candidate's score with no held job nearby, the load's best. */
const ranked = (bounds: readonly CandidateBound[]): Ranked =>
  bounds.map((bound) => ({ bound, atMost: dispatchScore({ ...bound, heldNearby: 0 }) })).sort((a, b) => b.atMost - a.atMost);

/**
 * The cleaner automatic choice offers the job to next, or null when nobody eligible is left: the
 * best of every eligible cleaner (bestOf over eligibleCandidates), found without judging them all
 * (docs/decisions/061). Every input but the load is read for the city's possible candidates at once
 * (candidateBounds); with no held job nearby (load's best) each one's score is at most a bound. They
 * are judged (rules and load, judgeAmong) best bound first, FIRST_JUDGED then twice as many each
 * time, until the best found scores above the next bound as stored: nobody left can then win, nor
 * tie. Of each kind of candidate (the same jobs for the client and proximity) only the best rated
 * FIRST_OF_EACH_KIND are read at first, and one more, which bounds the rest of its kind: were it
 * reached, every possible candidate is read and the judging goes on where it was.
 * It only reads: it takes no lock and writes nothing, so it runs before the job is locked, the
 * chosen cleaner then judged again under the lock as the offer is written (dispatch-job.ts).
 */
export async function chooseAutomatically(
  tx: Transaction,
  job: DispatchJob,
  firstJudged = FIRST_JUDGED,
  firstOfEachKind: number | null = FIRST_OF_EACH_KIND,
): Promise<Choice | null> {
  let order = ranked(await candidateBounds(tx, job, firstOfEachKind));
  let partly = firstOfEachKind !== null;
  const judgedIds = new Set<string>();
  let best: Choice | null = null;
  for (let from = 0, size = firstJudged; from < order.length; from += size, size *= 2) {
    if (best && asStored(best.score) > asStored(order[from]!.atMost)) break;
    if (partly && order.slice(from, from + size).some((entry) => entry.bound.restOfKind)) {
      // The next ones may be of a kind read only in part: all of them now, those judged left out.
      order = ranked((await candidateBounds(tx, job, null)).filter((bound) => !judgedIds.has(bound.cleanerId)));
      partly = false;
      from = 0;
      if (order.length === 0 || (best && asStored(best.score) > asStored(order[0]!.atMost))) break;
    }
    const page = order.slice(from, from + size).map((entry) => entry.bound);
    for (const bound of page) judgedIds.add(bound.cleanerId);
    const judged = await judgeAmong(tx, job, page);
    best = bestOf(best ? [best.verdict, ...judged] : judged);
  }
  return best;
}
