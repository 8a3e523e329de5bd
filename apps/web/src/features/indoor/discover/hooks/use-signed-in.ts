import { useHydrated } from '../../../../lib/hydration';
import { useSessionStore } from '../../../../lib/session-store';

/** Whether a climber is signed in, false on the server and while the page hydrates (a per-visitor part). */
export function useSignedIn(): boolean {
  const hydrated = useHydrated();
  const signedIn = useSessionStore((state) => state.user !== null);
  return hydrated && signedIn;
}
