import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false on the server and while the browser hydrates a page the server rendered, true afterwards
 * (and at once on a page rendered in the browser). A part that differs from the server's HTML (the
 * climber's own state, the device) shows the server's version until then (docs/decisions/022).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
