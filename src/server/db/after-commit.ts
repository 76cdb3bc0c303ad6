// docs/decisions/061: work a transaction asks for but must not do inside it. Automatic choice reads
// a city's free cleaners and scores them; done inside a booking's or a decline's transaction it
// would hold that transaction's locks (the job's row, the client's) the whole time, and every other
// step on that job or client would wait. The transaction queues the step instead; it runs once the
// transaction has committed, before `db.transaction(…)` returns, so the caller (a request, the
// runner, a test) sees its result as before. The step is given the database, not the transaction:
// it opens its own. A step whose transaction rolls back (or whose savepoint does) never runs.
import { logger } from "../lib/logger";
import type { Database, Transaction } from "./client";

export type AfterCommitStep = (db: Database) => Promise<void>;

/** The steps each open transaction (or savepoint) has queued, by its handle. */
const queued = new WeakMap<object, AfterCommitStep[]>();

/**
 * Queues `step` for after `tx` commits. False when `tx` did not come from a database set up by
 * runStepsAfterCommit (a bare driver): the step is not run, and its work must have another way
 * to happen (dispatch's: the offer-expiry task's sweep of jobs still waiting for a choice).
 */
export function afterCommit(tx: Transaction, step: AfterCommitStep): boolean {
  const steps = queued.get(tx);
  if (!steps) {
    logger.warn("a step after commit was asked of a transaction that cannot run one; it is left to the runner");
    return false;
  }
  steps.push(step);
  return true;
}

type Begin = Database["transaction"];

type Savepoint = Transaction["transaction"];

/** `tx` queues into `steps`; its savepoints queue into their own, handed to `steps` when they release. */
function track(tx: Transaction, steps: AfterCommitStep[]): void {
  queued.set(tx, steps);
  const savepoint: Savepoint = tx.transaction.bind(tx);
  tx.transaction = async (run) => {
    const own: AfterCommitStep[] = [];
    const result = await savepoint((inner) => {
      track(inner, own);
      return run(inner);
    });
    steps.push(...own);
    return result;
  };
}

/**
 * Makes every `db.transaction(…)` run the steps its transaction queued, in order, after its
 * commit. A failing step is logged and does not fail the committed transaction's caller: what it
 * was to do is left where a later sweep finds it.
 */
export function runStepsAfterCommit(db: Database): void {
  const begin: Begin = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    const steps: AfterCommitStep[] = [];
    const result = await begin((tx) => {
      track(tx, steps);
      return run(tx);
    }, config);
    for (const step of steps) {
      try {
        await step(db);
      } catch (error) {
        logger.warn("a step after commit failed", { error: error instanceof Error ? error.message : String(error) });
      }
    }
    return result;
  };
}
