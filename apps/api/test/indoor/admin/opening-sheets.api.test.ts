import type { GymOpeningSheet, GymOpeningSheetSummary } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymOpeningSheets, gymSectors } from '../../../src/db/schema';
import { seedDemoOpeningSheets } from '../../../src/indoor/seed/demo-opening-sheets';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * Opening sheets (docs/domain/indoor.md, "Setting day to day"): the staff managing the opening plan the routes
 * to set per sector, mark them set with the routes that went up, and print the sheet; nobody else reads it.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function climber(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

async function staffOf(gymId: number, roles?: Parameters<typeof createGymAdministrator>[1]['roles']) {
  const who = await climber();
  await createGymAdministrator(t.db, { gymId, userId: who.user.id, ...(roles ? { roles } : {}) });
  return who;
}

/** A staffed gym with a bouldering space of two sectors (a route in the first), and another gym with a sector. */
async function openingGym() {
  const gym = await createGym(t.db);
  const setter = await staffOf(gym.id, ['manage_opening']);
  const space = await createGymSpace(t.db, gym.id, { name: 'Salle de bloc', climbing_type: 'bouldering' });
  const s1 = await createGymSector(t.db, space, { name: 'Le Dévers', position: 0 });
  const s2 = await createGymSector(t.db, space, { name: 'La Dalle', position: 1 });
  const route = await createGymRoute(t.db, s1);
  const otherRoute = await createGymRoute(t.db, s2);
  const otherGym = await createGym(t.db);
  const otherSpace = await createGymSpace(t.db, otherGym.id);
  const foreignSector = await createGymSector(t.db, otherSpace);
  const foreignRoute = await createGymRoute(t.db, foreignSector);
  return { gym, setter, space, s1, s2, route, otherRoute, otherGym, foreignSector, foreignRoute };
}

const create = (gymId: number, headers: Record<string, string>, body: object, status = 201) =>
  expectCall<GymOpeningSheet>(t, status, 'POST', `gyms/${gymId}/gym_opening_sheets.json`, headers, body);

describe('opening sheets', () => {
  it('starts from sectors, each a row of empty cells, with the sectors’ and spaces’ names', async () => {
    const { gym, setter, s1, s2 } = await openingGym();
    const sheet = await create(gym.id, setter.headers, {
      title: '  Ouverture de mai ',
      number_of_columns: 4,
      gym_sector_ids: [s2.id, s1.id],
    });
    expect(sheet).toMatchObject({
      gym_id: gym.id,
      title: 'Ouverture de mai',
      number_of_columns: 4,
      planned_count: 0,
      set_count: 0,
      archived_at: null,
      gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
    });
    expect(sheet.rows.map((row) => [row.sector_name, row.space_name, row.climbing_type, row.cells.length])).toEqual([
      ['La Dalle', 'Salle de bloc', 'bouldering', 4],
      ['Le Dévers', 'Salle de bloc', 'bouldering', 4],
    ]);
    const [stored] = await t.db.select().from(gymOpeningSheets).where(eq(gymOpeningSheets.id, sheet.id));
    expect(stored?.user_id).toBe(setter.user.id);
  });

  it('keeps rows given, the level’s colour from the gym’s scale, and lists newest first, archived apart', async () => {
    const { gym, setter, s1 } = await openingGym();
    const first = await create(gym.id, setter.headers, {
      title: 'Avril',
      number_of_columns: 3,
      rows: [
        {
          gym_sector_id: s1.id,
          cells: [{ climbing_type: 'bouldering', level_index: 0, note: 'Dalle à réglettes' }, { grade_value: 31 }],
        },
      ],
    });
    expect(first.rows[0]?.cells[0]).toMatchObject({
      climbing_type: 'bouldering',
      level_index: 0,
      level_color: 'yellow',
      note: 'Dalle à réglettes',
      route: null,
    });
    expect(first.rows[0]?.cells[1]).toMatchObject({ grade_value: 31, level_color: null });
    expect(first.rows[0]?.cells[2]).toMatchObject({ climbing_type: null, note: null, grade_value: null });
    expect(first.planned_count).toBe(2);
    const second = await create(gym.id, setter.headers, { title: 'Mai' });
    await expectCall(t, 200, 'PUT', `gym_opening_sheets/${first.id}.json`, setter.headers, { archived: true });
    const list = await call(t, 'GET', `gyms/${gym.id}/gym_opening_sheets.json`, setter.headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect((list.json() as GymOpeningSheetSummary[]).map((sheet) => sheet.id)).toEqual([second.id]);
    const archived = await expectCall<GymOpeningSheetSummary[]>(
      t,
      200,
      'GET',
      `gyms/${gym.id}/gym_opening_sheets.json?archived=true`,
      setter.headers,
    );
    expect(archived.map((sheet) => [sheet.id, sheet.sectors_count, sheet.planned_count])).toEqual([[first.id, 1, 2]]);
    expect(archived[0]?.archived_at).not.toBeNull();
  });

  it('refuses a sector of another gym, a level outside the gym’s scale, a route of another sector, the bounds', async () => {
    const { gym, setter, s1, foreignSector, otherRoute, foreignRoute } = await openingGym();
    const refused = async (body: object, errors: Record<string, string[]>) => {
      const response = await call(t, 'POST', `gyms/${gym.id}/gym_opening_sheets.json`, setter.headers, {
        title: 'Juin',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ error: errors });
    };
    await refused({ gym_sector_ids: [foreignSector.id] }, { gym_sector_ids: ['not_included'] });
    await refused({ rows: [{ gym_sector_id: foreignSector.id, cells: [] }] }, { rows: ['not_included'] });
    await refused({ gym_sector_ids: [s1.id, s1.id] }, { gym_sector_ids: ['duplicate'] });
    await refused(
      { rows: [{ gym_sector_id: s1.id, cells: [{ climbing_type: 'bouldering', level_index: 7 }] }] },
      { rows: ['not_included'] },
    );
    await refused({ rows: [{ gym_sector_id: s1.id, cells: [{ level_index: 0 }] }] }, { rows: ['required'] });
    for (const route of [otherRoute, foreignRoute]) {
      await refused(
        { rows: [{ gym_sector_id: s1.id, cells: [{ gym_route_id: route.id }] }] },
        { rows: ['not_included'] },
      );
    }
    await refused(
      { number_of_columns: 2, rows: [{ gym_sector_id: s1.id, cells: [{}, {}, {}] }] },
      { rows: ['too_long'] },
    );
    await refused({ number_of_columns: 31 }, { number_of_columns: ['too_big'] });
    await refused({ rows: [{ gym_sector_id: s1.id, cells: [{ note: 'x'.repeat(121) }] }] }, { rows: ['too_long'] });
    await refused(
      { gym_sector_ids: Array.from({ length: 101 }, (_, index) => index + 1) },
      { gym_sector_ids: ['too_long'] },
    );
    await refused({ gym_sector_ids: [s1.id], rows: [] }, { gym_sector_ids: ['invalid'] });
    const [row] = await t.db.select().from(gymOpeningSheets).where(eq(gymOpeningSheets.gym_id, gym.id));
    expect(row).toBeUndefined();
  });

  it('marks a cell set with a route of its sector, one cell at a time, and refuses a route elsewhere', async () => {
    const { gym, setter, s1, s2, route, otherRoute } = await openingGym();
    const sheet = await create(gym.id, setter.headers, {
      title: 'Mai',
      number_of_columns: 2,
      gym_sector_ids: [s1.id, s2.id],
    });
    const cells = `gym_opening_sheets/${sheet.id}/cells.json`;
    await expectCall(t, 200, 'PUT', cells, setter.headers, {
      gym_sector_id: s1.id,
      column: 1,
      climbing_type: 'bouldering',
      level_index: 2,
    });
    const set = await expectCall<GymOpeningSheet>(t, 200, 'PUT', cells, setter.headers, {
      gym_sector_id: s1.id,
      column: 1,
      gym_route_id: route.id,
    });
    expect(set.rows[0]?.cells[1]).toMatchObject({
      climbing_type: 'bouldering',
      level_index: 2,
      level_color: 'blue',
      gym_route_id: route.id,
      route: { id: route.id, level_color: 'blue', dismounted_at: null },
    });
    expect(set).toMatchObject({ planned_count: 1, set_count: 1 });
    const refused = async (body: object, errors: Record<string, string[]>) => {
      const response = await call(t, 'PUT', cells, setter.headers, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ error: errors });
    };
    await refused({ gym_sector_id: s1.id, column: 0, gym_route_id: otherRoute.id }, { gym_route_id: ['not_included'] });
    await refused({ gym_sector_id: s1.id, column: 2, note: 'Trop loin' }, { column: ['too_big'] });
    await refused({ gym_sector_id: route.id + 10_000, column: 0, note: 'Où ?' }, { gym_sector_id: ['not_included'] });
    await refused(
      { gym_sector_id: s1.id, column: 0, climbing_type: 'pan', level_index: 5 },
      { level_index: ['not_included'] },
    );
    await refused({ gym_sector_id: s1.id, column: 0 }, { base: ['required'] });
    const cleared = await expectCall<GymOpeningSheet>(t, 200, 'PUT', cells, setter.headers, {
      gym_sector_id: s1.id,
      column: 1,
      gym_route_id: null,
    });
    expect(cleared).toMatchObject({ planned_count: 1, set_count: 0 });
  });

  it('updates all or nothing: a broken row leaves the sheet as it was', async () => {
    const { gym, setter, s1, s2, foreignSector } = await openingGym();
    const sheet = await create(gym.id, setter.headers, {
      title: 'Mai',
      number_of_columns: 3,
      rows: [{ gym_sector_id: s1.id, cells: [{ note: 'Garder' }] }],
    });
    const path = `gym_opening_sheets/${sheet.id}.json`;
    const response = await call(t, 'PUT', path, setter.headers, {
      title: 'Renommée',
      rows: [
        { gym_sector_id: s2.id, cells: [{ note: 'Nouvelle' }] },
        { gym_sector_id: foreignSector.id, cells: [] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { rows: ['not_included'] } });
    const after = await expectCall<GymOpeningSheet>(t, 200, 'GET', path, setter.headers);
    expect(after.title).toBe('Mai');
    expect(after.rows.map((row) => [row.gym_sector_id, row.cells[0]?.note])).toEqual([[s1.id, 'Garder']]);
    // Fewer columns drop only empty cells.
    const narrowed = await expectCall<GymOpeningSheet>(t, 200, 'PUT', path, setter.headers, { number_of_columns: 1 });
    expect(narrowed.rows[0]?.cells.map((cell) => cell.note)).toEqual(['Garder']);
    const widened = await expectCall<GymOpeningSheet>(t, 200, 'PUT', path, setter.headers, { number_of_columns: 2 });
    expect(widened.rows[0]?.cells.map((cell) => cell.note)).toEqual(['Garder', null]);
    await expectCall(t, 200, 'PUT', `gym_opening_sheets/${sheet.id}/cells.json`, setter.headers, {
      gym_sector_id: s1.id,
      column: 1,
      note: 'B',
    });
    const cut = await call(t, 'PUT', path, setter.headers, { number_of_columns: 1 });
    expect(cut.statusCode).toBe(422);
    expect(cut.json()).toEqual({ error: { number_of_columns: ['too_small'] } });
    const nothing = await call(t, 'PUT', path, setter.headers, {});
    expect(nothing.json()).toEqual({ error: { base: ['required'] } });
  });

  it('leaves out the row of a sector deleted since', async () => {
    const { gym, setter, s1, s2 } = await openingGym();
    const sheet = await create(gym.id, setter.headers, { title: 'Mai', gym_sector_ids: [s1.id, s2.id] });
    await t.db.delete(gymSectors).where(eq(gymSectors.id, s2.id));
    const after = await expectCall<GymOpeningSheet>(
      t,
      200,
      'GET',
      `gym_opening_sheets/${sheet.id}.json`,
      setter.headers,
    );
    expect(after.rows.map((row) => row.gym_sector_id)).toEqual([s1.id]);
  });

  it('is read, printed and written by the gym’s staff managing the opening and site administrators only', async () => {
    const { gym, setter, s1 } = await openingGym();
    const sheet = await create(gym.id, setter.headers, { title: 'Mai', gym_sector_ids: [s1.id] });
    const path = `gym_opening_sheets/${sheet.id}.json`;
    const siteAdmin = await climber({ super_admin: true });
    expect((await call(t, 'GET', path, siteAdmin.headers)).statusCode).toBe(200);
    const visitor = await call(t, 'GET', path, t.keyHeaders);
    expect(visitor.statusCode).toBe(401);
    const gymManagerWithoutOpening = await staffOf(gym.id, ['manage_gym', 'manage_team_members', 'manage_spaces']);
    const otherGym = await createGym(t.db);
    const otherManager = await staffOf(otherGym.id);
    const passer = await climber();
    for (const refused of [gymManagerWithoutOpening, otherManager, passer]) {
      const read = await call(t, 'GET', path, refused.headers);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ need: { gym_name: gym.name, role: 'manage_opening' } });
      for (const [method, url, body] of [
        ['GET', `gyms/${gym.id}/gym_opening_sheets.json`, undefined],
        ['POST', `gyms/${gym.id}/gym_opening_sheets.json`, { title: 'Pirate' }],
        ['PUT', path, { title: 'Pirate' }],
        ['PUT', `gym_opening_sheets/${sheet.id}/cells.json`, { gym_sector_id: s1.id, column: 0, note: 'Pirate' }],
        ['DELETE', path, undefined],
      ] as const) {
        expect((await call(t, method, url, refused.headers, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const after = await expectCall<GymOpeningSheet>(t, 200, 'GET', path, setter.headers);
    expect(after.title).toBe('Mai');
    expect(after.planned_count).toBe(0);
    expect((await call(t, 'GET', 'gym_opening_sheets/999999.json', setter.headers)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', path, setter.headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', path, setter.headers)).statusCode).toBe(404);
  });

  it('seeds the demo gym’s sheet through the service, its first boxes set with routes of their sector', async () => {
    const { gym, setter, s1, s2, route } = await openingGym();
    const id = await seedDemoOpeningSheets(t.app.appContext, { id: setter.user.id, super_admin: false }, gym.id);
    const sheet = await expectCall<GymOpeningSheet>(t, 200, 'GET', `gym_opening_sheets/${id}.json`, setter.headers);
    expect(sheet.rows.map((row) => row.gym_sector_id)).toEqual([s1.id, s2.id]);
    expect(sheet.rows[0]?.cells.map((cell) => cell.level_color)).toEqual([
      'yellow',
      'green',
      'blue',
      'red',
      'black',
      'purple',
    ]);
    expect(sheet.rows[0]?.cells[0]?.gym_route_id).toBe(route.id);
    expect(sheet).toMatchObject({ set_count: 1, planned_count: 11 });
  });
});
