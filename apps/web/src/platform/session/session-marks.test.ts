import type { CurrentUser } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { followSessionMarks, SESSION_MARK, SESSION_NAME_PROPERTY } from './session-marks';

const root = document.documentElement;
const marks = () => ({
  session: root.hasAttribute(SESSION_MARK),
  name: root.style.getPropertyValue(SESSION_NAME_PROPERTY) || null,
});

describe('the session marks of <html>', () => {
  it('follow the session: kept while the climber loads, set by a sign-in, gone with a sign-out', () => {
    // What the first-paint script set for a device with a session, then the start-up fetch of the climber.
    root.setAttribute(SESSION_MARK, '');
    useSessionStore.getState().setStatus('loading');
    followSessionMarks();
    expect(marks()).toEqual({ session: true, name: null });

    useSessionStore.getState().setUser({ uuid: 'u', first_name: 'Léa' } as CurrentUser);
    expect(marks()).toEqual({ session: true, name: '"Léa"' });

    useSessionStore.getState().setUser(null);
    expect(marks()).toEqual({ session: false, name: null });

    useSessionStore.getState().setUser({ uuid: 'u', first_name: 'Tom' } as CurrentUser);
    expect(marks()).toEqual({ session: true, name: '"Tom"' });
  });
});
