import type { GymRole } from '@climb/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

/** Routes guarded the way later capabilities guard theirs (the gym admin area, site tools). */
function guardedRoutes(app: FastifyInstance) {
  const guards = () => app.appContext.guards;
  app.get('/api/v1/test/gyms/:gymId/admin.json', async (request) => {
    const gymId = Number((request.params as { gymId: string }).gymId);
    const { role } = request.query as { role?: GymRole };
    const user = await guards().requireGymAdministrator(request, gymId, role);
    return { ok: true, user: user.uuid };
  });
  app.get('/api/v1/test/site-admin.json', async (request) => {
    await guards().requireSuperAdmin(request);
    return { ok: true };
  });
}

beforeAll(async () => {
  t = await createTestApp({ extend: guardedRoutes });
});
afterAll(() => t.close());

describe('guards enforced by the API', () => {
  it('sends an ordinary climber a 403 naming the role on a gym administration call', async () => {
    const { user } = await createUser(t.db);
    const response = await t.app.inject({
      url: '/api/v1/test/gyms/12/admin.json',
      headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', need: { role: 'gym_administrator' } });
  });

  it('sends an ordinary climber a 403 on a site administration call, and lets a site administrator in', async () => {
    const { user } = await createUser(t.db);
    const denied = await t.app.inject({
      url: '/api/v1/test/site-admin.json',
      headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'forbidden', need: { role: 'super_admin' } });

    const { user: admin } = await createUser(t.db, { super_admin: true });
    const allowed = await t.app.inject({
      url: '/api/v1/test/site-admin.json',
      headers: await authHeaders(admin, t.config.jwtSecret, t.keyHeaders),
    });
    expect(allowed.statusCode).toBe(200);
    const gym = await t.app.inject({
      url: '/api/v1/test/gyms/12/admin.json',
      headers: await authHeaders(admin, t.config.jwtSecret, t.keyHeaders),
    });
    expect(gym.statusCode).toBe(200);
  });

  it("lets a gym's administrators in, holding the role asked for, and names the gym to anyone else", async () => {
    const gym = await createGym(t.db, { name: 'Bloc Session' });
    const other = await createGym(t.db, { name: 'Vertical Hall' });
    const { user: setter } = await createUser(t.db);
    await createGymAdministrator(t.db, { gymId: gym.id, userId: setter.id, roles: ['manage_opening'] });
    const { user: otherManager } = await createUser(t.db);
    await createGymAdministrator(t.db, { gymId: other.id, userId: otherManager.id });
    const ask = async (user: { id: number; uuid: string }, role?: GymRole) =>
      t.app.inject({
        url: `/api/v1/test/gyms/${gym.id}/admin.json${role ? `?role=${role}` : ''}`,
        headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders),
      });

    expect((await ask(setter)).statusCode).toBe(200);
    expect((await ask(setter, 'manage_opening')).statusCode).toBe(200);
    const lacking = await ask(setter, 'manage_spaces');
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json()).toMatchObject({
      code: 'forbidden',
      need: { gym_name: 'Bloc Session', role: 'manage_spaces' },
    });
    const outsider = await ask(otherManager);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().need).toEqual({ gym_name: 'Bloc Session', role: 'gym_administrator' });
  });

  it('answers 401, not 403, to a visitor', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/gyms/12/admin.json', headers: t.keyHeaders });
    expect(response.statusCode).toBe(401);
  });
});
