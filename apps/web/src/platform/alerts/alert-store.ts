import { ALERT_DISPLAY_MS } from '@climb/contracts';
import { create } from 'zustand';

export type AlertKind = 'error' | 'success';

export interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
  lines: string[];
}

interface AlertState {
  alerts: Alert[];
  show(kind: AlertKind, message: string, lines?: string[]): number;
  dismiss(id: number): void;
}

let nextId = 1;

/** Alerts are shown, then hidden after 5 s (spec §4); each can be dismissed earlier. */
export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  show: (kind, message, lines = []) => {
    const id = nextId++;
    set((state) => ({ alerts: [...state.alerts, { id, kind, message, lines }] }));
    setTimeout(() => get().dismiss(id), ALERT_DISPLAY_MS);
    return id;
  },
  dismiss: (id) => set((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) })),
}));
