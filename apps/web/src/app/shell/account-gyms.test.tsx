import type { CurrentUser } from '@climb/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { climber } from '../../testing/catalogue-fixtures';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../testing/page-test-kit';
import AccountMenu from './account-menu';
import { DrawerAccount } from './drawer-account';

const manager: CurrentUser = {
  ...climber,
  administered_gyms: [
    { id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_gym', 'manage_spaces'] },
    { id: 9, name: 'Vertical Hall', slug_name: 'vertical-hall', roles: ['manage_opening'] },
  ],
};
const missing: string[] = [];

async function renderShell(part: 'menu' | 'drawer', user: CurrentUser, language = 'fr') {
  useSessionStore.getState().setUser(user);
  const i18n = await createTestI18n(language, missing);
  render(
    <TestProviders i18n={i18n}>
      <MemoryRouter>
        {part === 'menu' ? <AccountMenu user={user} /> : <DrawerAccount onNavigate={() => {}} />}
      </MemoryRouter>
    </TestProviders>,
  );
  if (part === 'menu') fireEvent.click(screen.getByTestId('account-menu'));
}

const hrefs = (element: HTMLElement) =>
  [...element.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

beforeAll(stubMissingBrowserApis);

afterEach(() => {
  cleanup();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe('the gyms a climber administers, in the shell', () => {
  it('are listed in the drawer under “My gyms”, each to its page', async () => {
    await renderShell('drawer', manager);
    const gyms = screen.getByTestId('drawer-my-gyms');
    expect(gyms.textContent).toContain('Mes salles');
    expect(hrefs(gyms)).toEqual(['/gyms/4/bloc-session', '/gyms/9/vertical-hall']);
    expect(missing).toEqual([]);
  });

  it('are listed in the account menu, in both languages', async () => {
    await renderShell('menu', manager, 'en');
    const label = await screen.findByTestId('account-my-gyms');
    expect(label.textContent).toBe('My gyms');
    const menu = label.closest<HTMLElement>('[role="menu"]');
    if (!menu) throw new Error('no menu');
    expect(hrefs(menu)).toEqual(expect.arrayContaining(['/gyms/4/bloc-session', '/gyms/9/vertical-hall']));
    expect(missing).toEqual([]);
  });

  it('take no room for a climber on no gym’s staff', async () => {
    await renderShell('drawer', climber);
    expect(screen.queryByTestId('drawer-my-gyms')).toBeNull();
    cleanup();
    await renderShell('menu', climber);
    await screen.findByRole('menu');
    expect(screen.queryByTestId('account-my-gyms')).toBeNull();
  });

  it('give a site administrator the way to the gym administration requests, and no one else', async () => {
    await renderShell('drawer', { ...climber, super_admin: true });
    const link = screen.getByRole('link', { name: 'Demandes d’administration de salles' });
    expect(link.getAttribute('href')).toBe('/gym-administrations');
    cleanup();
    await renderShell('menu', climber, 'en');
    expect(hrefs(await screen.findByRole('menu'))).not.toContain('/gym-administrations');
  });
});
