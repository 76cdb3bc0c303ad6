/**
 * A check shared by everyone asking at once and remembered for `ttlMs`, so a flood of probes
 * (load balancers, a status page refreshed by many) runs it once per period (docs/decisions/016).
 * `run` should settle with a result rather than reject; a rejection is passed on and not kept.
 */
export function cachedCheck<T>(run: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (last && Date.now() - last.at < ttlMs) return Promise.resolve(last.value);
    inFlight ??= run()
      .then((value) => {
        last = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/** The promise's outcome, or a rejection once `ms` have passed (the work itself is not stopped). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
