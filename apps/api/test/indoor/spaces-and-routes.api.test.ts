import type { Gym, GymRoute, GymRouteSummary, GymSector, GymSpace } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { call, expectCall, openWikiTestApp, versionsOf } from '../outdoor/crags/wiki-api';
import { addGym, addSector, addSpace, imageForm, spaceWithPlan, upload } from './indoor-api';

const wiki = openWikiTestApp();

const outline = (x = 10, y = 10) => [
  [x, y],
  [x + 200, y],
  [x + 200, y + 80],
  [x, y + 80],
];

describe('gym spaces and their plans', () => {
  it('keeps a plan whole with its size in pixels, never cropped', async () => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id, 1600, 500);
    expect(space.plan).toEqual({ url: expect.stringMatching(/\/plans\/.+\/large\.webp$/), width: 1600, height: 500 });
    expect((await expectCall<Gym>(wiki.t, 200, 'GET', `gyms/${gym.id}.json`, wiki.callers.visitor)).spaces_count).toBe(
      1,
    );
  });

  it('reduces a very large plan to its bounds, proportions kept', async () => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id, 6000, 1500);
    expect(space.plan).toMatchObject({ width: 4096, height: 1024 });
  });

  it('refuses a plan that is no image by its content, and keeps the plan it had', async () => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id);
    const fake = new FormData();
    fake.append('file', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'plan.png');
    const response = await upload(wiki, `gym_spaces/${space.id}/plan.json`, wiki.callers.climber, fake);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ file: ['invalid'] });
    const read = await expectCall<GymSpace>(wiki.t, 200, 'GET', `gym_spaces/${space.id}.json`, wiki.callers.visitor);
    expect(read.plan).toEqual(space.plan);
  });

  it('answers 422 `gym_id: not_found` for a space of no gym', async () => {
    const response = await call(wiki.t, 'POST', 'gym_spaces.json', wiki.callers.climber, {
      gym_id: 99_999_999,
      name: 'A',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ gym_id: ['not_found'] });
  });

  it('moves the drawn sectors onto a new plan of another size: the same walls, the new pixels', async () => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id, 1000, 600);
    const sector = await addSector(wiki, space.id, { polygon: outline(100, 100) });
    const response = await upload(
      wiki,
      `gym_spaces/${space.id}/plan.json`,
      wiki.callers.climber,
      await imageForm(2000, 1200),
    );
    expect(response.statusCode).toBe(200);
    const moved = await expectCall<GymSector>(
      wiki.t,
      200,
      'GET',
      `gym_sectors/${sector.id}.json`,
      wiki.callers.visitor,
    );
    expect(moved.polygon).toEqual([
      [200, 200],
      [600, 200],
      [600, 360],
      [200, 360],
    ]);
  });
});

describe('gym sectors', () => {
  it('draws a sector on the plan, in its pixels, and lists it with its space', async () => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id);
    const sector = await addSector(wiki, space.id, { polygon: outline(), height: 4, anchor_from: 1, anchor_to: 6 });
    expect(sector).toMatchObject({
      gym_id: gym.id,
      gym_space_id: space.id,
      polygon: outline(),
      mounted_routes_count: 0,
    });
    const read = await expectCall<GymSpace>(wiki.t, 200, 'GET', `gym_spaces/${space.id}.json`, wiki.callers.visitor);
    expect(read.sectors.map((item) => item.id)).toEqual([sector.id]);
    expect(read.sectors_count).toBe(1);
  });

  it.each([
    [
      'an outline of two points',
      [
        [0, 0],
        [10, 10],
      ],
      'too_short',
    ],
    [
      'an outline leaving the plan',
      [
        [0, 0],
        [1200, 0],
        [1200, 100],
      ],
      'invalid',
    ],
    [
      'an outline crossing itself',
      [
        [0, 0],
        [100, 100],
        [100, 0],
        [0, 100],
      ],
      'invalid',
    ],
  ])('answers 422 for %s, and stores nothing', async (_case, polygon, rule) => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id);
    const response = await call(wiki.t, 'POST', 'gym_sectors.json', wiki.callers.climber, {
      gym_space_id: space.id,
      name: 'Refusé',
      polygon,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toEqual({ polygon: [rule] });
    const read = await expectCall<GymSpace>(wiki.t, 200, 'GET', `gym_spaces/${space.id}.json`, wiki.callers.visitor);
    expect(read.sectors).toEqual([]);
  });

  it('answers 422 for an outline with more points than the bound, and for one on a space without a plan', async () => {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id);
    const many = Array.from({ length: 65 }, (_, index) => [
      500 + Math.round(200 * Math.cos((index / 65) * 2 * Math.PI)),
      300 + Math.round(200 * Math.sin((index / 65) * 2 * Math.PI)),
    ]);
    const tooMany = await call(wiki.t, 'POST', 'gym_sectors.json', wiki.callers.climber, {
      gym_space_id: space.id,
      name: 'Trop de points',
      polygon: many,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().error)).toEqual(['polygon']);
    const bare = await addSpace(wiki, gym.id);
    const noPlan = await call(wiki.t, 'POST', 'gym_sectors.json', wiki.callers.climber, {
      gym_space_id: bare.id,
      name: 'Sans plan',
      polygon: outline(),
    });
    expect(noPlan.json().error).toEqual({ polygon: ['invalid'] });
  });

  it('answers 422 `not_included` for a move to a space of another gym', async () => {
    const gym = await addGym(wiki);
    const other = await addGym(wiki, { name: 'Autre salle' });
    const space = await spaceWithPlan(wiki, gym.id);
    const elsewhere = await spaceWithPlan(wiki, other.id);
    const sector = await addSector(wiki, space.id);
    const response = await call(wiki.t, 'PUT', `gym_sectors/${sector.id}.json`, wiki.callers.climber, {
      gym_space_id: elsewhere.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ gym_space_id: ['not_included'] });
  });
});

describe('gym routes', () => {
  async function sectorOfNewGym() {
    const gym = await addGym(wiki);
    const space = await spaceWithPlan(wiki, gym.id);
    return { gym, space, sector: await addSector(wiki, space.id, { polygon: outline() }) };
  }

  it("sets a route at a level of the gym's scale: its colour and grade come from it; counts follow", async () => {
    const { gym, space, sector } = await sectorOfNewGym();
    const route = await expectCall<GymRoute>(wiki.t, 201, 'POST', 'gym_routes.json', wiki.callers.climber, {
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      level_index: 3,
      hold_colors: ['red'],
      openers: ['Léa'],
      opened_at: '2026-11-20',
    });
    // The default bouldering scale's fourth level: red, 6a+ (32).
    expect(route).toMatchObject({
      gym_id: gym.id,
      gym_space_id: space.id,
      gym_sector_id: sector.id,
      level_index: 3,
      level_color: 'red',
      grade_value: 32,
      grade_text: '6a+',
      hold_colors: ['red'],
      dismounted_at: null,
      sector_name: sector.name,
      gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
      space: { id: space.id, name: space.name, slug_name: space.slug_name },
    });
    const listed = await expectCall<GymRouteSummary[]>(
      wiki.t,
      200,
      'GET',
      `gym_sectors/${sector.id}/gym_routes.json`,
      wiki.callers.visitor,
    );
    expect(listed.map((item) => item.id)).toEqual([route.id]);
    expect(
      (await expectCall<Gym>(wiki.t, 200, 'GET', `gyms/${gym.id}.json`, wiki.callers.visitor)).mounted_routes_count,
    ).toBe(1);
    const [version] = await versionsOf(wiki.t.db, 'gym_routes', route.id);
    expect(version?.event).toBe('create');
  });

  it.each([
    ['a level the scale does not have', { level_index: 15 }, { level_index: ['not_included'] }],
    ['a sector that does not exist', { gym_sector_id: 99_999_999 }, { gym_sector_id: ['not_found'] }],
    ['no hold colour', { hold_colors: [] }, { hold_colors: ['too_short'] }],
    ['a colour that is no colour', { hold_colors: ['fuchsia'] }, { hold_colors: ['not_included'] }],
    ['a date that does not exist', { opened_at: '2026-02-30' }, { opened_at: ['invalid'] }],
    ['a dismount before the opening', { dismounted_at: '2026-01-01' }, { dismounted_at: ['before_opening'] }],
  ])('answers 422 for %s, and stores nothing', async (_case, overrides, errors) => {
    const { sector } = await sectorOfNewGym();
    const response = await call(wiki.t, 'POST', 'gym_routes.json', wiki.callers.climber, {
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      level_index: 1,
      hold_colors: ['green'],
      opened_at: '2026-11-20',
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toMatchObject(errors);
    const listed = await expectCall<GymRouteSummary[]>(
      wiki.t,
      200,
      'GET',
      `gym_sectors/${sector.id}/gym_routes.json`,
      wiki.callers.visitor,
    );
    expect(listed).toEqual([]);
  });

  it('lists the mounted routes of a gym filtered by sector, colour and grade; a dismounted route leaves them', async () => {
    const { gym, sector } = await sectorOfNewGym();
    const add = (level_index: number, hold_colors: string[]) =>
      expectCall<GymRoute>(wiki.t, 201, 'POST', 'gym_routes.json', wiki.callers.climber, {
        gym_sector_id: sector.id,
        climbing_type: 'bouldering',
        level_index,
        hold_colors,
        opened_at: '2026-11-20',
      });
    const easy = await add(0, ['yellow']);
    const hard = await add(5, ['purple']);
    const byColor = await expectCall<GymRouteSummary[]>(
      wiki.t,
      200,
      'GET',
      `gyms/${gym.id}/gym_routes.json?colors=purple`,
      wiki.callers.visitor,
    );
    expect(byColor.map((route) => route.id)).toEqual([hard.id]);
    const hardest = await expectCall<GymRouteSummary[]>(
      wiki.t,
      200,
      'GET',
      `gyms/${gym.id}/gym_routes.json?order=hardest`,
      wiki.callers.visitor,
    );
    expect(hardest.map((route) => route.id)).toEqual([hard.id, easy.id]);
    await expectCall(wiki.t, 200, 'PUT', `gym_routes/${hard.id}.json`, wiki.callers.climber, {
      dismounted_at: '2026-11-25',
    });
    const mounted = await call(wiki.t, 'GET', `gyms/${gym.id}/gym_routes.json`, wiki.callers.visitor);
    expect(mounted.json<GymRouteSummary[]>().map((route) => route.id)).toEqual([easy.id]);
    expect(mounted.headers['x-total-count']).toBe('1');
  });

  it('answers 422 `not_included` for a move to a sector of another gym', async () => {
    const first = await sectorOfNewGym();
    const second = await sectorOfNewGym();
    const route = await expectCall<GymRoute>(wiki.t, 201, 'POST', 'gym_routes.json', wiki.callers.climber, {
      gym_sector_id: first.sector.id,
      climbing_type: 'bouldering',
      hold_colors: ['white'],
      opened_at: '2026-11-20',
    });
    const response = await call(wiki.t, 'PUT', `gym_routes/${route.id}.json`, wiki.callers.climber, {
      gym_sector_id: second.sector.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ gym_sector_id: ['not_included'] });
  });

  it("keeps a route's picture whole with its size, and its thumbnail square", async () => {
    const { sector } = await sectorOfNewGym();
    const route = await expectCall<GymRoute>(wiki.t, 201, 'POST', 'gym_routes.json', wiki.callers.climber, {
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      hold_colors: ['black'],
      opened_at: '2026-11-20',
    });
    const picture = await upload(
      wiki,
      `gym_routes/${route.id}/picture.json`,
      wiki.callers.climber,
      await imageForm(900, 1600),
    );
    expect(picture.json<GymRoute>().picture).toMatchObject({ width: 900, height: 1600 });
    const thumbnail = await upload(
      wiki,
      `gym_routes/${route.id}/thumbnail.json`,
      wiki.callers.climber,
      await imageForm(900, 1600),
    );
    expect(thumbnail.json<GymRoute>().thumbnail).toMatch(/\/thumbnails\/.+\/medium\.webp$/);
  });
});
