import type { CurrentUser } from '@climb/contracts';
import { sessionClimberUuid } from '../../lib/session-climber';

/** Where the device keeps the last climber fetched for its session, to show them while offline. */
export const KEPT_CLIMBER_KEY = 'cordee.session.climber';

/** Keeps the climber just fetched: offline, the shell still shows who is signed in. */
export function keepClimber(user: CurrentUser): void {
  try {
    localStorage.setItem(KEPT_CLIMBER_KEY, JSON.stringify(user));
  } catch {
    // A full or refused storage: offline, the shell will offer to sign in, as without a copy.
  }
}

/** The climber kept for this device's session, or null: none kept, or kept for another session's climber. */
export function keptClimber(): CurrentUser | null {
  const uuid = sessionClimberUuid();
  if (!uuid) return null;
  try {
    const raw = localStorage.getItem(KEPT_CLIMBER_KEY);
    const kept = raw ? (JSON.parse(raw) as CurrentUser | null) : null;
    return kept && typeof kept === 'object' && kept.uuid === uuid ? kept : null;
  } catch {
    return null;
  }
}

export function forgetClimber(): void {
  try {
    localStorage.removeItem(KEPT_CLIMBER_KEY);
  } catch {
    // Nothing kept to forget.
  }
}
