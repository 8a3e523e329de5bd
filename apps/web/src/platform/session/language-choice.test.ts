import type { CurrentUser } from '@climb/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator, setSessionAdapter } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { beginSession } from './begin-session';
import { chooseLanguage, endSession, sessionAdapter } from './session';

vi.mock('./session-live', () => ({ syncLive: vi.fn(), stopLive: vi.fn() }));

const PAIR = { token: 'access', refresh_token: 'refresh' };

function climber(language: 'fr' | 'en'): CurrentUser {
  return { id: 7, uuid: 'u-7', ws_token: 'ws', language, first_name: 'Lynn' } as CurrentUser;
}

/** The API: the climber with the profile's language, which a PUT changes. */
function stubApi(profile: { language: 'fr' | 'en' }) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/v1/current_users.json') && init.method === 'PUT') {
      profile.language = JSON.parse(init.body as string).user.language;
    }
    return Response.json(climber(profile.language));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const languagePuts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.startsWith('/api/v1/current_users.json') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init?.body as string));

beforeAll(async () => {
  await i18next.init({ lng: 'fr', supportedLngs: ['fr', 'en'], resources: { fr: {}, en: {} } });
});

beforeEach(async () => {
  localStorage.clear();
  setSessionAdapter(sessionAdapter);
  setApiNavigator(vi.fn());
  await i18next.changeLanguage('fr');
});

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the language a climber chooses', () => {
  it('is saved in the profile when signed in, so a new sign-in (a password change) keeps it', async () => {
    const profile: { language: 'fr' | 'en' } = { language: 'fr' };
    const fetchMock = stubApi(profile);
    await beginSession(PAIR);
    expect(i18next.language).toBe('fr');

    await chooseLanguage('en');
    expect(languagePuts(fetchMock)).toEqual([{ user: { language: 'en' } }]);
    expect(useSessionStore.getState().user?.language).toBe('en');

    // The password change signs this device in again.
    await beginSession(PAIR);
    expect(i18next.language).toBe('en');
  });

  it('chosen signed out, is saved by the sign-in instead of being overridden by the profile', async () => {
    const profile: { language: 'fr' | 'en' } = { language: 'fr' };
    const fetchMock = stubApi(profile);
    await chooseLanguage('en');
    expect(languagePuts(fetchMock)).toEqual([]);

    await beginSession(PAIR);
    expect(i18next.language).toBe('en');
    expect(languagePuts(fetchMock)).toEqual([{ user: { language: 'en' } }]);
    expect(useSessionStore.getState().user?.language).toBe('en');
  });

  it('chosen signed out, is still saved by a sign-in after a reload (or in the tab of an e-mailed link)', async () => {
    const profile: { language: 'fr' | 'en' } = { language: 'fr' };
    const fetchMock = stubApi(profile);
    await chooseLanguage('en');

    // A new page: every module starts again, only what the device keeps is left.
    vi.resetModules();
    const reloaded = await import('./begin-session');
    const { useSessionStore: reloadedStore } = await import('../../lib/session-store');
    await reloaded.beginSession(PAIR);
    expect(languagePuts(fetchMock)).toEqual([{ user: { language: 'en' } }]);
    expect(reloadedStore.getState().user?.language).toBe('en');

    // Saved once: the next sign-in speaks the profile's language again.
    profile.language = 'fr';
    await reloaded.beginSession(PAIR);
    expect(languagePuts(fetchMock)).toHaveLength(1);
  });

  it('chosen signed out, gives way to the language picked afterwards in the sign-up form', async () => {
    const fetchMock = stubApi({ language: 'fr' });
    await chooseLanguage('en');
    await beginSession(PAIR, { languageInForm: true });
    expect(i18next.language).toBe('fr');
    expect(languagePuts(fetchMock)).toEqual([]);
  });

  it('when none was chosen, is the profile’s after sign-in', async () => {
    const fetchMock = stubApi({ language: 'en' });
    await beginSession(PAIR);
    expect(i18next.language).toBe('en');
    expect(languagePuts(fetchMock)).toEqual([]);
  });
});
