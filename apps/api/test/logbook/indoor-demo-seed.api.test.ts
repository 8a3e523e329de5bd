import type { GymLevelProgress, GymRoute, IndoorAnalytics } from '@climb/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIMBER_EMAILS } from '../../src/accounts/account.seed';
import { ascents, gymRoutes, users } from '../../src/db/schema';
import { findDemoGymRoutes } from '../../src/indoor/indoor.public';
import { authHeaders } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { gymRouteFigures, recountGymRouteFigures, sameGymRouteFigures } from './indoor-logbook-api';
import { expectCall } from './logbook-api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});

afterAll(async () => {
  await t?.close();
});

async function demoClimbers() {
  const climbers = [];
  for (const email of DEMO_CLIMBER_EMAILS) {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no demo climber ${email}`);
    climbers.push({ user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) });
  }
  return climbers;
}

describe('the demo climbers’ indoor ascents of a fresh database', () => {
  it('give the demo gyms route figures, with a note and a difficulty from three climbers', async () => {
    const bouldering = await findDemoGymRoutes(t.db, 0);
    const routes = await findDemoGymRoutes(t.db, 1);
    if (!bouldering || !routes) throw new Error('no demo gyms');
    for (const route of [...bouldering.routes, ...routes.routes]) {
      expect(
        sameGymRouteFigures(await gymRouteFigures(t.db, route.id), await recountGymRouteFigures(t.db, route.id)),
        `route ${route.id}`,
      ).toBe(true);
    }
    const voted = bouldering.routes.filter((route) => route.climbing_type === 'bouldering')[2];
    if (!voted) throw new Error('no third boulder');
    const page = await expectCall<GymRoute>(t, 200, 'GET', `gym_routes/${voted.id}.json`, t.keyHeaders);
    expect(page).toMatchObject({ ascents_count: 3, climbers_count: 3, note: 4, note_count: 3, hardness_value: 0 });
    const climbed = await t.db
      .select({ id: ascents.id })
      .from(ascents)
      .where(and(eq(ascents.gym_id, routes.gymId), isNotNull(ascents.gym_route_id)));
    expect(climbed.length).toBeGreaterThanOrEqual(5);
  });

  it('show each demo climber indoor analytics over the last weeks, a series without a route included', async () => {
    const [lucie, hugo, ada] = await demoClimbers();
    if (!lucie || !hugo || !ada) throw new Error('no demo climbers');
    const series = await t.db
      .select()
      .from(ascents)
      .where(and(eq(ascents.user_id, lucie.user.id), eq(ascents.kind, 'gym_route'), isNull(ascents.gym_route_id)));
    expect(series).toEqual([expect.objectContaining({ quantity: 3, level_color: 'green', gym_route_id: null })]);
    for (const climber of [lucie, hugo, ada]) {
      const analytics = await expectCall<IndoorAnalytics>(
        t,
        200,
        'GET',
        'current_users/indoor_analytiks.json',
        climber.headers,
      );
      expect(analytics.figures.ascents, climber.user.first_name).toBeGreaterThan(2);
      expect(analytics.last_28_days.some((day) => day.count > 0)).toBe(true);
    }
  });

  it('show their progress per colour at the bouldering gym', async () => {
    const [, hugo] = await demoClimbers();
    const bouldering = await findDemoGymRoutes(t.db, 0);
    if (!hugo || !bouldering) throw new Error('no demo data');
    const progress = await expectCall<GymLevelProgress>(
      t,
      200,
      'GET',
      `current_users/gyms/${bouldering.gymId}/level_progress.json`,
      hugo.headers,
    );
    const levels = progress.climbing_types.flatMap((type) => type.levels);
    expect(levels.reduce((sum, level) => sum + level.done, 0)).toBeGreaterThanOrEqual(7);
    expect(levels.every((level) => level.done <= level.mounted)).toBe(true);
    const mounted = await t.db
      .select({ id: gymRoutes.id })
      .from(gymRoutes)
      .where(and(eq(gymRoutes.gym_id, bouldering.gymId), isNull(gymRoutes.dismounted_at)));
    expect(levels.reduce((sum, level) => sum + level.mounted, 0)).toBe(mounted.length);
  });
});
