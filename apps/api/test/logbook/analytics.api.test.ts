import type { OutdoorAnalytics } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createAscent } from '../factories/logbook.factory';
import { call, openLogbookTestApp } from './logbook-api';
import { createSampleCatalogue, type SampleCatalogue } from './sample-catalogue';

const logbook = openLogbookTestApp();
let catalogue: SampleCatalogue;

/*
 * The climber's logbook, by hand (grade values: 5+ = 27, 6a = 31, 6a+ = 32, 6b = 33, 7a / 7A = 37):
 *   #  route (crag)                  date        status      roping              grade  metres
 *   1  Traversée (Roche Grise)       2023-04-10  onsight     lead_climb          31     25
 *   2  Éclipse (Roche Grise)         2023-04-10  project     lead_climb          37     30   ← not counted by default
 *   3  Éclipse                       2023-06-02  red_point   lead_climb          37     30
 *   4  Grand Dièdre, pitches 1–2     2024-07-15  sent        multi_pitch_leader  32     65 (30 + 35)
 *   5  Grand Dièdre, every pitch     2024-07-16  repetition  multi_pitch_second  33     90
 *   6  Toit du Héron (Bloc du Héron) 2024-03-09  flash       —                   37     —
 *   7  L’Arête 5+ (Bloc du Héron)    2024-03-09  sent        —                   27     —
 *   8  Traversée                     2025-01-05  repetition  top_rope            31     25
 * Roche Grise is in Hautes-Alpes (Provence-Alpes-Côte d’Azur), Bloc du Héron in Seine-et-Marne
 * (Île-de-France): one country, two regions.
 */
beforeAll(async () => {
  const { t, climber, other } = logbook;
  catalogue = await createSampleCatalogue(t.db);
  const { traversee, eclipse, grandDiedre, toitDuHeron, areteEasy } = catalogue.routes;
  const id = climber.user.id;
  await createAscent(t.db, id, traversee, { released_at: '2023-04-10', ascent_status: 'onsight' });
  await createAscent(t.db, id, eclipse, { released_at: '2023-04-10', ascent_status: 'project' });
  await createAscent(t.db, id, eclipse, { released_at: '2023-06-02', ascent_status: 'red_point' });
  await createAscent(t.db, id, grandDiedre, {
    released_at: '2024-07-15',
    ascent_status: 'sent',
    roping_status: 'multi_pitch_leader',
    sections: [0, 1],
  });
  await createAscent(t.db, id, grandDiedre, {
    released_at: '2024-07-16',
    ascent_status: 'repetition',
    roping_status: 'multi_pitch_second',
  });
  await createAscent(t.db, id, toitDuHeron, { released_at: '2024-03-09', ascent_status: 'flash' });
  await createAscent(t.db, id, areteEasy, { released_at: '2024-03-09', ascent_status: 'sent' });
  await createAscent(t.db, id, traversee, {
    released_at: '2025-01-05',
    ascent_status: 'repetition',
    roping_status: 'top_rope',
  });
  // Another climber's ascents never count in this climber's analytics.
  await createAscent(t.db, other.user.id, catalogue.routes.areteHard, { released_at: '2024-03-09' });
});

const HAND_COUNT: OutdoorAnalytics = {
  figures: { ascents: 7, crags: 2, metres: 235, max_grade_value: 37, countries: 1, regions: 2 },
  climbing_types: [
    { climbing_type: 'sport_climbing', count: 3 },
    { climbing_type: 'bouldering', count: 2 },
    { climbing_type: 'multi_pitch', count: 2 },
  ],
  grades: [
    { bucket: '5b', count: 1, climbing_types: { bouldering: 1 } },
    { bucket: '6a', count: 2, climbing_types: { sport_climbing: 2 } },
    // The grades as climbed: the 6a+ of Grand Dièdre stays apart from the 6a of Traversée.
    { bucket: '6a+', count: 1, climbing_types: { multi_pitch: 1 } },
    { bucket: '6b', count: 1, climbing_types: { multi_pitch: 1 } },
    { bucket: '7a', count: 2, climbing_types: { sport_climbing: 1, bouldering: 1 } },
  ],
  max_grade_by_year: [
    { year: 2023, climbing_type: 'sport_climbing', grade_value: 37 },
    { year: 2024, climbing_type: 'bouldering', grade_value: 37 },
    { year: 2024, climbing_type: 'multi_pitch', grade_value: 33 },
    { year: 2025, climbing_type: 'sport_climbing', grade_value: 31 },
  ],
  months: [
    { month: '2023-04', count: 1 },
    { month: '2023-06', count: 1 },
    { month: '2024-03', count: 2 },
    { month: '2024-07', count: 2 },
    { month: '2025-01', count: 1 },
  ],
  years: [
    { year: 2023, count: 2 },
    { year: 2024, count: 4 },
    { year: 2025, count: 1 },
  ],
};

async function myAnalytics(query = ''): Promise<OutdoorAnalytics> {
  const response = await call(
    logbook.t,
    'GET',
    `current_users/outdoor_analytiks.json${query}`,
    logbook.climber.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutdoorAnalytics>();
}

async function setPrivacy(userId: number, publicOutdoorAscents: boolean) {
  await logbook.t.db.update(users).set({ public_outdoor_ascents: publicOutdoorAscents }).where(eq(users.id, userId));
}

describe('GET /api/v1/current_users/outdoor_analytiks.json', () => {
  it('counts every ascent but projects, as the hand count does', async () => {
    expect(await myAnalytics()).toEqual(HAND_COUNT);
  });

  it('takes a status filter, projects included when asked', async () => {
    const projects = await myAnalytics('?ascent_status=project');
    expect(projects.figures).toEqual({
      ascents: 1,
      crags: 1,
      metres: 30,
      max_grade_value: 37,
      countries: 1,
      regions: 1,
    });
    expect(projects.months).toEqual([{ month: '2023-04', count: 1 }]);
    const everything = await myAnalytics('?ascent_status=project,sent,red_point,flash,onsight,repetition');
    expect(everything.figures.ascents).toBe(8);
    expect(everything.years).toEqual([
      { year: 2023, count: 3 },
      { year: 2024, count: 4 },
      { year: 2025, count: 1 },
    ]);
  });

  it('filters by climbing type, roping and dates', async () => {
    const boulders = await myAnalytics('?climbing_type=bouldering');
    expect(boulders.figures).toEqual({
      ascents: 2,
      crags: 1,
      metres: 0,
      max_grade_value: 37,
      countries: 1,
      regions: 1,
    });
    expect(boulders.climbing_types).toEqual([{ climbing_type: 'bouldering', count: 2 }]);

    const led = await myAnalytics('?roping_status=lead_climb,multi_pitch_leader');
    expect(led.figures.ascents).toBe(3);
    expect(led.figures.metres).toBe(25 + 30 + 65);

    const year2024 = await myAnalytics('?date_from=2024-01-01&date_to=2024-12-31');
    expect(year2024.figures).toEqual({
      ascents: 4,
      crags: 2,
      metres: 155,
      max_grade_value: 37,
      countries: 1,
      regions: 2,
    });
    expect(year2024.max_grade_by_year).toEqual([
      { year: 2024, climbing_type: 'bouldering', grade_value: 37 },
      { year: 2024, climbing_type: 'multi_pitch', grade_value: 33 },
    ]);
  });

  it('answers empty charts when nothing matches', async () => {
    expect(await myAnalytics('?date_from=2030-01-01')).toEqual({
      figures: { ascents: 0, crags: 0, metres: 0, max_grade_value: null, countries: 0, regions: 0 },
      climbing_types: [],
      grades: [],
      max_grade_by_year: [],
      months: [],
      years: [],
    });
  });

  it('refuses a filter value it does not know (422)', async () => {
    const response = await call(
      logbook.t,
      'GET',
      'current_users/outdoor_analytiks.json?ascent_status=done',
      logbook.climber.headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toHaveProperty('ascent_status');
  });

  it('needs a signed-in climber (401)', async () => {
    const response = await call(logbook.t, 'GET', 'current_users/outdoor_analytiks.json', logbook.visitor);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/users/{userSlug}/outdoor_analytiks.json', () => {
  const url = () => `users/${logbook.climber.user.slug_name}/outdoor_analytiks.json`;

  it('shows a climber’s public analytics to another climber and to a visitor', async () => {
    await setPrivacy(logbook.climber.user.id, true);
    for (const headers of [logbook.other.headers, logbook.visitor]) {
      const response = await call(logbook.t, 'GET', url(), headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(HAND_COUNT);
    }
  });

  it('takes the same filters', async () => {
    const response = await call(logbook.t, 'GET', `${url()}?climbing_type=bouldering`, logbook.other.headers);
    expect(response.json<OutdoorAnalytics>().figures.ascents).toBe(2);
  });

  it('answers 403 private_ascents when the climber keeps outdoor ascents private, except to themself', async () => {
    await setPrivacy(logbook.climber.user.id, false);
    try {
      for (const headers of [logbook.other.headers, logbook.visitor]) {
        const response = await call(logbook.t, 'GET', url(), headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'private_ascents' });
      }
      const own = await call(logbook.t, 'GET', url(), logbook.climber.headers);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(HAND_COUNT);
      expect(await myAnalytics()).toEqual(HAND_COUNT);
    } finally {
      await setPrivacy(logbook.climber.user.id, true);
    }
  });

  it('answers 404 for an unknown climber', async () => {
    const response = await call(logbook.t, 'GET', 'users/nobody-here/outdoor_analytiks.json', logbook.other.headers);
    expect(response.statusCode).toBe(404);
  });
});
