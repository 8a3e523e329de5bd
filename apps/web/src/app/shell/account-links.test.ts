import { PAGES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../features/accounts/guards';
import { accountLinks, administeredGymLinks } from './account-links';

const climber = { super_admin: false, administered_gyms: [] };

describe('the site administrator’s outbox in the account menu', () => {
  it('is linked for a site administrator only', () => {
    expect(accountLinks({ super_admin: true }).map((link) => link.to)).toContain('/admin/outbox');
    expect(accountLinks({ super_admin: false }).map((link) => link.to)).not.toContain('/admin/outbox');
  });

  it.each(['/admin/outbox', '/admin/reports', '/gym-administrations'])(
    'sends a visitor to sign in and a climber to the right-required page from %s, as every super_admin page',
    async (path) => {
      const page = PAGES.find((candidate) => candidate.path === path) ?? { access: 'public' as const };
      expect(page.access).toBe('super_admin');
      const context = { params: {}, path };
      expect(await guardRedirect(page, { ...context, signedIn: false, user: null })).toBe(
        `/sign-in?redirect=${encodeURIComponent(path)}`,
      );
      expect(await guardRedirect(page, { ...context, signedIn: true, user: climber })).toBe(
        '/errors/right-required?role=super_admin',
      );
      expect(
        await guardRedirect(page, { ...context, signedIn: true, user: { ...climber, super_admin: true } }),
      ).toBeNull();
    },
  );
});

describe('the reports in the account menu', () => {
  it('are linked for a site administrator only, before the outbox', () => {
    const links = accountLinks({ super_admin: true }).map((link) => link.to);
    expect(links.slice(-3)).toEqual(['/admin/reports', '/admin/outbox', '/gym-administrations']);
    expect(accountLinks({ super_admin: false }).map((link) => link.to)).not.toContain('/admin/reports');
  });
});

describe('the gym administrations in the account menu', () => {
  it('are linked for a site administrator only, beside the outbox', () => {
    const links = accountLinks({ super_admin: true }).map((link) => link.to);
    expect(links.slice(-2)).toEqual(['/admin/outbox', '/gym-administrations']);
    expect(accountLinks({ super_admin: false }).map((link) => link.to)).not.toContain('/gym-administrations');
  });
});

describe('the gyms the climber administers in the account menu', () => {
  it('lists each to its page, and nothing for a climber on no gym’s staff', () => {
    expect(
      administeredGymLinks({
        administered_gyms: [
          { id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_gym'] },
          { id: 9, name: 'Vertical Hall', slug_name: 'vertical-hall', roles: [] },
        ],
      }),
    ).toEqual([
      { to: '/gyms/4/bloc-session', name: 'Bloc Session' },
      { to: '/gyms/9/vertical-hall', name: 'Vertical Hall' },
    ]);
    expect(administeredGymLinks({ administered_gyms: [] })).toEqual([]);
  });
});

describe('the favourites in the account menu', () => {
  it('are linked for every climber', () => {
    expect(accountLinks({ super_admin: false }).map((link) => link.to)).toContain('/home/favorites');
  });
});

describe('the climber’s media in the account menu', () => {
  it('are linked for every climber, right after the favourites', () => {
    const links = accountLinks({ super_admin: false }).map((link) => link.to);
    expect(links[links.indexOf('/home/favorites') + 1]).toBe('/home/media');
    expect(PAGES.find((page) => page.path === '/home/media')?.access).toBe('login');
  });
});
