import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

/** Routes guarded the way later capabilities guard theirs (the gym admin area, site tools). */
function guardedRoutes(app: FastifyInstance) {
  const guards = () => app.appContext.guards;
  app.get('/api/v1/test/gyms/:gymId/admin.json', async (request) => {
    const gymId = Number((request.params as { gymId: string }).gymId);
    const user = await guards().requireGymAdministrator(request, gymId);
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

  it('answers 401, not 403, to a visitor', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/gyms/12/admin.json', headers: t.keyHeaders });
    expect(response.statusCode).toBe(401);
  });
});
