// docs/decisions/055: automatic choice. Among the eligible cleaners, the best dispatchScore (its
// weights live once, in shared/domain/dispatch.ts); a tie goes to the cleaner holding fewer jobs
// around it, so work spreads, then to the lower cleaner id, so the same data always chooses alike.
import { dispatchScore } from "../../../shared/domain/dispatch";
import type { Transaction } from "../../db/client";
import { eligibleCandidates, type CleanerVerdict, type DispatchJob } from "./eligibility";

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

function better(a: Choice, b: Choice): boolean {
  // Scores are compared as stored (4 decimals), so a stored score explains the choice.
  const scoreA = Math.round(a.score * 10_000);
  const scoreB = Math.round(b.score * 10_000);
  if (scoreA !== scoreB) return scoreA > scoreB;
  if (a.verdict.heldNearby !== b.verdict.heldNearby) return a.verdict.heldNearby < b.verdict.heldNearby;
  return a.verdict.cleanerId < b.verdict.cleanerId;
}

/**
 * The cleaner automatic choice offers the job to next, or null when nobody eligible is left. It
 * only reads (the candidates' query and the score): it takes no lock and writes nothing, so it may
 * run before the job is locked, the chosen cleaner then judged again under the lock as the offer
 * is written (judgeCleaners; docs/decisions/061).
 */
export async function chooseAutomatically(tx: Transaction, job: DispatchJob): Promise<Choice | null> {
  return bestOf(await eligibleCandidates(tx, job));
}
