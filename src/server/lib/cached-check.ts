/** A remembered check; `clear()` forgets the result (and any check in flight), so the next call runs afresh. */
export interface CachedCheck<T> {
  (): Promise<T>;
  clear: () => void;
}

/**
 * A check shared by everyone asking at once and remembered for `ttlMs`, so a flood of probes
 * (load balancers, a status page refreshed by many) runs it once per period (docs/decisions/016).
 * `run` should settle with a result rather than reject; a rejection is passed on and not kept.
 */
export function cachedCheck<T>(run: () => Promise<T>, ttlMs: number): CachedCheck<T> {
  let last: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;
  // A check started before a clear() must not store its (older) result after it.
  let generation = 0;
  const check = () => {
    if (last && Date.now() - last.at < ttlMs) return Promise.resolve(last.value);
    if (inFlight) return inFlight;
    const started = generation;
    const current: Promise<T> = run()
      .then((value) => {
        if (started === generation) last = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        if (inFlight === current) inFlight = undefined;
      });
    inFlight = current;
    return current;
  };
  const clear = () => {
    generation += 1;
    last = undefined;
    inFlight = undefined;
  };
  return Object.assign(check, { clear });
}

/** The promise's outcome, or a rejection once `ms` have passed (the work itself is not stopped). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
