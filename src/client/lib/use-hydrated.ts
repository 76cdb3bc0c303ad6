import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React adopts a prerendered page's markup (and during the prerender itself), true
 * from the render after: what depends on the browser (who is signed in) waits for it, so the
 * first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
