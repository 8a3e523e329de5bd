import type { CurrentUser } from '@climb/contracts';
import { create } from 'zustand';

/**
 * `anonymous`: no session on this device; `loading`: a session exists and the climber is being
 * fetched (the shell waits rather than offering to sign in); `ready`: `user` is the climber.
 */
export type SessionStatus = 'anonymous' | 'loading' | 'ready';

interface SessionState {
  /** The signed-in climber as `GET current_users.json` returns it (spec §3). */
  user: CurrentUser | null;
  status: SessionStatus;
  setUser(user: CurrentUser | null): void;
  setStatus(status: SessionStatus): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: 'anonymous',
  setUser: (user) => set({ user, status: user ? 'ready' : 'anonymous' }),
  setStatus: (status) => set({ status }),
}));

export const useIsSignedIn = () => useSessionStore((state) => state.user !== null);
