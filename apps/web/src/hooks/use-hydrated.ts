import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's render and while the browser hydrates that markup (React then uses
 * the server snapshot, so hydration matches), true from the render right after; true at once
 * for anything rendered only in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
