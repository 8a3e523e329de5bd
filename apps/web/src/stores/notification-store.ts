import { create } from 'zustand';

interface NotificationState {
  /** The one boolean the app keeps: unread notifications exist (spec §3). */
  hasUnread: boolean;
  setHasUnread(hasUnread: boolean): void;
}

export const useNotificationStore = create<NotificationState>()((set) => ({
  hasUnread: false,
  setHasUnread: (hasUnread) => set({ hasUnread }),
}));
