import { PAGES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../features/accounts/guards';
import { accountLinks } from './account-links';

const climber = { super_admin: false, administered_gyms: [] };

describe('the site administrator’s outbox in the account menu', () => {
  it('is linked for a site administrator only', () => {
    expect(accountLinks({ super_admin: true }).map((link) => link.to)).toContain('/admin/outbox');
    expect(accountLinks({ super_admin: false }).map((link) => link.to)).not.toContain('/admin/outbox');
  });

  it('sends a visitor to sign in and a climber to the right-required page, as every super_admin page', () => {
    const access = PAGES.find((page) => page.path === '/admin/outbox')?.access ?? 'public';
    expect(access).toBe('super_admin');
    const context = { params: {}, path: '/admin/outbox' };
    expect(guardRedirect(access, { ...context, signedIn: false, user: null })).toBe(
      '/sign-in?redirect=%2Fadmin%2Foutbox',
    );
    expect(guardRedirect(access, { ...context, signedIn: true, user: climber })).toBe(
      '/errors/right-required?role=super_admin',
    );
    expect(guardRedirect(access, { ...context, signedIn: true, user: { ...climber, super_admin: true } })).toBeNull();
  });
});

describe('the favourites in the account menu', () => {
  it('are linked for every climber', () => {
    expect(accountLinks({ super_admin: false }).map((link) => link.to)).toContain('/home/favorites');
  });
});
