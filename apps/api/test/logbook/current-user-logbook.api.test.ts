import type {
  AscendedCragsFeatureCollection,
  AscentCragRoute,
  ClimberRef,
  ClimbingSession,
  ClimbingSessionSummary,
  CragRouteStatus,
  ProjectItem,
  TickListItem,
} from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { addTickList, createAscent, createMultiPitchRoute } from '../factories/logbook.factory';
import { createCrag, createCragRoute, createSector } from '../factories/outdoor.factory';
import { ascentBody, call, expectCall, isTickListed, openLogbookTestApp, signedInClimber } from './logbook-api';

const logbook = openLogbookTestApp();

async function list<Item>(headers: Record<string, string>, url: string) {
  const response = await call(logbook.t, 'GET', url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return { items: response.json<Item[]>(), total: Number(response.headers['x-total-count']) };
}

describe('the current user’s logbook paths', () => {
  it('need a signed-in climber (401 for a visitor)', async () => {
    for (const url of [
      'current_users/ascent_crag_routes.json',
      'current_users/crag_route_statuses.json?crag_id=1',
      'current_users/tick_lists.json',
      'current_users/projects.json',
      'current_users/ascended_crags_geo_json.json',
      'current_users/subscribes_ascents.json',
      'current_users/climbing_sessions.json',
      'current_users/climbing_sessions/2024-05-01.json',
      'current_users/ascent_partners.json?query=lu',
    ]) {
      await expectCall(logbook.t, 401, 'GET', url, logbook.visitor);
    }
    await expectCall(logbook.t, 401, 'POST', 'crag_routes/1/tick_list.json', logbook.visitor);
    await expectCall(logbook.t, 401, 'DELETE', 'crag_routes/1/tick_list.json', logbook.visitor);
    await expectCall(logbook.t, 401, 'PUT', 'current_users/climbing_sessions/2024-05-01.json', logbook.visitor, {
      description: 'x',
    });
  });
});

describe('GET /api/v1/current_users/ascent_crag_routes.json', () => {
  it('lists only my ascents, filtered, sorted and paged', async () => {
    const me = await signedInClimber(logbook.t);
    const ceuse = await createCrag(logbook.t.db, { name: 'Céüse', slug_name: 'ceuse' });
    const buoux = await createCrag(logbook.t.db, { name: 'Buoux', slug_name: 'buoux' });
    const biographie = await createCragRoute(logbook.t.db, ceuse.id, { name: 'Biographie', grade: '9a+' });
    const berlin = await createCragRoute(logbook.t.db, ceuse.id, { name: 'Berlin', grade: '7c' });
    const rose = await createCragRoute(logbook.t.db, buoux.id, { name: 'La Rose et le Vampire', grade: '8b' });
    const boulder = await createCragRoute(logbook.t.db, buoux.id, {
      name: 'Le Bloc',
      grade: '6a',
      climbing_type: 'bouldering',
    });
    await createAscent(logbook.t.db, me.user.id, biographie, { released_at: '2024-07-01', ascent_status: 'project' });
    await createAscent(logbook.t.db, me.user.id, berlin, { released_at: '2024-06-01', roping_status: 'top_rope' });
    await createAscent(logbook.t.db, me.user.id, rose, { released_at: '2023-05-01', ascent_status: 'onsight' });
    await createAscent(logbook.t.db, me.user.id, boulder, { released_at: '2024-08-01', ascent_status: 'flash' });
    await createAscent(logbook.t.db, logbook.other.user.id, berlin, { released_at: '2024-06-02' });

    const base = 'current_users/ascent_crag_routes.json';
    const names = (items: AscentCragRoute[]) => items.map((item) => item.route_name);
    const all = await list<AscentCragRoute>(me.headers, base);
    expect(all.total).toBe(4);
    expect(names(all.items)).toEqual(['Le Bloc', 'Biographie', 'Berlin', 'La Rose et le Vampire']);
    expect(names((await list<AscentCragRoute>(me.headers, `${base}?direction=asc`)).items)).toEqual([
      'La Rose et le Vampire',
      'Berlin',
      'Biographie',
      'Le Bloc',
    ]);
    expect(names((await list<AscentCragRoute>(me.headers, `${base}?sort=grade`)).items)).toEqual([
      'Biographie',
      'La Rose et le Vampire',
      'Berlin',
      'Le Bloc',
    ]);
    expect(names((await list<AscentCragRoute>(me.headers, `${base}?sort=name&direction=asc`)).items)).toEqual([
      'Berlin',
      'Biographie',
      'La Rose et le Vampire',
      'Le Bloc',
    ]);
    expect(names((await list<AscentCragRoute>(me.headers, `${base}?sort=crag&direction=asc`)).items)).toEqual([
      'La Rose et le Vampire',
      'Le Bloc',
      'Berlin',
      'Biographie',
    ]);
    const page = await list<AscentCragRoute>(me.headers, `${base}?per_page=2&page=2`);
    expect(page.total).toBe(4);
    expect(names(page.items)).toEqual(['Berlin', 'La Rose et le Vampire']);

    const filtered = async (query: string) =>
      names((await list<AscentCragRoute>(me.headers, `${base}?${query}`)).items);
    expect(await filtered('ascent_status=onsight,flash')).toEqual(['Le Bloc', 'La Rose et le Vampire']);
    expect(await filtered('roping_status=top_rope')).toEqual(['Berlin']);
    expect(await filtered('climbing_type=bouldering')).toEqual(['Le Bloc']);
    expect(await filtered('date_from=2024-01-01&date_to=2024-06-30')).toEqual(['Berlin']);
    expect(await filtered(`crag_id=${ceuse.id}`)).toEqual(['Biographie', 'Berlin']);
    expect(await filtered(`crag_route_id=${rose.id}`)).toEqual(['La Rose et le Vampire']);
    expect(await filtered('query=ceuse')).toEqual(['Biographie', 'Berlin']);
    expect(await filtered('query=vamp%20rose')).toEqual(['La Rose et le Vampire']);
    expect(await filtered('query=100%25')).toEqual([]);

    const bad = await expectCall(logbook.t, 422, 'GET', `${base}?date_from=2024-06-01&date_to=2024-01-01`, me.headers);
    expect(bad).toEqual({ error: { date_to: ['too_small'] } });
    // The rule name of a bad value in a list query comes from the shared zod mapping (reported to the lead).
    expect(Object.keys(await expectCall(logbook.t, 422, 'GET', `${base}?ascent_status=dogged`, me.headers))).toEqual([
      'error',
    ]);
    expect(await expectCall(logbook.t, 422, 'GET', `${base}?sort=height`, me.headers)).toEqual({
      error: { sort: ['not_included'] },
    });
  });
});

describe('statuses, tick list and projects', () => {
  it('give my status on the routes of a crag, a sector or a list', async () => {
    const me = await signedInClimber(logbook.t);
    const crag = await createCrag(logbook.t.db);
    const sector = await createSector(logbook.t.db, crag.id);
    const done = await createCragRoute(logbook.t.db, crag.id, { crag_sector_id: sector.id });
    const project = await createCragRoute(logbook.t.db, crag.id);
    const wanted = await createCragRoute(logbook.t.db, crag.id, { crag_sector_id: sector.id });
    await createCragRoute(logbook.t.db, crag.id);
    await createAscent(logbook.t.db, me.user.id, done, { ascent_status: 'project', released_at: '2024-04-01' });
    await createAscent(logbook.t.db, me.user.id, done, { ascent_status: 'red_point', released_at: '2024-05-01' });
    await createAscent(logbook.t.db, me.user.id, project, { ascent_status: 'project' });
    await createAscent(logbook.t.db, logbook.other.user.id, project, { ascent_status: 'flash' });
    await addTickList(logbook.t.db, me.user.id, wanted.id);

    const statuses = await expectCall<CragRouteStatus[]>(
      logbook.t,
      200,
      'GET',
      `current_users/crag_route_statuses.json?crag_id=${crag.id}`,
      me.headers,
    );
    expect(statuses).toEqual([
      { crag_route_id: done.id, status: 'done', tick_list: false, ascents_count: 2, last_released_at: '2024-05-01' },
      {
        crag_route_id: project.id,
        status: 'project',
        tick_list: false,
        ascents_count: 1,
        last_released_at: '2024-05-01',
      },
      { crag_route_id: wanted.id, status: null, tick_list: true, ascents_count: 0, last_released_at: null },
    ]);
    const ofSector = await expectCall<CragRouteStatus[]>(
      logbook.t,
      200,
      'GET',
      `current_users/crag_route_statuses.json?crag_sector_id=${sector.id}`,
      me.headers,
    );
    expect(ofSector.map((status) => status.crag_route_id)).toEqual([done.id, wanted.id]);
    const ofList = await expectCall<CragRouteStatus[]>(
      logbook.t,
      200,
      'GET',
      `current_users/crag_route_statuses.json?crag_route_ids=${project.id},${wanted.id}`,
      me.headers,
    );
    expect(ofList.map((status) => status.crag_route_id)).toEqual([project.id, wanted.id]);
    expect(await expectCall(logbook.t, 422, 'GET', 'current_users/crag_route_statuses.json', me.headers)).toEqual({
      error: { base: ['required'] },
    });
    const badIds = await expectCall<{ error: Record<string, string[]> }>(
      logbook.t,
      422,
      'GET',
      'current_users/crag_route_statuses.json?crag_route_ids=a,b',
      me.headers,
    );
    expect(Object.keys(badIds.error)).toEqual(['crag_route_ids']);
  });

  it('adds and removes tick-list routes idempotently; a logged route leaves the list', async () => {
    const me = await signedInClimber(logbook.t);
    const crag = await createCrag(logbook.t.db);
    const route = await createCragRoute(logbook.t.db, crag.id, { name: 'Pilier Sud' });
    const other = await createCragRoute(logbook.t.db, crag.id, { name: 'Dalle Grise' });
    const added = await expectCall<TickListItem>(
      logbook.t,
      201,
      'POST',
      `crag_routes/${route.id}/tick_list.json`,
      me.headers,
    );
    expect(added).toEqual({
      id: expect.any(Number),
      crag_route: expect.objectContaining({ id: route.id, name: 'Pilier Sud' }),
      created_at: expect.any(String),
    });
    const again = await expectCall<TickListItem>(
      logbook.t,
      200,
      'POST',
      `crag_routes/${route.id}/tick_list.json`,
      me.headers,
    );
    expect(again.id).toBe(added.id);
    await expectCall(logbook.t, 201, 'POST', `crag_routes/${other.id}/tick_list.json`, me.headers);
    await expectCall(logbook.t, 404, 'POST', 'crag_routes/2000000000/tick_list.json', me.headers);
    await expectCall(logbook.t, 404, 'DELETE', 'crag_routes/2000000000/tick_list.json', me.headers);

    const tickList = await list<TickListItem>(me.headers, 'current_users/tick_lists.json');
    expect(tickList.total).toBe(2);
    expect(tickList.items.map((item) => item.crag_route.name).sort()).toEqual(['Dalle Grise', 'Pilier Sud']);
    expect((await list<TickListItem>(logbook.other.headers, 'current_users/tick_lists.json')).total).toBe(0);

    await expectCall(logbook.t, 201, 'POST', 'ascent_crag_routes.json', me.headers, ascentBody(route.id));
    expect(
      (await list<TickListItem>(me.headers, 'current_users/tick_lists.json')).items.map((item) => item.crag_route.id),
    ).toEqual([other.id]);
    await expectCall(logbook.t, 204, 'DELETE', `crag_routes/${other.id}/tick_list.json`, me.headers);
    await expectCall(logbook.t, 204, 'DELETE', `crag_routes/${other.id}/tick_list.json`, me.headers);
    expect(await isTickListed(logbook.t.db, me.user.id, other.id)).toBe(false);
    expect((await list<TickListItem>(me.headers, 'current_users/tick_lists.json')).total).toBe(0);
  });

  it('lists my projects with their tries, and a route leaves once sent', async () => {
    const me = await signedInClimber(logbook.t);
    const crag = await createCrag(logbook.t.db);
    const hard = await createCragRoute(logbook.t.db, crag.id, { name: 'Dur', grade: '8a' });
    const harder = await createCragRoute(logbook.t.db, crag.id, { name: 'Plus dur', grade: '8b' });
    await createAscent(logbook.t.db, me.user.id, hard, {
      ascent_status: 'project',
      attempt: 3,
      released_at: '2024-04-01',
    });
    await createAscent(logbook.t.db, me.user.id, hard, { ascent_status: 'project', released_at: '2024-04-08' });
    await createAscent(logbook.t.db, me.user.id, harder, { ascent_status: 'project', released_at: '2024-05-01' });
    await createAscent(logbook.t.db, logbook.other.user.id, hard, { ascent_status: 'project' });

    const projects = await list<ProjectItem>(me.headers, 'current_users/projects.json');
    expect(projects.total).toBe(2);
    expect(projects.items).toEqual([
      expect.objectContaining({
        crag_route: expect.objectContaining({ id: harder.id }),
        attempts: 1,
        sessions_count: 1,
      }),
      {
        crag_route: expect.objectContaining({ id: hard.id, name: 'Dur' }),
        attempts: 4,
        sessions_count: 2,
        first_tried_at: '2024-04-01',
        last_tried_at: '2024-04-08',
      },
    ]);
    await expectCall(
      logbook.t,
      201,
      'POST',
      'ascent_crag_routes.json',
      me.headers,
      ascentBody(hard.id, { released_at: '2024-04-15' }),
    );
    const after = await list<ProjectItem>(me.headers, 'current_users/projects.json');
    expect(after.items.map((item) => item.crag_route.id)).toEqual([harder.id]);
    expect(after.total).toBe(1);
  });
});

describe('GET /api/v1/current_users/ascended_crags_geo_json.json', () => {
  it('gives the crags I climbed at, minimalistic by default', async () => {
    const me = await signedInClimber(logbook.t);
    const crag = await createCrag(logbook.t.db, {
      name: 'Saussois',
      slug_name: 'saussois',
      latitude: 47.5,
      longitude: 3.7,
    });
    const untouched = await createCrag(logbook.t.db);
    await createCragRoute(logbook.t.db, untouched.id);
    const route = await createCragRoute(logbook.t.db, crag.id, { grade: '6a' });
    const block = await createCragRoute(logbook.t.db, crag.id, { grade: '7a', climbing_type: 'bouldering' });
    const projectOnly = await createCragRoute(logbook.t.db, crag.id, { grade: '8a' });
    await createAscent(logbook.t.db, me.user.id, route, { released_at: '2024-03-01' });
    await createAscent(logbook.t.db, me.user.id, route, { released_at: '2024-03-02', ascent_status: 'repetition' });
    await createAscent(logbook.t.db, me.user.id, block, { released_at: '2024-03-03', roping_status: null });
    await createAscent(logbook.t.db, me.user.id, projectOnly, { released_at: '2024-03-09', ascent_status: 'project' });

    const minimal = await expectCall<AscendedCragsFeatureCollection>(
      logbook.t,
      200,
      'GET',
      'current_users/ascended_crags_geo_json.json',
      me.headers,
    );
    expect(minimal).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [3.7, 47.5] },
          properties: { id: crag.id, name: 'Saussois', slug_name: 'saussois', icon: '10100' },
        },
      ],
    });
    const full = await expectCall<AscendedCragsFeatureCollection>(
      logbook.t,
      200,
      'GET',
      'current_users/ascended_crags_geo_json.json?minimalistic=false',
      me.headers,
    );
    expect(full.features[0]?.properties).toEqual({
      id: crag.id,
      name: 'Saussois',
      slug_name: 'saussois',
      icon: '10100',
      ascents_count: 3,
      routes_count: 2,
      max_grade_value: 37,
      last_released_at: '2024-03-09',
    });
    const none = await expectCall<AscendedCragsFeatureCollection>(
      logbook.t,
      200,
      'GET',
      'current_users/ascended_crags_geo_json.json',
      logbook.other.headers,
    );
    expect(none.features.some((feature) => feature.properties.id === crag.id)).toBe(false);
    await expectCall(logbook.t, 422, 'GET', 'current_users/ascended_crags_geo_json.json?minimalistic=yes', me.headers);
  });
});

describe('GET /api/v1/current_users/subscribes_ascents.json', () => {
  it('is an empty page while follows do not exist', async () => {
    const response = await call(
      logbook.t,
      'GET',
      'current_users/subscribes_ascents.json?page=2',
      logbook.climber.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });
});

describe('climbing sessions', () => {
  it('lists my days with their figures, and shows and describes one', async () => {
    const me = await signedInClimber(logbook.t);
    const partner = await signedInClimber(logbook.t, { first_name: 'Zoé' });
    const crag = await createCrag(logbook.t.db, { name: 'Orpierre', slug_name: 'orpierre' });
    const other = await createCrag(logbook.t.db, { name: 'Annot', slug_name: 'annot' });
    const long = await createMultiPitchRoute(logbook.t.db, crag.id, [
      { grade: '5c', height: 30 },
      { grade: '6b', height: 40 },
    ]);
    const short = await createCragRoute(logbook.t.db, other.id, { grade: '7a', height: 20 });
    const boulder = await createCragRoute(logbook.t.db, other.id, { grade: '7b', climbing_type: 'bouldering' });
    await createAscent(logbook.t.db, me.user.id, long, {
      released_at: '2024-05-01',
      partner_user_ids: [partner.user.id],
    });
    await createAscent(logbook.t.db, me.user.id, short, { released_at: '2024-05-01', ascent_status: 'project' });
    await createAscent(logbook.t.db, me.user.id, boulder, { released_at: '2024-05-01', roping_status: null });
    await createAscent(logbook.t.db, me.user.id, short, { released_at: '2024-06-10' });

    const sessions = await list<ClimbingSessionSummary>(me.headers, 'current_users/climbing_sessions.json');
    expect(sessions.total).toBe(2);
    expect(sessions.items.map((session) => session.session_date)).toEqual(['2024-06-10', '2024-05-01']);
    expect(sessions.items[1]).toEqual({
      session_date: '2024-05-01',
      description: null,
      crags: [
        { id: other.id, name: 'Annot', slug_name: 'annot' },
        { id: crag.id, name: 'Orpierre', slug_name: 'orpierre' },
      ],
      gyms: [],
      climbing_types: ['sport_climbing', 'bouldering', 'multi_pitch'],
      // The project counts in the day's ascents and metres, not in its max grade.
      figures: { ascents: 3, crags: 2, metres: 90, max_grade_value: 39 },
    });
    const paged = await list<ClimbingSessionSummary>(
      me.headers,
      'current_users/climbing_sessions.json?per_page=1&page=2',
    );
    expect(paged.items.map((session) => session.session_date)).toEqual(['2024-05-01']);

    const url = 'current_users/climbing_sessions/2024-05-01.json';
    const day = await expectCall<ClimbingSession>(logbook.t, 200, 'GET', url, me.headers);
    expect(day.ascents).toHaveLength(3);
    expect(day.gym_ascents).toEqual([]);
    expect(day.partners).toEqual([
      expect.objectContaining({ uuid: partner.user.uuid, name: expect.stringMatching(/^Zoé /) }),
    ]);
    const described = await expectCall<ClimbingSession>(logbook.t, 200, 'PUT', url, me.headers, {
      description: 'Grand beau',
    });
    expect(described.description).toBe('Grand beau');
    expect(
      (await list<ClimbingSessionSummary>(me.headers, 'current_users/climbing_sessions.json')).items[1]?.description,
    ).toBe('Grand beau');

    await expectCall(logbook.t, 404, 'GET', 'current_users/climbing_sessions/2024-05-02.json', me.headers);
    await expectCall(logbook.t, 404, 'GET', 'current_users/climbing_sessions/yesterday.json', me.headers);
    await expectCall(logbook.t, 404, 'GET', url, (await signedInClimber(logbook.t)).headers);
    await expectCall(logbook.t, 404, 'PUT', 'current_users/climbing_sessions/2024-05-02.json', me.headers, {
      description: 'x',
    });
    expect(await expectCall(logbook.t, 422, 'PUT', url, me.headers, { description: 'a'.repeat(5_001) })).toEqual({
      error: { description: ['too_long'] },
    });
  });
});

describe('GET /api/v1/current_users/ascent_partners.json', () => {
  it('finds climbers with a public profile, my past partners first, never me nor a deleted account', async () => {
    const me = await signedInClimber(logbook.t, { first_name: 'Marius', last_name: 'Rochas' });
    const past = await signedInClimber(logbook.t, { first_name: 'Marie', last_name: 'Curie', public_profile: false });
    const stranger = await signedInClimber(logbook.t, { first_name: 'Marianne', last_name: 'Bloc' });
    await signedInClimber(logbook.t, { first_name: 'Mariette', last_name: 'Cachée', public_profile: false });
    await signedInClimber(logbook.t, { first_name: 'Marin', last_name: 'Parti', deleted_at: new Date() });
    const crag = await createCrag(logbook.t.db);
    const route = await createCragRoute(logbook.t.db, crag.id);
    await createAscent(logbook.t.db, me.user.id, route, { partner_user_ids: [past.user.id] });

    const found = await expectCall<ClimberRef[]>(
      logbook.t,
      200,
      'GET',
      'current_users/ascent_partners.json?query=mari',
      me.headers,
    );
    expect(found.map((climber) => climber.uuid)).toEqual([past.user.uuid, stranger.user.uuid]);
    const mine = await expectCall<ClimberRef[]>(
      logbook.t,
      200,
      'GET',
      'current_users/ascent_partners.json',
      me.headers,
    );
    expect(mine.map((climber) => climber.uuid)).toEqual([past.user.uuid]);
    const byLastName = await expectCall<ClimberRef[]>(
      logbook.t,
      200,
      'GET',
      'current_users/ascent_partners.json?query=bloc',
      me.headers,
    );
    expect(byLastName.map((climber) => climber.uuid)).toEqual([stranger.user.uuid]);
  });
});

describe('the OpenAPI document', () => {
  it('documents every logbook path of the ascents and of the current user', async () => {
    const response = await logbook.t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = response.json<{ paths: Record<string, Record<string, { description?: string }>> }>().paths;
    const expected: [string, string[]][] = [
      ['/api/v1/ascent_crag_routes.json', ['post']],
      ['/api/v1/ascent_crag_routes/{id}.json', ['get', 'put', 'delete']],
      ['/api/v1/crag_routes/{id}/ascents.json', ['get']],
      ['/api/v1/crags/{id}/ascents.json', ['get']],
      ['/api/v1/crag_routes/{id}/tick_list.json', ['post', 'delete']],
      ['/api/v1/current_users/ascent_crag_routes.json', ['get']],
      ['/api/v1/current_users/crag_route_statuses.json', ['get']],
      ['/api/v1/current_users/tick_lists.json', ['get']],
      ['/api/v1/current_users/projects.json', ['get']],
      ['/api/v1/current_users/ascended_crags_geo_json.json', ['get']],
      ['/api/v1/current_users/subscribes_ascents.json', ['get']],
      ['/api/v1/current_users/climbing_sessions.json', ['get']],
      ['/api/v1/current_users/climbing_sessions/{sessionDate}.json', ['get', 'put']],
      ['/api/v1/current_users/ascent_partners.json', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
    }
    expect(paths['/api/v1/current_users/subscribes_ascents.json']?.get?.description).toContain('X-Total-Count: 0');
  });
});
