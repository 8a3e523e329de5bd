import type { Gym, GymChain, GymLevels, GymSummary } from '@climb/contracts';
import { DEFAULT_GYM_LEVELS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { createGym } from '../factories/indoor.factory';
import { call, expectCall, openWikiTestApp, versionsOf } from '../outdoor/crags/wiki-api';
import { addGym, gymBody, imageForm, upload } from './indoor-api';

const wiki = openWikiTestApp();

describe('POST /api/v1/gyms.json', () => {
  it('adds a gym with its default levels, written by the climber and recorded as a version', async () => {
    const gym = await addGym(wiki, { name: ' Bloc Lyon Gerland ', hours: 'Tous les jours 10 h – 22 h' });
    expect(gym).toMatchObject({
      name: 'Bloc Lyon Gerland',
      slug_name: 'bloc-lyon-gerland',
      city: 'Lyon',
      country_code: 'fr',
      time_zone: 'Europe/Paris',
      // Stored in the enum's order, whatever the order given.
      climbing_types: ['bouldering', 'training_space'],
      gym_type: 'private',
      hours: 'Tous les jours 10 h – 22 h',
      logo: null,
      banner: null,
      gym_chain: null,
      spaces_count: 0,
      mounted_routes_count: 0,
      followers_count: 0,
      administered: false,
      creator: expect.objectContaining({ uuid: wiki.callers.climberUser.uuid }),
    });
    const levels = await expectCall<GymLevels[]>(
      wiki.t,
      200,
      'GET',
      `gyms/${gym.id}/levels.json`,
      wiki.callers.visitor,
    );
    expect(levels.map((level) => level.climbing_type)).toEqual(['bouldering', 'sport_climbing', 'pan']);
    expect(levels[0]?.levels).toEqual(DEFAULT_GYM_LEVELS.bouldering);
    const [version] = await versionsOf(wiki.t.db, 'gyms', gym.id);
    expect(version).toMatchObject({
      event: 'create',
      item_name: 'Bloc Lyon Gerland',
      user_id: wiki.callers.climberUser.id,
    });
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const response = await call(wiki.t, 'POST', 'gyms.json', wiki.callers.visitor, gymBody({ name: 'Visiteur' }));
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no name', { name: '' }, { name: ['required'] }],
    ['a time zone that does not exist', { time_zone: 'Europe/Lyon' }, { time_zone: ['not_included'] }],
    ['a country that is no code', { country_code: 'France' }, { country_code: ['invalid'] }],
    ['no climbing type', { climbing_types: [] }, { climbing_types: ['too_short'] }],
    ['an unknown type', { gym_type: 'public' }, { gym_type: ['not_included'] }],
    ['a web site that is no address', { web_site: 'javascript:alert(1)' }, { web_site: ['invalid'] }],
    ['a chain that does not exist', { gym_chain_id: 99_999_999 }, { gym_chain_id: ['not_found'] }],
  ])('answers 422 for %s, and stores nothing', async (_case, overrides, errors) => {
    const name = `Refusée ${Math.random()}`;
    const response = await call(wiki.t, 'POST', 'gyms.json', wiki.callers.climber, gymBody({ name, ...overrides }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toMatchObject(errors);
    const found = await expectCall<GymSummary[]>(
      wiki.t,
      200,
      'GET',
      'gyms.json?order=newest&per_page=100',
      wiki.callers.visitor,
    );
    expect(found.some((gym) => gym.name === name)).toBe(false);
  });
});

describe('PUT and DELETE /api/v1/gyms/{id}.json', () => {
  it('lets any climber edit a gym without staff, joining a chain, and records the change', async () => {
    const gym = await addGym(wiki);
    const chain = await expectCall<GymChain>(wiki.t, 201, 'POST', 'gym_chains.json', wiki.callers.admin, {
      name: 'Réseau Prises',
    });
    const edited = await expectCall<Gym>(wiki.t, 200, 'PUT', `gyms/${gym.id}.json`, wiki.callers.admin, {
      gym_chain_id: chain.id,
      phone_number: '04 78 00 00 00',
    });
    expect(edited.gym_chain).toEqual({ id: chain.id, name: 'Réseau Prises', slug_name: 'reseau-prises' });
    expect(edited.phone_number).toBe('04 78 00 00 00');
    const read = await expectCall<GymChain>(wiki.t, 200, 'GET', `gym_chains/${chain.id}.json`, wiki.callers.visitor);
    expect(read.gyms_count).toBe(1);
    const versions = await versionsOf(wiki.t.db, 'gyms', gym.id);
    expect(versions.at(-1)?.changes).toEqual({
      gym_chain_id: [null, chain.id],
      phone_number: [null, '04 78 00 00 00'],
    });
  });

  it('answers 422 to an update that changes nothing, 404 to an unknown gym', async () => {
    const gym = await addGym(wiki);
    expect((await call(wiki.t, 'PUT', `gyms/${gym.id}.json`, wiki.callers.climber, {})).statusCode).toBe(422);
    expect((await call(wiki.t, 'PUT', 'gyms/99999999.json', wiki.callers.climber, { name: 'X' })).statusCode).toBe(404);
  });

  it('keeps deleting to site administrators', async () => {
    const gym = await addGym(wiki);
    const refused = await call(wiki.t, 'DELETE', `gyms/${gym.id}.json`, wiki.callers.climber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().need).toEqual({ role: 'super_admin' });
    await expectCall(wiki.t, 204, 'DELETE', `gyms/${gym.id}.json`, wiki.callers.admin);
    expect((await call(wiki.t, 'GET', `gyms/${gym.id}.json`, wiki.callers.visitor)).statusCode).toBe(404);
    const [, destroyed] = await versionsOf(wiki.t.db, 'gyms', gym.id);
    expect(destroyed?.event).toBe('destroy');
  });
});

describe('GET /api/v1/gyms.json and gyms/around.json', () => {
  it('lists every gym, the most followed first, filtered by type, with the total', async () => {
    const followed = await createGym(wiki.t.db, { followers_count: 1_000, climbing_types: ['pan'] });
    const response = await call(wiki.t, 'GET', 'gyms.json?climbing_types=pan', wiki.callers.visitor);
    expect(response.statusCode).toBe(200);
    const gyms = response.json<GymSummary[]>();
    expect(gyms[0]?.id).toBe(followed.id);
    expect(gyms.every((gym) => gym.climbing_types.includes('pan'))).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBe(gyms.length);
  });

  it('lists the gyms near a point, nearest first, with their distance', async () => {
    const near = await createGym(wiki.t.db, { latitude: 48.8566, longitude: 2.3522, name: 'Bloc Paris Centre' });
    const further = await createGym(wiki.t.db, { latitude: 48.9, longitude: 2.4, name: 'Bloc Paris Nord' });
    const gyms = await expectCall<GymSummary[]>(
      wiki.t,
      200,
      'GET',
      'gyms/around.json?latitude=48.8566&longitude=2.3522&distance=20',
      wiki.callers.visitor,
    );
    expect(gyms.map((gym) => gym.id)).toEqual([near.id, further.id]);
    expect(gyms[0]?.distance_km).toBe(0);
    expect(gyms[1]?.distance_km).toBeGreaterThan(4);
  });
});

describe('gym images', () => {
  it('stores a logo checked by its content, and refuses what is no image without storing anything', async () => {
    const gym = await addGym(wiki);
    const response = await upload(
      wiki,
      `gyms/${gym.id}/logo.json`,
      wiki.callers.climber,
      await imageForm(300, 200, 'logo.png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Gym>().logo?.medium).toMatch(/\/logos\/.+\/medium\.webp$/);
    const text = new FormData();
    text.append('file', new Blob(['not an image'], { type: 'image/png' }), 'logo.png');
    const refused = await upload(wiki, `gyms/${gym.id}/banner.json`, wiki.callers.climber, text);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ file: ['invalid'] });
    const read = await expectCall<Gym>(wiki.t, 200, 'GET', `gyms/${gym.id}.json`, wiki.callers.visitor);
    expect(read.banner).toBeNull();
  });
});
