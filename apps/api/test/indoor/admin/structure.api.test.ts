import type { GymOpener, GymRoute, GymSpaceGroup, GymTreeStructure } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymOpeners, gymRoutes, gymSpaces } from '../../../src/db/schema';
import { gymVersion } from '../../../src/lib/shared-cache';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * The gym's structure in its administration area (docs/domain/indoor.md, "Administration"): space groups, the tree
 * moved one item at a time, openers, and the route form's openers and styles.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type UserOverrides = Parameters<typeof createUser>[1];

async function climber(overrides: UserOverrides = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** A staff member of the gym with `roles` (every role unless given). */
async function staffOf(gymId: number, roles?: Parameters<typeof createGymAdministrator>[1]['roles']) {
  const who = await climber();
  await createGymAdministrator(t.db, { gymId, userId: who.user.id, ...(roles ? { roles } : {}) });
  return who;
}

/**
 * A staffed gym: a group "Bâtiment A" holding space A1 (sectors S1, S2, with routes), and space B at the top level
 * (sector S3).
 */
async function structuredGym() {
  const gym = await createGym(t.db);
  const manager = await staffOf(gym.id);
  const group = await expectCall<GymSpaceGroup>(
    t,
    201,
    'POST',
    `gyms/${gym.id}/gym_space_groups.json`,
    manager.headers,
    {
      name: 'Bâtiment A',
    },
  );
  const a1 = await createGymSpace(t.db, gym.id, { gym_space_group_id: group.id, position: 0 });
  const b = await createGymSpace(t.db, gym.id, { position: 0 });
  const s1 = await createGymSector(t.db, a1, { position: 0 });
  const s2 = await createGymSector(t.db, a1, { position: 1 });
  const s3 = await createGymSector(t.db, b, { position: 0 });
  await createGymRoute(t.db, s1);
  await createGymRoute(t.db, s1);
  await createGymRoute(t.db, s1, { dismounted_at: '2026-11-20' });
  await createGymRoute(t.db, s3);
  // The counts as the spaces' writes keep them.
  await t.db.update(gymSpaces).set({ sectors_count: 2, mounted_routes_count: 2 }).where(eq(gymSpaces.id, a1.id));
  await t.db.update(gymSpaces).set({ sectors_count: 1, mounted_routes_count: 1 }).where(eq(gymSpaces.id, b.id));
  return { gym, manager, group, a1, b, s1, s2, s3 };
}

const treeOf = (gymId: number, headers: Record<string, string>) =>
  expectCall<GymTreeStructure>(t, 200, 'GET', `gyms/${gymId}/tree_structure.json`, headers);

/** The tree as names: groups with their spaces with their sectors, then the top level. */
function shape(tree: GymTreeStructure) {
  const space = (node: GymTreeStructure['spaces'][number]) => [node.name, node.sectors.map((sector) => sector.name)];
  return { groups: tree.groups.map((group) => [group.name, group.spaces.map(space)]), top: tree.spaces.map(space) };
}

describe('the tree', () => {
  it('is read in order with the mounted routes counted, by those managing spaces only', async () => {
    const { gym, manager, a1, b, s1, s2, s3 } = await structuredGym();
    const tree = await treeOf(gym.id, manager.headers);
    expect(shape(tree)).toEqual({
      groups: [['Bâtiment A', [[a1.name, [s1.name, s2.name]]]]],
      top: [[b.name, [s3.name]]],
    });
    expect(tree.groups[0]?.mounted_routes_count).toBe(2);
    expect(tree.groups[0]?.spaces[0]?.sectors.map((sector) => sector.mounted_routes_count)).toEqual([0, 0]);
    const openersOnly = await staffOf(gym.id, ['manage_openers']);
    const otherGym = await createGym(t.db);
    const otherManager = await staffOf(otherGym.id);
    for (const refused of [openersOnly, otherManager]) {
      const response = await call(t, 'GET', `gyms/${gym.id}/tree_structure.json`, refused.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ need: { gym_name: gym.name, role: 'manage_spaces' } });
      const move = await call(t, 'PUT', `gyms/${gym.id}/tree_structure/move.json`, refused.headers, {});
      expect(move.statusCode).toBe(403);
    }
  });

  it('moves a sector to another space with its routes, both spaces counted again, and the gym version moves', async () => {
    const { gym, manager, a1, b, s1, s2, s3 } = await structuredGym();
    const before = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    const tree = await expectCall<GymTreeStructure>(
      t,
      200,
      'PUT',
      `gyms/${gym.id}/tree_structure/move.json`,
      manager.headers,
      {
        kind: 'sector',
        id: s1.id,
        parent_kind: 'space',
        parent_id: b.id,
        position: 0,
      },
    );
    expect(shape(tree)).toEqual({
      groups: [['Bâtiment A', [[a1.name, [s2.name]]]]],
      top: [[b.name, [s1.name, s3.name]]],
    });
    const spaceB = tree.spaces[0];
    expect(spaceB).toMatchObject({ sectors_count: 2, mounted_routes_count: 3 });
    expect(spaceB?.sectors.map((sector) => sector.position)).toEqual([0, 1]);
    expect(tree.groups[0]?.spaces[0]).toMatchObject({ sectors_count: 1, mounted_routes_count: 0 });
    const routes = await t.db.select().from(gymRoutes).where(eq(gymRoutes.gym_sector_id, s1.id));
    expect(routes.map((route) => route.gym_space_id)).toEqual([b.id, b.id, b.id]);
    const after = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    expect(after[0]).toBeGreaterThan(before[0] ?? 0);
  });

  it('moves a space into a group and out, a group among groups, past the end going last', async () => {
    const { gym, manager, group, a1, b } = await structuredGym();
    const move = (body: object) =>
      expectCall<GymTreeStructure>(t, 200, 'PUT', `gyms/${gym.id}/tree_structure/move.json`, manager.headers, body);
    let tree = await move({ kind: 'space', id: b.id, parent_kind: 'space_group', parent_id: group.id, position: 0 });
    expect(tree.groups[0]?.spaces.map((space) => space.id)).toEqual([b.id, a1.id]);
    expect(tree.spaces).toEqual([]);
    tree = await move({ kind: 'space', id: a1.id, parent_kind: 'gym', parent_id: null, position: 99 });
    expect(tree.spaces.map((space) => [space.id, space.gym_space_group_id])).toEqual([[a1.id, null]]);
    expect(tree.groups[0]?.spaces.map((space) => [space.id, space.position])).toEqual([[b.id, 0]]);
    const second = await expectCall<GymSpaceGroup>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_space_groups.json`,
      manager.headers,
      {
        name: 'Étage',
      },
    );
    expect(second.position).toBe(1);
    tree = await move({ kind: 'space_group', id: second.id, parent_kind: 'gym', position: 0 });
    expect(tree.groups.map((node) => [node.name, node.position])).toEqual([
      ['Étage', 0],
      ['Bâtiment A', 1],
    ]);
  });

  it('refuses another gym’s records, a wrong level and unknown ids, writing nothing', async () => {
    const { gym, manager, group, a1, s1 } = await structuredGym();
    const other = await structuredGym();
    const path = `gyms/${gym.id}/tree_structure/move.json`;
    const before = shape(await treeOf(gym.id, manager.headers));
    const refused = async (body: object) => {
      const response = await call(t, 'PUT', path, manager.headers, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ error: Record<string, string[]> }>().error;
    };
    // Another gym's sector, and another gym's space as the parent.
    expect(
      await refused({ kind: 'sector', id: other.s1.id, parent_kind: 'space', parent_id: a1.id, position: 0 }),
    ).toEqual({
      id: ['not_included'],
    });
    expect(
      await refused({ kind: 'sector', id: s1.id, parent_kind: 'space', parent_id: other.b.id, position: 0 }),
    ).toEqual({
      parent_id: ['not_included'],
    });
    expect(
      await refused({ kind: 'space', id: a1.id, parent_kind: 'space_group', parent_id: other.group.id, position: 0 }),
    ).toEqual({ parent_id: ['not_included'] });
    expect(
      await refused({ kind: 'space', id: a1.id, parent_kind: 'gym', parent_id: other.gym.id, position: 0 }),
    ).toEqual({
      parent_id: ['not_included'],
    });
    // The levels are fixed: a sector under a group, a space under a space, a group under a group.
    expect(
      await refused({ kind: 'sector', id: s1.id, parent_kind: 'space_group', parent_id: group.id, position: 0 }),
    ).toEqual({
      parent_kind: ['not_included'],
    });
    expect(await refused({ kind: 'space', id: a1.id, parent_kind: 'space', parent_id: a1.id, position: 0 })).toEqual({
      parent_kind: ['not_included'],
    });
    expect(
      await refused({
        kind: 'space_group',
        id: group.id,
        parent_kind: 'space_group',
        parent_id: group.id,
        position: 0,
      }),
    ).toEqual({ parent_kind: ['not_included'] });
    expect(await refused({ kind: 'sector', id: 999_999, parent_kind: 'space', position: 0 })).toEqual({
      id: ['not_found'],
      parent_id: ['required'],
    });
    expect(
      await refused({ kind: 'space', id: a1.id, parent_kind: 'space_group', parent_id: 999_999, position: 0 }),
    ).toEqual({
      parent_id: ['not_found'],
    });
    expect(await refused({ kind: 'branch', id: a1.id, parent_kind: 'gym', position: -1 })).toEqual({
      kind: ['not_included'],
      position: ['too_small'],
    });
    expect(shape(await treeOf(gym.id, manager.headers))).toEqual(before);
    const routes = await t.db.select().from(gymRoutes).where(eq(gymRoutes.gym_sector_id, other.s1.id));
    expect(routes.every((route) => route.gym_space_id === other.a1.id)).toBe(true);
  });
});

describe('the space groups', () => {
  it('are created, renamed and deleted, their spaces going to the top level after those there', async () => {
    const { gym, manager, group, a1, b } = await structuredGym();
    const path = `gym_space_groups/${group.id}.json`;
    expect(await expectCall<GymSpaceGroup>(t, 200, 'GET', path, manager.headers)).toMatchObject({
      name: 'Bâtiment A',
      gym_id: gym.id,
      spaces_count: 1,
    });
    expect(await expectCall<GymSpaceGroup>(t, 200, 'PUT', path, manager.headers, { name: ' Hall ' })).toMatchObject({
      name: 'Hall',
    });
    await expectCall(t, 204, 'DELETE', path, manager.headers);
    const tree = await treeOf(gym.id, manager.headers);
    expect(tree.groups).toEqual([]);
    expect(tree.spaces.map((space) => [space.id, space.position])).toEqual([
      [b.id, 0],
      [a1.id, 1],
    ]);
    expect((await call(t, 'GET', path, manager.headers)).statusCode).toBe(404);
  });

  it('refuse a bad name and those without the role, here or at another gym', async () => {
    const { gym, manager, group } = await structuredGym();
    const refused = async (method: 'POST' | 'PUT', url: string, body: object) => {
      const response = await call(t, method, url, manager.headers, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ error: Record<string, string[]> }>().error;
    };
    expect(await refused('POST', `gyms/${gym.id}/gym_space_groups.json`, { name: ' ' })).toEqual({
      name: ['required'],
    });
    expect(await refused('POST', `gyms/${gym.id}/gym_space_groups.json`, { name: 'x'.repeat(121) })).toEqual({
      name: ['too_long'],
    });
    expect(await refused('PUT', `gym_space_groups/${group.id}.json`, {})).toEqual({ base: ['required'] });
    const openersOnly = await staffOf(gym.id, ['manage_openers']);
    const otherManager = await staffOf((await createGym(t.db)).id);
    for (const who of [openersOnly, otherManager]) {
      for (const [method, url] of [
        ['POST', `gyms/${gym.id}/gym_space_groups.json`],
        ['GET', `gym_space_groups/${group.id}.json`],
        ['PUT', `gym_space_groups/${group.id}.json`],
        ['DELETE', `gym_space_groups/${group.id}.json`],
      ] as const) {
        const response = await call(t, method, url, who.headers, { name: 'Pris' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ need: { role: 'manage_spaces' } });
      }
    }
    expect((await call(t, 'PUT', 'gym_space_groups/999999.json', manager.headers, { name: 'X' })).statusCode).toBe(404);
    expect(await treeOf(gym.id, manager.headers)).toMatchObject({ groups: [{ name: 'Bâtiment A' }] });
  });
});

describe('the openers', () => {
  it('are listed with their routes counted, renamed on their routes, archived when deleted with routes', async () => {
    const { gym, manager, s1 } = await structuredGym();
    const create = (body: object) =>
      expectCall<GymOpener>(t, 201, 'POST', `gyms/${gym.id}/gym_openers.json`, manager.headers, body);
    const account = await climber();
    const lea = await create({ name: 'Léa', first_name: 'Léa', last_name: 'Morel', user_id: account.user.id });
    expect(lea.user).toMatchObject({ uuid: account.user.uuid });
    const tom = await create({ name: 'Tom' });
    const alix = await create({ name: 'alix' });
    // A route set by Léa and Tom through the route form: its names follow.
    const route = await expectCall<GymRoute>(t, 201, 'POST', 'gym_routes.json', manager.headers, {
      gym_sector_id: s1.id,
      climbing_type: 'bouldering',
      hold_colors: ['red'],
      opened_at: '2026-11-02',
      gym_opener_ids: [lea.id, tom.id, lea.id],
      styles: ['crimps', 'slab', 'crimps'],
    });
    expect(route).toMatchObject({
      openers: ['Léa', 'Tom'],
      gym_opener_ids: [lea.id, tom.id],
      styles: ['crimps', 'slab'],
    });
    await t.db
      .update(gymRoutes)
      .set({ opener_ids: [tom.id], openers: ['Tom'], dismounted_at: '2026-11-20' })
      .where(eq(gymRoutes.id, (await createGymRoute(t.db, s1)).id));
    const list = async (query = '') => {
      const response = await call(t, 'GET', `gyms/${gym.id}/gym_openers.json${query}`, manager.headers);
      expect(response.statusCode, response.body).toBe(200);
      return { total: Number(response.headers['x-total-count']), items: response.json<GymOpener[]>() };
    };
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((opener) => [opener.name, opener.mounted_routes_count, opener.routes_count])).toEqual([
      ['alix', 0, 0],
      ['Léa', 1, 1],
      ['Tom', 1, 2],
    ]);
    const before = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    await expectCall(t, 200, 'PUT', `gym_openers/${lea.id}.json`, manager.headers, { name: 'Léa M.' });
    expect(await expectCall<GymRoute>(t, 200, 'GET', `gym_routes/${route.id}.json`, t.keyHeaders)).toMatchObject({
      openers: ['Léa M.', 'Tom'],
    });
    expect((await t.app.appContext.cache.versions([gymVersion(gym.id)]))[0]).toBeGreaterThan(before[0] ?? 0);
    // Tom has routes: archived, still named on them; alix has none: gone.
    await expectCall(t, 204, 'DELETE', `gym_openers/${tom.id}.json`, manager.headers);
    await expectCall(t, 204, 'DELETE', `gym_openers/${alix.id}.json`, manager.headers);
    expect((await call(t, 'GET', `gym_openers/${alix.id}.json`, manager.headers)).statusCode).toBe(404);
    expect((await list()).items.map((opener) => opener.name)).toEqual(['Léa M.']);
    const archived = await list('?archived=true');
    expect(archived.items).toMatchObject([{ name: 'Tom', archived_at: expect.any(String) }]);
    // An archived opener is offered for no new route; the route that names them keeps them.
    const refused = await call(t, 'POST', 'gym_routes.json', manager.headers, {
      gym_sector_id: s1.id,
      climbing_type: 'bouldering',
      hold_colors: ['red'],
      opened_at: '2026-11-02',
      gym_opener_ids: [tom.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { gym_opener_ids: ['not_included'] } });
    await expectCall(t, 200, 'PUT', `gym_routes/${route.id}.json`, manager.headers, { gym_opener_ids: [tom.id] });
    // No opener of the gym named: the names typed are kept.
    expect(
      await expectCall<GymRoute>(t, 200, 'PUT', `gym_routes/${route.id}.json`, manager.headers, {
        gym_opener_ids: [],
        openers: ['Zoé'],
      }),
    ).toMatchObject({ openers: ['Zoé'], gym_opener_ids: [] });
    // Brought back.
    expect(
      await expectCall<GymOpener>(t, 200, 'PUT', `gym_openers/${tom.id}.json`, manager.headers, { archived: false }),
    ).toMatchObject({ archived_at: null });
  });

  it('refuse a bad body, an unknown or taken account, and another gym’s opener on a route', async () => {
    const { gym, manager, s1 } = await structuredGym();
    const other = await structuredGym();
    const account = await climber();
    const path = `gyms/${gym.id}/gym_openers.json`;
    const refused = async (method: 'POST' | 'PUT', url: string, body: object) => {
      const response = await call(t, method, url, manager.headers, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ error: Record<string, string[]> }>().error;
    };
    const lea = await expectCall<GymOpener>(t, 201, 'POST', path, manager.headers, {
      name: 'Léa',
      user_id: account.user.id,
    });
    expect(await refused('POST', path, { name: 'Léa bis', user_id: account.user.id })).toEqual({ user_id: ['taken'] });
    expect(await refused('POST', path, { name: 'Nobody', user_id: 999_999 })).toEqual({ user_id: ['not_found'] });
    expect(await refused('POST', path, { name: '', last_name: 'x'.repeat(61) })).toEqual({
      name: ['required'],
      last_name: ['too_long'],
    });
    expect(await refused('PUT', `gym_openers/${lea.id}.json`, {})).toEqual({ base: ['required'] });
    // The same account may set at another gym.
    await expectCall(t, 201, 'POST', `gyms/${other.gym.id}/gym_openers.json`, other.manager.headers, {
      name: 'Léa',
      user_id: account.user.id,
    });
    const stranger = await expectCall<GymOpener>(
      t,
      201,
      'POST',
      `gyms/${other.gym.id}/gym_openers.json`,
      other.manager.headers,
      {
        name: 'Sam',
      },
    );
    const body = { gym_sector_id: s1.id, climbing_type: 'bouldering', hold_colors: ['red'], opened_at: '2026-11-02' };
    expect(await refused('POST', 'gym_routes.json', { ...body, gym_opener_ids: [lea.id, stranger.id] })).toEqual({
      gym_opener_ids: ['not_included'],
    });
    expect(await refused('POST', 'gym_routes.json', { ...body, styles: ['crimps', 'flying'] })).toEqual({
      styles: ['not_included'],
    });
    const count = await t.db.select().from(gymRoutes).where(eq(gymRoutes.gym_sector_id, s1.id));
    expect(count).toHaveLength(3);
    expect(await t.db.select().from(gymOpeners).where(eq(gymOpeners.gym_id, gym.id))).toHaveLength(1);
  });

  it('are read by the gym’s staff, written by those managing openers only, never by another gym’s', async () => {
    const { gym, manager } = await structuredGym();
    const opener = await expectCall<GymOpener>(t, 201, 'POST', `gyms/${gym.id}/gym_openers.json`, manager.headers, {
      name: 'Léa',
    });
    const setter = await staffOf(gym.id, ['manage_opening']);
    const otherManager = await staffOf((await createGym(t.db)).id);
    const someone = await climber();
    // Those setting routes read the list for the route form.
    await expectCall(t, 200, 'GET', `gyms/${gym.id}/gym_openers.json`, setter.headers);
    for (const who of [otherManager, someone]) {
      const response = await call(t, 'GET', `gyms/${gym.id}/gym_openers.json`, who.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ need: { role: 'gym_administrator' } });
    }
    for (const who of [setter, otherManager]) {
      for (const [method, url] of [
        ['POST', `gyms/${gym.id}/gym_openers.json`],
        ['GET', `gym_openers/${opener.id}.json`],
        ['PUT', `gym_openers/${opener.id}.json`],
        ['DELETE', `gym_openers/${opener.id}.json`],
      ] as const) {
        const response = await call(t, method, url, who.headers, { name: 'Pris' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ need: { gym_name: gym.name, role: 'manage_openers' } });
      }
    }
    expect((await call(t, 'GET', 'gym_openers/999999.json', manager.headers)).statusCode).toBe(404);
    expect(await expectCall<GymOpener>(t, 200, 'GET', `gym_openers/${opener.id}.json`, manager.headers)).toMatchObject({
      name: 'Léa',
    });
  });
});
