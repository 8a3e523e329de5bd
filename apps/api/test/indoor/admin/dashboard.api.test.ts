import type { GymAdminDashboard } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, gyms } from '../../../src/db/schema';
import { addDays, dayIn } from '../../../src/indoor/admin/dashboard/dashboard-dates';
import { createFollowRow } from '../../factories/community.factory';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { createIndoorAscent } from '../../factories/indoor-ascent.factory';
import { createVideoRow } from '../../factories/media.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * A gym's dashboard (docs/domain/indoor.md, "Administration") through `GET gyms/{id}/admin_dashboard.json`: any
 * member of the gym's team passes whatever their roles, others are refused; the figures of a small gym written out
 * by hand, days counted back from today in the gym's time zone (Paris).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const today = () => dayIn(new Date(), 'Europe/Paris');
const daysAgo = (days: number) => addDays(today(), -days);
/** An instant well within the gym's day `days` ago (noon in Paris, give or take an hour). */
const instantDaysAgo = (days: number) => new Date(`${daysAgo(days)}T11:00:00Z`);

async function climber(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

const dashboardOf = (gymId: number) => `gyms/${gymId}/admin_dashboard.json`;

describe('who reads a gym’s dashboard', () => {
  it('lets any member of the team in whatever their roles, and site administrators', async () => {
    const gym = await createGym(t.db);
    const manager = await climber();
    const setter = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: manager.user.id });
    await createGymAdministrator(t.db, { gymId: gym.id, userId: setter.user.id, roles: ['manage_openers'] });
    const noRole = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: noRole.user.id, roles: [] });
    const admin = await climber({ super_admin: true });
    for (const who of [manager, setter, noRole, admin]) {
      const answer = await expectCall<GymAdminDashboard>(t, 200, 'GET', dashboardOf(gym.id), who.headers);
      expect(answer.gym).toMatchObject({ id: gym.id, name: gym.name });
    }
  });

  it('refuses a climber off the team and another gym’s administrator, naming the gym', async () => {
    const gym = await createGym(t.db);
    const other = await createGym(t.db);
    const stranger = await climber();
    const otherManager = await climber();
    await createGymAdministrator(t.db, { gymId: other.id, userId: otherManager.user.id });
    for (const who of [stranger, otherManager]) {
      const answer = await expectCall(t, 403, 'GET', dashboardOf(gym.id), who.headers);
      expect(answer).toMatchObject({ need: { gym_name: gym.name, role: 'gym_administrator' } });
    }
    expect((await call(t, 'GET', dashboardOf(gym.id), t.keyHeaders)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown gym to a site administrator', async () => {
    const admin = await climber({ super_admin: true });
    await expectCall(t, 404, 'GET', dashboardOf(999_999), admin.headers);
  });
});

describe('what the dashboard shows', () => {
  it('counts a small gym’s last 28 days against the 28 before, lists the oldest routes and sectors', async () => {
    const gym = await createGym(t.db, { spaces_count: 1 });
    const manager = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: manager.user.id });
    const space = await createGymSpace(t.db, gym.id, { name: 'Grand pan' });
    const old = await createGymSector(t.db, space, { name: 'Dévers' });
    const fresh = await createGymSector(t.db, space, { name: 'Dalle' });
    // Mounted: 400 and 200 days old in "Dévers" (300 on average), 10 and 40 days old in "Dalle" (25): one opened in
    // the window, one in the window before.
    const oldest = await createGymRoute(t.db, old, { name: 'Doyenne', opened_at: daysAgo(400), level_color: 'red' });
    await createGymRoute(t.db, old, { name: 'Cadette', opened_at: daysAgo(200) });
    const recent = await createGymRoute(t.db, fresh, { name: 'Nouvelle', opened_at: daysAgo(10) });
    const lastMonth = await createGymRoute(t.db, fresh, { name: 'Du mois dernier', opened_at: daysAgo(40) });
    // Dismounted: one opened and dismounted in the window, one dismounted in the window before, one long ago.
    await createGymRoute(t.db, fresh, { opened_at: daysAgo(20), dismounted_at: daysAgo(5) });
    const gone = await createGymRoute(t.db, fresh, {
      name: 'Partie',
      opened_at: daysAgo(300),
      dismounted_at: daysAgo(30),
    });
    await createGymRoute(t.db, old, { opened_at: daysAgo(900), dismounted_at: daysAgo(500) });

    // Ascents: 3 in the window by 2 climbers (a project aside), 1 before by a third; one at another gym.
    const [a, b, c] = await Promise.all([climber(), climber(), climber()]);
    await createIndoorAscent(t.db, { userId: a.user.id, route: recent, released_at: daysAgo(1) });
    await createIndoorAscent(t.db, { userId: a.user.id, route: oldest, released_at: daysAgo(27) });
    await createIndoorAscent(t.db, { userId: b.user.id, route: recent, released_at: today() });
    await createIndoorAscent(t.db, {
      userId: b.user.id,
      route: oldest,
      released_at: daysAgo(2),
      ascent_status: 'project',
    });
    await createIndoorAscent(t.db, { userId: c.user.id, route: lastMonth, released_at: daysAgo(28) });
    const elsewhere = await createGym(t.db);
    const elsewhereRoute = await createGymRoute(
      t.db,
      await createGymSector(t.db, await createGymSpace(t.db, elsewhere.id)),
      {},
    );
    await createIndoorAscent(t.db, { userId: a.user.id, route: elsewhereRoute, released_at: daysAgo(1) });

    // Followers: 2 new, 1 before, 1 long ago.
    for (const [who, days] of [
      [a, 3],
      [b, 20],
      [c, 40],
    ] as const) {
      await createFollowRow(t.db, who.user.id, gym.id, { followable_type: 'gyms', created_at: instantDaysAgo(days) });
    }
    await createFollowRow(t.db, manager.user.id, gym.id, { followable_type: 'gyms', created_at: instantDaysAgo(90) });

    // Comments: on the gym and on two routes in the window (one hidden aside), one before on a dismounted route.
    const comment = (type: 'gyms' | 'gym_routes', id: number, days: number, values: { hidden?: boolean } = {}) =>
      t.db.insert(comments).values({
        commentable_type: type,
        commentable_id: id,
        user_id: a.user.id,
        body: `Avis ${days}`,
        created_at: instantDaysAgo(days),
        ...values,
      });
    await comment('gyms', gym.id, 1);
    await comment('gym_routes', recent.id, 2);
    await comment('gym_routes', oldest.id, 3, { hidden: true });
    await comment('gym_routes', gone.id, 35);
    await comment('gym_routes', elsewhereRoute.id, 1);
    await createVideoRow(t.db, { type: 'gym_routes', id: oldest.id }, b.user.id, { created_at: instantDaysAgo(4) });

    const answer = await expectCall<GymAdminDashboard>(t, 200, 'GET', dashboardOf(gym.id), manager.headers);
    expect(answer.period).toEqual({ from: daysAgo(27), to: today() });
    expect(answer.figures).toEqual({
      routes_opened: { current: 2, previous: 1 },
      routes_dismounted: { current: 1, previous: 1 },
      ascents: { current: 3, previous: 1 },
      climbers: { current: 2, previous: 1 },
      followers: { current: 2, previous: 1 },
      comments: { current: 2, previous: 1 },
    });
    expect(answer.oldest_routes.map((route) => [route.name, route.age_days, route.sector.name])).toEqual([
      ['Doyenne', 400, 'Dévers'],
      ['Cadette', 200, 'Dévers'],
      ['Du mois dernier', 40, 'Dalle'],
      ['Nouvelle', 10, 'Dalle'],
    ]);
    expect(answer.oldest_routes[0]).toMatchObject({ level_color: 'red', opened_at: daysAgo(400) });
    expect(answer.sectors_to_renew).toEqual([
      {
        id: old.id,
        name: 'Dévers',
        gym_space_id: space.id,
        space_name: 'Grand pan',
        routes_count: 2,
        average_age_days: 300,
      },
      {
        id: fresh.id,
        name: 'Dalle',
        gym_space_id: space.id,
        space_name: 'Grand pan',
        routes_count: 2,
        average_age_days: 25,
      },
    ]);
    expect(answer.comments.count).toBe(2);
    expect(answer.comments.latest.map((item) => [item.text, item.route])).toEqual([
      ['Avis 1', null],
      ['Avis 2', { id: recent.id, name: 'Nouvelle' }],
    ]);
    expect(answer.comments.latest[0]?.author?.uuid).toBe(a.user.uuid);
    expect(answer.videos).toMatchObject({ count: 1, latest: [{ route: { id: oldest.id, name: 'Doyenne' } }] });
    expect(answer.first_steps).toEqual({ first_space_done: true, difficulty_system_done: false });
  });

  it('offers the first steps until done, and shows an empty gym plainly', async () => {
    const gym = await createGym(t.db);
    const manager = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: manager.user.id, roles: ['manage_openers'] });
    const empty = await expectCall<GymAdminDashboard>(t, 200, 'GET', dashboardOf(gym.id), manager.headers);
    expect(empty.first_steps).toEqual({ first_space_done: false, difficulty_system_done: false });
    expect(empty.oldest_routes).toEqual([]);
    expect(empty.sectors_to_renew).toEqual([]);
    expect(empty.comments).toEqual({ count: 0, latest: [] });
    expect(empty.figures.ascents).toEqual({ current: 0, previous: 0 });

    await t.db
      .update(gyms)
      .set({ spaces_count: sql`${gyms.spaces_count} + 1`, difficulty_system_set_at: new Date() })
      .where(eq(gyms.id, gym.id));
    const done = await expectCall<GymAdminDashboard>(t, 200, 'GET', dashboardOf(gym.id), manager.headers);
    expect(done.first_steps).toEqual({ first_space_done: true, difficulty_system_done: true });
  });
});
