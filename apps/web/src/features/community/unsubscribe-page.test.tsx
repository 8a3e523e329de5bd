import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { writeTokens } from '../../platform/session/token-store';
import { climber } from '../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../testing/page-test-kit';
import { COMMUNITY_DOMAIN_PAGE_MODULES } from './page-modules';

const UNSUBSCRIBE = '/notifications/unsubscribe';
const TOKEN = 'eyJ1IjoxMiwidCI6Im5ld19saWtlIn0.c2lnbmF0dXJl';

const missing: string[] = [];
let posted: unknown[];
let answer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const render = (path: string, language = 'fr') =>
  renderPageModule(COMMUNITY_DOMAIN_PAGE_MODULES, UNSUBSCRIBE, path, { language, missing });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  posted = [];
  answer = () => json({ notification_type: 'new_like' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname !== '/api/v1/notification_emails/unsubscribe.json' || init.method !== 'POST') {
        return json({ error: 'not found' }, 404);
      }
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  missing.length = 0;
});

describe.each([
  ['fr', 'Vous ne recevrez plus d’e-mails pour les j’aime de vos photos, vidéos et commentaires.'],
  ['en', 'You will no longer receive e-mails about likes of your photos, videos and comments.'],
])('the unsubscribe page in %s', (language, done) => {
  it('turns the kind of e-mail off once, says which, and where to turn it back on', async () => {
    const { container } = await render(`${UNSUBSCRIBE}?token=${TOKEN}`, language);
    const shown = await screen.findByTestId('unsubscribe-done');
    expect(textOf(shown)).toContain(done);
    expect(screen.getByTestId('unsubscribe-settings').getAttribute('href')).toBe('/home/settings/notifications');
    expect(posted).toEqual([{ token: TOKEN }]);
    await expectSoundPage(container, missing);
  });

  it('says clearly that a bad link changed nothing', async () => {
    answer = () => json({ error: { token: ['invalid'] } }, 422);
    const { container } = await render(`${UNSUBSCRIBE}?token=tampered`, language);
    const alert = await screen.findByTestId('unsubscribe-invalid');
    expect(textOf(alert)).toContain(language === 'fr' ? 'Ce lien ne fonctionne pas' : 'This link does not work');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(posted).toEqual([{ token: 'tampered' }]);
    await expectSoundPage(container, missing);
  });
});

describe('the unsubscribe page', () => {
  it('sends the token once though the page renders twice (strict mode)', async () => {
    const load = COMMUNITY_DOMAIN_PAGE_MODULES[UNSUBSCRIBE];
    if (!load) throw new Error('no unsubscribe page');
    const { default: Page } = await load();
    const strict = {
      [UNSUBSCRIBE]: async () => ({
        default: () => (
          <StrictMode>
            <Page />
          </StrictMode>
        ),
      }),
    };
    await renderPageModule(strict, UNSUBSCRIBE, `${UNSUBSCRIBE}?token=${TOKEN}`, { missing });
    await screen.findByTestId('unsubscribe-done');
    expect(posted).toHaveLength(1);
  });

  it('sends nothing without a token, and says the link is incomplete', async () => {
    await render(UNSUBSCRIBE);
    expect(textOf(await screen.findByTestId('unsubscribe-invalid'))).toContain('Ce lien ne fonctionne pas');
    expect(posted).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    answer = () => json({ error: 'Internal server error' }, 500);
    await render(`${UNSUBSCRIBE}?token=${TOKEN}`, 'en');
    const error = await screen.findByTestId('unsubscribe-error');
    answer = () => json({ notification_type: 'new_reply' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(textOf(await screen.findByTestId('unsubscribe-done'))).toContain('replies to your comments');
    expect(error.isConnected).toBe(false);
    expect(posted).toHaveLength(2);
  });
});

describe('the unsubscribe page for a climber signed in', () => {
  afterEach(() => localStorage.clear());

  it('works the same, and fetches the climber again so that the settings show the choice', async () => {
    writeTokens({ token: 'access', refresh_token: 'refresh' });
    useSessionStore.getState().setUser({ ...climber, email_notifications: ['new_like', 'new_reply'] });
    const fetchUser = vi.fn(async () => json({ ...climber, email_notifications: ['new_reply'] }));
    const api = vi.mocked(fetch);
    const unsubscribe = api.getMockImplementation();
    api.mockImplementation(async (url, init) =>
      String(url).includes('/current_users.json') ? fetchUser() : (unsubscribe?.(url, init) as Promise<Response>),
    );
    await render(`${UNSUBSCRIBE}?token=${TOKEN}`, 'en');
    expect(await screen.findByTestId('unsubscribe-done')).toBeTruthy();
    await waitFor(() => expect(useSessionStore.getState().user?.email_notifications).toEqual(['new_reply']));
    expect(posted).toEqual([{ token: TOKEN }]);
  });
});
