import { useEffect, useState } from "react";

/**
 * The current time (ms), refreshed every `intervalMs`: a render reads the clock from state, so it
 * stays pure (react-hooks/purity), and what depends on the time moves on while the screen is open.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
