import { create } from 'zustand';

/** The signed-in climber as the shell needs it; the accounts capability fills it. */
export interface ShellUser {
  uuid: string;
  first_name: string;
  slug_name: string;
  super_admin: boolean;
  administered_gyms: { id: number }[];
}

interface SessionState {
  user: ShellUser | null;
  setUser(user: ShellUser | null): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  setUser: (user) => set({ user }),
}));

export const useIsSignedIn = () => useSessionStore((state) => state.user !== null);
