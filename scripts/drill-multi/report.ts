// What the drill prints: one line per check, PASS or FAIL, with the figures behind it.

export interface CheckResult {
  name: string;
  passed: boolean;
  figures: string;
}

const results: CheckResult[] = [];

/** Records and prints one check. */
export function report(name: string, passed: boolean, figures: string): void {
  results.push({ name, passed, figures });
  console.log(`${passed ? "PASS" : "FAIL"}  ${name}: ${figures}`);
}

/**
 * Runs one check; a throw (a timeout, an unexpected answer) is that check's failure, not the
 * drill's end, so the later checks still run and print.
 */
export async function check(name: string, run: () => Promise<{ passed: boolean; figures: string }>): Promise<boolean> {
  try {
    const { passed, figures } = await run();
    report(name, passed, figures);
    return passed;
  } catch (error) {
    report(name, false, error instanceof Error ? error.message : String(error));
    return false;
  }
}

export const failedChecks = () => results.filter((result) => !result.passed);
export const allChecks = () => [...results];

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every `everyMs` until it returns something other than undefined, or throws `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(everyMs);
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
