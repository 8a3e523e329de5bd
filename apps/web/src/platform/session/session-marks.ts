import { type SessionStatus, useSessionStore } from '../../lib/session-store';

/** Set on `<html>` while the device holds a session: the shell keeps the climber's places, not a visitor's. */
export const SESSION_MARK = 'data-session';
/** The climber's first name as a CSS string: the top bar's stand-in for their button is as wide as it. */
export const SESSION_NAME_PROPERTY = '--session-name';

/**
 * Keeps the marks that index.html's first-paint script reads from the device's storage (docs/decisions/029)
 * true while the page lives: set by a sign-in, gone with a sign-out or a refused token, so that the CSS which
 * hides the visitor's controls and holds the climber's places follows the session.
 */
export function followSessionMarks(): void {
  const apply = ({ status, user }: { status: SessionStatus; user: { first_name: string } | null }) => {
    const root = document.documentElement;
    root.toggleAttribute(SESSION_MARK, status !== 'anonymous');
    if (user) root.style.setProperty(SESSION_NAME_PROPERTY, JSON.stringify(user.first_name));
    else if (status === 'anonymous') root.style.removeProperty(SESSION_NAME_PROPERTY);
  };
  apply(useSessionStore.getState());
  useSessionStore.subscribe(apply);
}
