/**
 * Runs `run` at most once per `intervalMs`: at once when asked, and once more at the end of the
 * interval if asked again meanwhile, so the last change is never missed (docs/decisions/068: a
 * burst of 50 job changes refetches each list once a second, not 50 times).
 */
export function throttle(run: () => void, intervalMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let askedAgain = false;
  const rest = () => {
    timer = setTimeout(() => {
      if (!askedAgain) {
        timer = undefined;
        return;
      }
      askedAgain = false;
      run();
      rest();
    }, intervalMs);
  };
  return {
    request() {
      if (timer !== undefined) {
        askedAgain = true;
        return;
      }
      run();
      rest();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      askedAgain = false;
    },
  };
}
