import type { Access, AdministeredGym, GymRole } from '@climb/contracts';
import { GYM_ROLE_CASES } from '@climb/contracts/platform/gym-role-cases';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GuardContext, guardRedirect, UnknownMiddlewareError } from './guards';

const arkose: AdministeredGym = { id: 12, name: 'Arkose', slug_name: 'arkose', roles: ['manage_opening'] };
const climber = { super_admin: false, administered_gyms: [arkose] };
const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  signedIn: true,
  user: climber,
  params: {},
  path: '/home/settings/general?tab=1',
  ...overrides,
});
const page = (access: Access, gymRole?: GymRole) => ({ access, gymRole });

/** The gyms the fake API knows, by id: `GET gyms/{id}.json` answers their name, anything else a 404. */
let gymNames: Record<number, string> = {};
let asked: string[] = [];

beforeEach(() => {
  gymNames = {};
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
      asked.push(path);
      const id = Number(/^gyms\/(\d+)\.json$/.exec(path)?.[1]);
      const name = gymNames[id];
      return name
        ? new Response(JSON.stringify({ id, name }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('guardRedirect', () => {
  it('lets anyone open a public page', async () => {
    expect(await guardRedirect(page('public'), context({ signedIn: false, user: null }))).toBeNull();
  });

  it('sends a visitor from a login page to /sign-in with the way back', async () => {
    expect(await guardRedirect(page('login'), context({ signedIn: false, user: null }))).toBe(
      '/sign-in?redirect=%2Fhome%2Fsettings%2Fgeneral%3Ftab%3D1',
    );
    expect(await guardRedirect(page('login'), context())).toBeNull();
  });

  it('opens a site administration page only for a super admin', async () => {
    expect(await guardRedirect(page('super_admin'), context())).toBe('/errors/right-required?role=super_admin');
    expect(await guardRedirect(page('super_admin'), context({ user: { ...climber, super_admin: true } }))).toBeNull();
    expect(
      await guardRedirect(page('super_admin'), context({ signedIn: false, user: null, path: '/gym-administrations' })),
    ).toBe('/sign-in?redirect=%2Fgym-administrations');
  });

  it('throws a 500 "Unknown middleware" for a guard name it does not know', async () => {
    await expect(guardRedirect(page('gym_owner' as Access), context())).rejects.toBeInstanceOf(UnknownMiddlewareError);
    await expect(guardRedirect(page('gym_owner' as Access), context())).rejects.toMatchObject({
      status: 500,
      message: 'Unknown middleware',
      guard: 'gym_owner',
    });
  });
});

describe('the gym administration guard', () => {
  it('sends a visitor to sign in first', async () => {
    expect(
      await guardRedirect(
        page('gym_admin'),
        context({ signedIn: false, user: null, params: { gymId: '12' }, path: '/gyms/12/arkose/admins' }),
      ),
    ).toBe('/sign-in?redirect=%2Fgyms%2F12%2Farkose%2Fadmins');
    expect(asked).toEqual([]);
  });

  // The API guard is tested against the same cases: both must agree. The administration area asks as if the gym had
  // staff, so the cases of a gym with staff are the route guard's.
  it.each(GYM_ROLE_CASES.filter((gymCase) => gymCase.gym.staffed && gymCase.viewer !== null))(
    'decides as the API: $name',
    async ({ viewer, gym, role, refusal }) => {
      gymNames = { [gym.id]: gym.name };
      const target = await guardRedirect(
        page('gym_admin', role),
        context({ user: viewer, params: { gymId: String(gym.id) } }),
      );
      if (refusal === null) {
        expect(target).toBeNull();
        return;
      }
      const url = new URL(target ?? '', 'http://localhost');
      expect(url.pathname).toBe('/errors/right-required');
      expect(Object.fromEntries(url.searchParams)).toEqual(refusal);
    },
  );

  it('names the gym from the climber’s own list without asking the API', async () => {
    gymNames = { 12: 'Another name' };
    expect(await guardRedirect(page('gym_admin', 'manage_gym'), context({ params: { gymId: '12' } }))).toBe(
      '/errors/right-required?gym_name=Arkose&role=manage_gym',
    );
    expect(asked).toEqual([]);
  });

  it('lets a site administrator in, whichever the gym and the role', async () => {
    const admin = { super_admin: true, administered_gyms: [] };
    expect(
      await guardRedirect(page('gym_admin', 'manage_team_members'), context({ user: admin, params: { gymId: '99' } })),
    ).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks the API for a name the climber’s list lacks, and leaves it out when it cannot be had', async () => {
    expect(await guardRedirect(page('gym_admin'), context({ params: { gymId: '13' } }))).toBe(
      '/errors/right-required?role=gym_administrator',
    );
    expect(asked).toEqual(['gyms/13.json']);
    expect(await guardRedirect(page('gym_admin', 'manage_gym'), context({ params: {} }))).toBe(
      '/errors/right-required?role=manage_gym',
    );
    expect(asked).toEqual(['gyms/13.json']);
    gymNames = { 12: 'Arkose' };
    expect(await guardRedirect(page('gym_admin'), context({ user: null, params: { gymId: '12' } }))).toBe(
      '/errors/right-required?gym_name=Arkose&role=gym_administrator',
    );
  });
});
