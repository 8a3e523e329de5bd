import { type GymLabelPrint, type GymLabelTemplate, LABEL_PRINT_MAX_ROUTES } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLabelTemplates } from '../../../src/db/schema';
import { seedDemoLabelTemplates } from '../../../src/indoor/seed/demo-labels';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * Label templates and their print data (docs/domain/indoor.md, "Setting day to day"): staff managing the
 * opening write templates; anyone reads what a print page lays out, only the public fields of the gym's mounted
 * routes.
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

/** A staffed gym with one sector. */
async function staffedGym() {
  const gym = await createGym(t.db);
  const setter = await staffOf(gym.id, ['manage_opening']);
  const space = await createGymSpace(t.db, gym.id);
  const sector = await createGymSector(t.db, space);
  return { gym, setter, space, sector };
}

const templateBody = {
  name: 'Bloc A4',
  layout: 'row',
  paper_size: 'a4',
  orientation: 'portrait',
  font: 'sans_serif',
  qr_position: 'right',
  fields: ['name', 'grade', 'sector', 'grade', 'openers'],
  footer: 'salle.example',
};

describe('label templates', () => {
  it('are created, listed, read, changed and deleted by staff managing the opening, fields kept once each', async () => {
    const { gym, setter } = await staffedGym();
    const created = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      templateBody,
    );
    expect(created).toMatchObject({
      gym_id: gym.id,
      name: 'Bloc A4',
      layout: 'row',
      qr_position: 'right',
      fields: ['name', 'grade', 'sector', 'openers'],
      footer: 'salle.example',
    });
    const defaults = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      { name: '  Autocollants  ' },
    );
    expect(defaults).toMatchObject({
      name: 'Autocollants',
      layout: 'row',
      paper_size: 'a4',
      orientation: 'portrait',
      font: 'sans_serif',
      fields: [],
      footer: null,
    });
    const list = await call(t, 'GET', `gyms/${gym.id}/gym_label_templates.json`, setter.headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect((list.json() as GymLabelTemplate[]).map((item) => item.name)).toEqual(['Autocollants', 'Bloc A4']);

    const changed = await expectCall<GymLabelTemplate>(
      t,
      200,
      'PUT',
      `gym_label_templates/${created.id}.json`,
      setter.headers,
      { layout: 'circular', paper_size: 'a3', orientation: 'landscape', footer: null },
    );
    expect(changed).toMatchObject({ layout: 'circular', paper_size: 'a3', orientation: 'landscape', footer: null });
    expect(changed.fields).toEqual(['name', 'grade', 'sector', 'openers']);
    await expectCall(t, 200, 'GET', `gym_label_templates/${created.id}.json`, setter.headers);
    await expectCall(t, 204, 'DELETE', `gym_label_templates/${created.id}.json`, setter.headers);
    await expectCall(t, 404, 'GET', `gym_label_templates/${created.id}.json`, setter.headers);
    await expectCall(t, 404, 'PUT', `gym_label_templates/${created.id}.json`, setter.headers, { name: 'X' });
  });

  it('are refused to staff without the opening role, to another gym’s staff and to climbers', async () => {
    const { gym, setter } = await staffedGym();
    const template = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      templateBody,
    );
    const manager = await staffOf(gym.id, ['manage_gym', 'manage_spaces', 'manage_openers']);
    const other = await staffOf((await createGym(t.db)).id);
    for (const refused of [manager, other]) {
      for (const [method, url, body] of [
        ['GET', `gyms/${gym.id}/gym_label_templates.json`, undefined],
        ['POST', `gyms/${gym.id}/gym_label_templates.json`, templateBody],
        ['GET', `gym_label_templates/${template.id}.json`, undefined],
        ['PUT', `gym_label_templates/${template.id}.json`, { name: 'Pris' }],
        ['DELETE', `gym_label_templates/${template.id}.json`, undefined],
      ] as const) {
        const response = await call(t, method, url, refused.headers, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ need: { gym_name: gym.name, role: 'manage_opening' } });
      }
    }
    const anonymous = await call(t, 'GET', `gyms/${gym.id}/gym_label_templates.json`, t.keyHeaders);
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(gymLabelTemplates).where(eq(gymLabelTemplates.id, template.id));
    expect(row?.name).toBe('Bloc A4');
  });

  it('refuses options outside their lists, a missing or long name, with the field and the rule', async () => {
    const { gym, setter } = await staffedGym();
    const response = await call(t, 'POST', `gyms/${gym.id}/gym_label_templates.json`, setter.headers, {
      name: '',
      layout: 'hexagon',
      paper_size: 'a0',
      orientation: 'diagonal',
      font: 'comic_sans',
      qr_position: 'center',
      fields: ['name', 'user_id'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        name: ['required'],
        layout: ['not_included'],
        paper_size: ['not_included'],
        orientation: ['not_included'],
        font: ['not_included'],
        qr_position: ['not_included'],
        fields: ['not_included'],
      },
    });
    const long = await call(t, 'POST', `gyms/${gym.id}/gym_label_templates.json`, setter.headers, {
      name: 'x'.repeat(81),
    });
    expect(long.json()).toEqual({ error: { name: ['too_long'] } });
    const nothing = await call(t, 'POST', `gyms/${gym.id}/gym_label_templates.json`, setter.headers, {});
    expect(nothing.json()).toEqual({ error: { name: ['required'] } });
    const unknown = await call(t, 'POST', `gyms/${gym.id}/gym_label_templates.json`, setter.headers, {
      name: 'Bloc',
      colour: 'red',
    });
    expect(unknown.json()).toEqual({ error: { colour: ['unknown'] } });
    const template = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      templateBody,
    );
    const update = await call(t, 'PUT', `gym_label_templates/${template.id}.json`, setter.headers, { font: 'papyrus' });
    expect(update.statusCode).toBe(422);
    expect(update.json()).toEqual({ error: { font: ['not_included'] } });
    const empty = await call(t, 'PUT', `gym_label_templates/${template.id}.json`, setter.headers, {});
    expect(empty.json()).toEqual({ error: { base: ['required'] } });
    expect(await t.db.select().from(gymLabelTemplates).where(eq(gymLabelTemplates.gym_id, gym.id))).toHaveLength(1);
  });
});

describe('the print data', () => {
  it('is public: the template, the gym and its mounted routes among those asked, public fields only', async () => {
    const { gym, setter, sector } = await staffedGym();
    const template = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      templateBody,
    );
    const mounted = await createGymRoute(t.db, sector, {
      name: 'La Fissure',
      openers: ['Léa'],
      opener_ids: [],
      fixed_points: 800,
      anchor_number: 12,
      styles: ['slab', 'not-a-style'],
      description: 'Tout en adhérence',
    });
    const second = await createGymRoute(t.db, sector, { name: 'Le Toit' });
    const dismounted = await createGymRoute(t.db, sector, { dismounted_at: '2026-11-20' });
    const otherGym = await createGym(t.db);
    const otherSector = await createGymSector(t.db, await createGymSpace(t.db, otherGym.id));
    const foreign = await createGymRoute(t.db, otherSector);
    const ids = [second.id, mounted.id, dismounted.id, foreign.id, 2_000_000_000].join(',');

    // No sign-in: the API key only.
    const print = await expectCall<GymLabelPrint>(
      t,
      200,
      'GET',
      `gym_label_templates/${template.id}/print.json?gym_route_ids=${ids}`,
      t.keyHeaders,
    );
    expect(print.template).toMatchObject({ id: template.id, layout: 'row', fields: template.fields });
    expect(print.gym).toEqual({ id: gym.id, name: gym.name, slug_name: gym.slug_name });
    // In the order asked for, the dismounted, the foreign and the unknown left out.
    expect(print.routes.map((route) => route.id)).toEqual([second.id, mounted.id]);
    const label = print.routes[1];
    expect(label).toEqual({
      id: mounted.id,
      gym_id: gym.id,
      name: 'La Fissure',
      climbing_type: 'bouldering',
      grade_text: '5c',
      level_index: 2,
      level_color: 'blue',
      sub_level: null,
      hold_colors: ['blue'],
      sector_name: sector.name,
      openers: ['Léa'],
      opened_at: '2026-11-01',
      points: 800,
      anchor_number: 12,
      styles: ['slab'],
      description: 'Tout en adhérence',
      path: `/gr/${gym.id}-${mounted.id}`,
    });
    for (const secret of ['opener_ids', 'gym_opener_ids', 'user_id', 'fixed_points', 'dismounted_at', 'thumbnail']) {
      expect(label).not.toHaveProperty(secret);
    }
    const response = await call(
      t,
      'GET',
      `gym_label_templates/${template.id}/print.json?gym_route_ids=${ids}`,
      t.keyHeaders,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('prints a whole sector, and nothing when no route is asked for', async () => {
    const { gym, setter, sector, space } = await staffedGym();
    const template = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      templateBody,
    );
    const a = await createGymRoute(t.db, sector, { anchor_number: 2 });
    const b = await createGymRoute(t.db, sector, { anchor_number: 1 });
    await createGymRoute(t.db, sector, { dismounted_at: '2026-11-20' });
    const elsewhere = await createGymRoute(t.db, await createGymSector(t.db, space));
    const bySector = await expectCall<GymLabelPrint>(
      t,
      200,
      'GET',
      `gym_label_templates/${template.id}/print.json?gym_sector_id=${sector.id}`,
      t.keyHeaders,
    );
    expect(bySector.routes.map((route) => route.id)).toEqual([b.id, a.id]);
    const both = await expectCall<GymLabelPrint>(
      t,
      200,
      'GET',
      `gym_label_templates/${template.id}/print.json?gym_sector_id=${sector.id}&gym_route_ids=${elsewhere.id}`,
      t.keyHeaders,
    );
    expect(both.routes.map((route) => route.id)).toEqual([elsewhere.id, b.id, a.id]);
    const none = await expectCall<GymLabelPrint>(
      t,
      200,
      'GET',
      `gym_label_templates/${template.id}/print.json`,
      t.keyHeaders,
    );
    expect(none.routes).toEqual([]);
    await expectCall(t, 404, 'GET', 'gym_label_templates/2000000000/print.json', t.keyHeaders);
    await expectCall(t, 404, 'GET', 'gym_label_templates/abc/print.json', t.keyHeaders);
  });

  it('bounds the routes asked for, and refuses what is not a list of ids', async () => {
    const { gym, setter } = await staffedGym();
    const template = await expectCall<GymLabelTemplate>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_label_templates.json`,
      setter.headers,
      templateBody,
    );
    const url = (ids: string) => `gym_label_templates/${template.id}/print.json?gym_route_ids=${ids}`;
    const atMost = Array.from({ length: LABEL_PRINT_MAX_ROUTES }, (_, index) => index + 1);
    await expectCall(t, 200, 'GET', url(atMost.join(',')), t.keyHeaders);
    // The same id twice counts once.
    await expectCall(t, 200, 'GET', url([...atMost, 1].join(',')), t.keyHeaders);
    const beyond = await call(t, 'GET', url([...atMost, LABEL_PRINT_MAX_ROUTES + 1].join(',')), t.keyHeaders);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toEqual({ error: { gym_route_ids: ['too_big'] } });
    for (const bad of ['1,x', '0', '1.5', '99999999999', '-3']) {
      const response = await call(t, 'GET', url(bad), t.keyHeaders);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json()).toEqual({ error: { gym_route_ids: ['invalid'] } });
    }
    const sector = await call(t, 'GET', `gym_label_templates/${template.id}/print.json?gym_sector_id=x`, t.keyHeaders);
    expect(sector.statusCode).toBe(422);
  });
});

describe('the demo templates', () => {
  it('are a row of A4 portrait labels with the QR code right and round stickers', async () => {
    const gym = await createGym(t.db);
    const ids = await seedDemoLabelTemplates(t.app.appContext, gym.id);
    const rows = await t.db.select().from(gymLabelTemplates).where(eq(gymLabelTemplates.gym_id, gym.id));
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(
      rows.map(({ layout, paper_size, orientation, qr_position }) => ({
        layout,
        paper_size,
        orientation,
        qr_position,
      })),
    ).toEqual(
      expect.arrayContaining([
        { layout: 'row', paper_size: 'a4', orientation: 'portrait', qr_position: 'right' },
        expect.objectContaining({ layout: 'circular' }),
      ]),
    );
  });
});
