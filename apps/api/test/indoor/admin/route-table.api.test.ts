import type { GymRouteImportEvent, GymRouteImportPreview, GymRouteTableRow } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymOpeners, gymRoutes, gymSectors, gymSpaces, gyms } from '../../../src/db/schema';
import { toCsv } from '../../../src/lib/csv';
import { gymVersion } from '../../../src/lib/shared-cache';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * The gym's route table (docs/domain/indoor.md, "Route table"): the whole set in one call, batch changes all or
 * nothing, a cell edited with the route form's rules, and routes imported from a CSV file.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function climber() {
  const { user } = await createUser(t.db);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

async function staffOf(gymId: number, roles?: Parameters<typeof createGymAdministrator>[1]['roles']) {
  const who = await climber();
  await createGymAdministrator(t.db, { gymId, userId: who.user.id, ...(roles ? { roles } : {}) });
  return who;
}

/**
 * A staffed gym: space "Bloc" (sectors Dalle and Dévers) and space "Voies" (sector Toit); three mounted routes in
 * Dalle opened on 2026-11-01, one in Toit, one dismounted long ago and one recently; and the counts as writes keep them.
 */
async function tableGym() {
  const gym = await createGym(t.db);
  const setter = await staffOf(gym.id);
  const bloc = await createGymSpace(t.db, gym.id, { name: 'Bloc', climbing_type: 'bouldering' });
  const voies = await createGymSpace(t.db, gym.id, { name: 'Voies', climbing_type: 'sport_climbing' });
  const dalle = await createGymSector(t.db, bloc, { name: 'Dalle' });
  const devers = await createGymSector(t.db, bloc, { name: 'Dévers' });
  const toit = await createGymSector(t.db, voies, { name: 'Toit' });
  const mounted = [
    await createGymRoute(t.db, dalle, { name: 'Première' }),
    await createGymRoute(t.db, dalle, { name: 'Deuxième' }),
    await createGymRoute(t.db, dalle, { name: 'Troisième' }),
    await createGymRoute(t.db, toit, { climbing_type: 'sport_climbing', name: 'Le toit' }),
  ];
  const old = await createGymRoute(t.db, dalle, { opened_at: '2020-01-01', dismounted_at: '2020-06-01' });
  const recent = await createGymRoute(t.db, devers, { opened_at: '2026-09-01', dismounted_at: '2026-11-10' });
  await t.db.update(gymSpaces).set({ mounted_routes_count: 3 }).where(eq(gymSpaces.id, bloc.id));
  await t.db.update(gymSpaces).set({ mounted_routes_count: 1 }).where(eq(gymSpaces.id, voies.id));
  await t.db.update(gymSectors).set({ mounted_routes_count: 3 }).where(eq(gymSectors.id, dalle.id));
  await t.db.update(gyms).set({ mounted_routes_count: 4 }).where(eq(gyms.id, gym.id));
  return { gym, setter, bloc, voies, dalle, devers, toit, mounted, old, recent };
}

const NOW = '2026-11-29';

async function tableOf(gymId: number, headers: Record<string, string>, query = '') {
  const response = await call(t, 'GET', `gyms/${gymId}/route_table.json${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<GymRouteTableRow[]>(), total: Number(response.headers['x-total-count']) };
}

const countsOf = async (gymId: number, spaceId: number, sectorId: number) => {
  const [gym] = await t.db.select({ n: gyms.mounted_routes_count }).from(gyms).where(eq(gyms.id, gymId));
  const [space] = await t.db
    .select({ n: gymSpaces.mounted_routes_count })
    .from(gymSpaces)
    .where(eq(gymSpaces.id, spaceId));
  const [sector] = await t.db
    .select({ n: gymSectors.mounted_routes_count })
    .from(gymSectors)
    .where(eq(gymSectors.id, sectorId));
  return { gym: gym?.n, space: space?.n, sector: sector?.n };
};

const routeRow = async (id: number) => (await t.db.select().from(gymRoutes).where(eq(gymRoutes.id, id)))[0];

describe('the table', () => {
  it('is read by those managing the opening: an administrator without the role or of another gym is refused', async () => {
    const { gym, setter, mounted } = await tableGym();
    const { rows, total } = await tableOf(gym.id, setter.headers);
    expect(total).toBe(4);
    expect(rows.map((row) => row.id).sort()).toEqual(mounted.map((route) => route.id).sort());
    expect(rows.find((row) => row.name === 'Le toit')).toMatchObject({
      space_name: 'Voies',
      sector_name: 'Toit',
      climbing_type: 'sport_climbing',
      dismounted_at: null,
      ascents_count: 0,
      likes_count: 0,
    });
    const withoutRole = await staffOf(gym.id, ['manage_gym', 'manage_spaces', 'manage_openers']);
    const otherGym = await createGym(t.db);
    const otherManager = await staffOf(otherGym.id);
    for (const refused of [withoutRole, otherManager]) {
      const response = await call(t, 'GET', `gyms/${gym.id}/route_table.json`, refused.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ need: { gym_name: gym.name, role: 'manage_opening' } });
      const dismount = await call(t, 'PUT', `gyms/${gym.id}/route_table/dismount.json`, refused.headers, {
        gym_route_ids: [mounted[0]?.id],
        dismounted_at: NOW,
      });
      expect(dismount.statusCode).toBe(403);
      const edit = await call(t, 'PUT', `gym_routes/${mounted[0]?.id}/table_row.json`, refused.headers, { name: 'x' });
      expect(edit.statusCode).toBe(403);
    }
    expect((await routeRow(mounted[0]?.id as number))?.dismounted_at).toBeNull();
  });

  it('filters by state, the dismounted ones since a day (a year ago by default)', async () => {
    const { gym, setter, old, recent } = await tableGym();
    const dismounted = await tableOf(gym.id, setter.headers, '?state=dismounted');
    expect(dismounted.rows.map((row) => row.id)).toEqual([recent.id]);
    const since = await tableOf(gym.id, setter.headers, '?state=dismounted&dismounted_since=2019-01-01');
    expect(since.rows.map((row) => row.id).sort()).toEqual([old.id, recent.id].sort());
    const all = await tableOf(gym.id, setter.headers, '?state=all');
    expect(all.total).toBe(5);
    // Newest opening first.
    expect(all.rows.map((row) => row.opened_at)).toEqual([...all.rows.map((row) => row.opened_at)].sort().reverse());
    const bad = await call(t, 'GET', `gyms/${gym.id}/route_table.json?state=gone`, setter.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ error: { state: ['not_included'] } });
  });
});

describe('batch changes', () => {
  it('dismount all or nothing: a route of another gym or a day before an opening changes nothing', async () => {
    const { gym, setter, bloc, dalle, mounted } = await tableGym();
    const other = await tableGym();
    const ids = mounted.slice(0, 3).map((route) => route.id);
    const url = `gyms/${gym.id}/route_table/dismount.json`;
    const foreign = await call(t, 'PUT', url, setter.headers, {
      gym_route_ids: [...ids, other.mounted[0]?.id],
      dismounted_at: NOW,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ error: { gym_route_ids: ['not_included'] } });
    const early = await call(t, 'PUT', url, setter.headers, { gym_route_ids: ids, dismounted_at: '2026-10-31' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ error: { dismounted_at: ['before_opening'] } });
    const tooMany = await call(t, 'PUT', url, setter.headers, {
      gym_route_ids: Array.from({ length: 501 }, (_, index) => index + 1),
      dismounted_at: NOW,
    });
    expect(tooMany.json()).toEqual({ error: { gym_route_ids: ['too_long'] } });
    for (const id of ids) expect((await routeRow(id))?.dismounted_at).toBeNull();

    const before = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    const rows = await expectCall<GymRouteTableRow[]>(t, 200, 'PUT', url, setter.headers, {
      gym_route_ids: [...ids, ids[0]],
      dismounted_at: NOW,
    });
    expect(rows.map((row) => row.dismounted_at)).toEqual([NOW, NOW, NOW]);
    expect(await countsOf(gym.id, bloc.id, dalle.id)).toEqual({ gym: 1, space: 0, sector: 0 });
    const after = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    expect(after[0]).toBeGreaterThan(before[0] ?? 0);
    expect((await tableOf(gym.id, setter.headers)).total).toBe(1);
  });

  it('remounts, opened again on a day when given', async () => {
    const { gym, setter, devers, bloc, recent } = await tableGym();
    const [row] = await expectCall<GymRouteTableRow[]>(
      t,
      200,
      'PUT',
      `gyms/${gym.id}/route_table/remount.json`,
      setter.headers,
      { gym_route_ids: [recent.id], opened_at: NOW },
    );
    expect(row).toMatchObject({ id: recent.id, dismounted_at: null, opened_at: NOW });
    expect(await countsOf(gym.id, bloc.id, devers.id)).toEqual({ gym: 5, space: 4, sector: 1 });
  });

  it('moves to a sector of the gym only; the routes take its space and the counts follow', async () => {
    const { gym, setter, bloc, voies, toit, mounted } = await tableGym();
    const other = await tableGym();
    const url = `gyms/${gym.id}/route_table/move.json`;
    const ids = mounted.slice(0, 2).map((route) => route.id);
    const foreign = await call(t, 'PUT', url, setter.headers, { gym_route_ids: ids, gym_sector_id: other.toit.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ error: { gym_sector_id: ['not_included'] } });
    const missing = await call(t, 'PUT', url, setter.headers, { gym_route_ids: ids, gym_sector_id: 2_000_000_000 });
    expect(missing.json()).toEqual({ error: { gym_sector_id: ['not_found'] } });

    const rows = await expectCall<GymRouteTableRow[]>(t, 200, 'PUT', url, setter.headers, {
      gym_route_ids: ids,
      gym_sector_id: toit.id,
    });
    expect(rows.map((row) => [row.gym_space_id, row.sector_name])).toEqual([
      [voies.id, 'Toit'],
      [voies.id, 'Toit'],
    ]);
    expect((await countsOf(gym.id, voies.id, toit.id)).space).toBe(3);
    expect((await countsOf(gym.id, bloc.id, toit.id)).space).toBe(1);
  });

  it('creates many routes at once with the levels of the gym, or none when one breaks a rule', async () => {
    const { gym, setter, bloc, dalle } = await tableGym();
    const other = await tableGym();
    const [opener] = await t.db.insert(gymOpeners).values({ gym_id: gym.id, name: 'Léa' }).returning();
    const [foreignOpener] = await t.db.insert(gymOpeners).values({ gym_id: other.gym.id, name: 'Tom' }).returning();
    const route = {
      gym_sector_id: dalle.id,
      climbing_type: 'bouldering',
      hold_colors: ['red'],
      level_index: 3,
      gym_opener_ids: [opener?.id],
      opened_at: NOW,
    };
    const url = `gyms/${gym.id}/route_table/routes.json`;
    const broken = await call(t, 'POST', url, setter.headers, {
      routes: [route, { ...route, level_index: 19 }, { ...route, gym_opener_ids: [foreignOpener?.id] }],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({ error: { level_index: ['not_included'], gym_opener_ids: ['not_included'] } });
    const foreignSector = await call(t, 'POST', url, setter.headers, {
      routes: [{ ...route, gym_sector_id: other.dalle.id }],
    });
    expect(foreignSector.json()).toEqual({ error: { gym_sector_id: ['not_included'] } });
    expect((await tableOf(gym.id, setter.headers)).total).toBe(4);

    const rows = await expectCall<GymRouteTableRow[]>(t, 201, 'POST', url, setter.headers, {
      routes: Array.from({ length: 10 }, () => route),
    });
    expect(rows).toHaveLength(10);
    // The level gives its colour and grade (the default bouldering scale: red is 6a+, value 32).
    expect(rows[0]).toMatchObject({
      level_index: 3,
      level_color: 'red',
      grade_value: 32,
      openers: ['Léa'],
      gym_opener_ids: [opener?.id],
      space_name: 'Bloc',
    });
    expect(await countsOf(gym.id, bloc.id, dalle.id)).toEqual({ gym: 14, space: 13, sector: 13 });
  });
});

describe('a cell edited in place', () => {
  it("follows the route form's rules", async () => {
    const { gym, setter, mounted } = await tableGym();
    const other = await tableGym();
    const [foreignOpener] = await t.db.insert(gymOpeners).values({ gym_id: other.gym.id, name: 'Tom' }).returning();
    const id = mounted[0]?.id as number;
    const url = `gym_routes/${id}/table_row.json`;
    const cases: [object, object][] = [
      [{ level_index: 12 }, { level_index: ['not_included'] }],
      [{ dismounted_at: '2026-10-01' }, { dismounted_at: ['before_opening'] }],
      [{ gym_opener_ids: [foreignOpener?.id] }, { gym_opener_ids: ['not_included'] }],
      [{ sub_level: 4 }, { sub_level: ['too_big'] }],
      [{}, { base: ['required'] }],
      [{ gym_sector_id: 1 }, { gym_sector_id: ['unknown'] }],
    ];
    for (const [body, error] of cases) {
      const response = await call(t, 'PUT', url, setter.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ error });
    }
    const row = await expectCall<GymRouteTableRow>(t, 200, 'PUT', url, setter.headers, {
      name: 'La dalle',
      level_index: 0,
      anchor_number: 7,
    });
    expect(row).toMatchObject({
      name: 'La dalle',
      level_index: 0,
      level_color: 'yellow',
      grade_value: 19,
      anchor_number: 7,
    });
    const dismounted = await expectCall<GymRouteTableRow>(t, 200, 'PUT', url, setter.headers, { dismounted_at: NOW });
    expect(dismounted.dismounted_at).toBe(NOW);
    const [counted] = await t.db.select().from(gyms).where(eq(gyms.id, gym.id));
    expect(counted?.mounted_routes_count).toBe(3);
    const missing = await call(t, 'PUT', 'gym_routes/2000000000/table_row.json', setter.headers, { name: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the CSV import', () => {
  const header = ['secteur', 'type', 'niveau', 'cotation', 'couleurs', 'ouvreurs', 'nom', 'ouverture', 'démontage'];

  it('previews each row, matched or invalid with its rules, and writes nothing', async () => {
    const { gym, setter, dalle } = await tableGym();
    await t.db.insert(gymOpeners).values({ gym_id: gym.id, name: 'Léa Martin' });
    const csv = toCsv([
      header,
      ['Dalle', '', 'rouge', '', '', 'léa martin', 'Arête', '02/11/2026', ''],
      ['Voies / Toit', 'voie', '2', '6b+', 'bleu|vert', '', '', '2026-11-03', ''],
      [String(dalle.id), 'bloc', 'mauve', 'x9', 'plaid', 'Inconnu', '', '2026-11-05', '2026-11-01'],
      ['Nulle part', '', '', '', 'rouge', '', '', '', ''],
    ]);
    const before = (await tableOf(gym.id, setter.headers, '?state=all')).total;
    const preview = await expectCall<GymRouteImportPreview>(
      t,
      200,
      'POST',
      `gyms/${gym.id}/gym_route_imports/preview.json`,
      setter.headers,
      { csv },
    );
    expect(preview).toMatchObject({ rows_count: 4, matched_count: 2, invalid_count: 2 });
    expect(preview.rows[0]).toMatchObject({
      status: 'matched',
      gym_sector_id: dalle.id,
      climbing_type: 'bouldering',
      level_index: 3,
      level_color: 'red',
      grade_text: '6a+',
      hold_colors: ['red'],
      openers: ['Léa Martin'],
      opened_at: '2026-11-02',
    });
    expect(preview.rows[1]).toMatchObject({
      status: 'matched',
      sector_name: 'Toit',
      level_index: 1,
      grade_text: '6b+',
    });
    expect(preview.rows[2]?.errors).toEqual({
      level: ['not_included'],
      grade: ['invalid'],
      hold_colors: ['not_included'],
      openers: ['not_found'],
      dismounted_at: ['before_opening'],
    });
    expect(preview.rows[3]?.errors).toEqual({ sector: ['not_found'], opened_at: ['required'] });
    expect((await tableOf(gym.id, setter.headers, '?state=all')).total).toBe(before);

    const unreadable = await call(t, 'POST', `gyms/${gym.id}/gym_route_imports/preview.json`, setter.headers, {
      csv: 'name,grade\nA,6a\n',
    });
    expect(unreadable.json()).toEqual({ error: { csv: ['invalid'] } });
  });

  it('imports all or nothing, with its progress as NDJSON lines', async () => {
    const { gym, setter, bloc } = await tableGym();
    const rows = [
      header,
      ['Dalle', '', 'jaune', '', '', '', '', '2026-11-20', ''],
      ['Dévers', '', 'noir', '', 'noir+blanc', '', 'Le bombé', '2026-11-21', ''],
      ['Dalle', '', 'violet', '', '', '', '', 'hier', ''],
    ];
    const url = `gyms/${gym.id}/gym_route_imports.json`;
    const refused = await call(t, 'POST', url, setter.headers, { csv: toCsv(rows) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { csv: ['invalid'] } });
    expect((await tableOf(gym.id, setter.headers)).total).toBe(4);

    const response = await call(
      t,
      'POST',
      url,
      { ...setter.headers, accept: 'application/x-ndjson' },
      { csv: toCsv(rows), skip_rows: [3] },
    );
    expect(response.statusCode).toBe(200);
    const events = response.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as GymRouteImportEvent);
    expect(events).toEqual([
      { type: 'progress', done: 0, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'done', imported: 2, skipped: 1 },
    ]);
    const table = await tableOf(gym.id, setter.headers);
    expect(table.total).toBe(6);
    expect(table.rows.find((row) => row.name === 'Le bombé')).toMatchObject({
      sector_name: 'Dévers',
      level_color: 'black',
      hold_colors: ['black', 'white'],
    });
    const [space] = await t.db.select().from(gymSpaces).where(eq(gymSpaces.id, bloc.id));
    expect(space?.mounted_routes_count).toBe(5);

    const plain = await call(t, 'POST', url, setter.headers, { csv: toCsv(rows.slice(0, 2)) });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toEqual({ imported: 1, skipped: 0 });
  });
});
