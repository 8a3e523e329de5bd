import { describe, expect, it } from 'vitest';
import { type GuardContext, guardRedirect, UnknownMiddlewareError } from './guards';

const climber = { super_admin: false, administered_gyms: [{ id: 12, name: 'Arkose' }] };
const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  signedIn: true,
  user: climber,
  params: {},
  path: '/home/settings/general?tab=1',
  ...overrides,
});

describe('guardRedirect', () => {
  it('lets anyone open a public page', () => {
    expect(guardRedirect('public', context({ signedIn: false, user: null }))).toBeNull();
  });

  it('sends a visitor from a login page to /sign-in with the way back', () => {
    expect(guardRedirect('login', context({ signedIn: false, user: null }))).toBe(
      '/sign-in?redirect=%2Fhome%2Fsettings%2Fgeneral%3Ftab%3D1',
    );
    expect(guardRedirect('login', context())).toBeNull();
  });

  it('opens a gym administration page only for an administrator of the gymId parameter', () => {
    expect(guardRedirect('gym_admin', context({ params: { gymId: '12' } }))).toBeNull();
    expect(guardRedirect('gym_admin', context({ params: { gymId: '13' } }))).toBe(
      '/errors/right-required?role=gym_administrator',
    );
    expect(guardRedirect('gym_admin', context({ params: {} }))).toBe('/errors/right-required?role=gym_administrator');
    expect(guardRedirect('gym_admin', context({ params: { gymId: '12' }, user: null }))).toBe(
      '/errors/right-required?role=gym_administrator',
    );
    expect(guardRedirect('gym_admin', context({ signedIn: false, user: null, path: '/gyms/12/admin' }))).toBe(
      '/sign-in?redirect=%2Fgyms%2F12%2Fadmin',
    );
  });

  it('opens a site administration page only for a super admin', () => {
    expect(guardRedirect('super_admin', context())).toBe('/errors/right-required?role=super_admin');
    expect(guardRedirect('super_admin', context({ user: { ...climber, super_admin: true } }))).toBeNull();
    expect(guardRedirect('super_admin', context({ signedIn: false, user: null, path: '/gym-administrations' }))).toBe(
      '/sign-in?redirect=%2Fgym-administrations',
    );
  });

  it('throws a 500 "Unknown middleware" for a guard name it does not know', () => {
    let thrown: unknown;
    try {
      guardRedirect('gym_owner', context());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnknownMiddlewareError);
    expect(thrown).toMatchObject({ status: 500, message: 'Unknown middleware', guard: 'gym_owner' });
  });
});
