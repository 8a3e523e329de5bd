import { useEffect } from 'react';
import { useSessionStore } from '../../../../lib/session-store';

/** While ascents stay queued although the browser says it is online (server unreachable), try again this often. */
const RETRY_MS = 60_000;

let wake: (() => void) | null = null;

/** Asks the mounted sync to push now (the form calls it after queuing an ascent). */
export function requestAscentsSync(): void {
  wake?.();
}

/**
 * Mounted once in the app shell: pushes the climber's offline ascents at start, when the browser
 * comes back online, and every minute while some remain. The pushing code (IndexedDB, the query
 * cache) loads only then, never with the first page of a visitor.
 */
export function useAscentsSync(): void {
  const userUuid = useSessionStore((state) => state.user?.uuid);
  useEffect(() => {
    if (!userUuid) return;
    let timer: number | undefined;
    let stopped = false;
    const sync = () => {
      window.clearTimeout(timer);
      if (!navigator.onLine || stopped) return;
      void import('./ascents-sync')
        .then(({ syncPendingAscents }) => syncPendingAscents(userUuid))
        .then((report) => {
          if (!stopped && report && report.remaining > 0) timer = window.setTimeout(sync, RETRY_MS);
        })
        .catch(() => {
          // The module itself could not load (offline): the `online` event tries again.
        });
    };
    wake = sync;
    sync();
    window.addEventListener('online', sync);
    return () => {
      stopped = true;
      wake = null;
      window.clearTimeout(timer);
      window.removeEventListener('online', sync);
    };
  }, [userUuid]);
}
