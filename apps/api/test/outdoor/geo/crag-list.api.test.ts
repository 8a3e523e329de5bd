import { type CragSummary, cragSummary, gradeValueOf } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crags } from '../../../src/db/schema';
import { createCrag, createCragRoute } from '../../factories/outdoor.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/*
 * `GET crags.json` and its filters: each filter keeps and drops the right crags (the same filters
 * serve `crags/around.json` and `crags/geo_json.json`).
 */

let t: TestApp;

const grade = (text: string) => gradeValueOf(text) as number;

/** The crags of this file, by what makes each one kept or dropped. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const make = async (key: string, overrides: Parameters<typeof createCrag>[1]) => {
    const crag = await createCrag(t.db, { name: key, ...overrides });
    ids[key] = crag.id;
    return crag;
  };
  // Created one after the other: `created_at` grows with them (newest first = this order reversed).
  const sport = await make('sport', {
    climbing_types: ['sport_climbing'],
    orientations: ['south', 'south_west'],
    seasons: ['spring', 'autumn'],
    rocks: ['limestone'],
    rain: 'protected',
    sun: 'sunny_afternoon',
    min_approach_time: 10,
    elevation: 1_200,
  });
  const boulder = await make('boulder', {
    climbing_types: ['bouldering'],
    orientations: ['north'],
    seasons: ['winter'],
    rocks: ['sandstone'],
    rain: 'exposed',
    sun: 'shady',
    min_approach_time: 5,
    elevation: 80,
  });
  const bigWall = await make('bigWall', {
    climbing_types: ['multi_pitch', 'trad_climbing'],
    orientations: ['east'],
    seasons: ['summer'],
    rocks: ['granite'],
    rain: 'exposed',
    sun: 'sunny_morning',
    min_approach_time: 90,
    elevation: 2_400,
  });
  await make('bare', { climbing_types: ['via_ferrata'] });

  // Grades: the sport crag has 5a and 7a, nothing between; the big wall one route spanning 6a → 7a.
  await createCragRoute(t.db, sport.id, { grade: '5a' });
  await createCragRoute(t.db, sport.id, { grade: '7a' });
  await createCragRoute(t.db, boulder.id, { grade: '6c', climbing_type: 'bouldering' });
  await createCragRoute(t.db, bigWall.id, {
    grade: '6a',
    climbing_type: 'multi_pitch',
    grade_min_value: grade('6a'),
    grade_max_value: grade('7a'),
  });
  // The crags' own grade ranges as the wiki keeps them: the sport crag spans 5a → 7a.
  await t.db
    .update(crags)
    .set({ grade_min_value: grade('5a'), grade_max_value: grade('7a') })
    .where(eq(crags.id, sport.id));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/crags.json?${query}`, headers: t.keyHeaders });
  return response;
}

/** The names of the crags a query keeps, in the answer's order. */
async function kept(query: string): Promise<string[]> {
  const response = await list(`${query}&per_page=100`);
  expect(response.statusCode, query).toBe(200);
  return z
    .array(cragSummary)
    .parse(response.json())
    .map((crag) => crag.name);
}

describe('GET /api/v1/crags.json', () => {
  it('lists every crag newest first, paged, with X-Total-Count', async () => {
    expect(await kept('')).toEqual(['bare', 'bigWall', 'boulder', 'sport']);
    const page = await list('per_page=2&page=2');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json<CragSummary[]>().map((crag) => crag.name)).toEqual(['boulder', 'sport']);
  });

  it.each([
    ['climbing_types=bouldering', ['boulder']],
    ['climbing_types=trad_climbing,sport_climbing', ['bigWall', 'sport']],
    ['orientations=north,east', ['bigWall', 'boulder']],
    ['seasons=spring', ['sport']],
    ['seasons=summer&seasons=winter', ['bigWall', 'boulder']],
    ['rocks=granite,sandstone', ['bigWall', 'boulder']],
    ['rain=exposed', ['bigWall', 'boulder']],
    ['rain=protected', ['sport']],
    ['sun=shady,sunny_afternoon', ['boulder', 'sport']],
    ['approach_max=10', ['boulder', 'sport']],
    ['approach_max=4', []],
    ['altitude_min=1000', ['bigWall', 'sport']],
    ['altitude_max=1200', ['boulder', 'sport']],
    ['altitude_min=100&altitude_max=2000', ['sport']],
    ['climbing_types=sport_climbing&rain=exposed', []],
    ['climbing_types=', ['bare', 'bigWall', 'boulder', 'sport']],
  ])('%s keeps %j', async (query, expected) => {
    expect(await kept(query)).toEqual(expected);
  });

  it('keeps a crag only when one of its routes is in the grade range, not when the range falls between', async () => {
    // 6a → 6c: the sport crag spans 5a → 7a but has no route in between: dropped.
    expect(await kept(`grade_min=${grade('6a')}&grade_max=${grade('6c')}`)).toEqual(['bigWall', 'boulder']);
    expect(await kept(`grade_min=${grade('6c+')}&grade_max=${grade('6c+')}`)).toEqual(['bigWall']);
    expect(await kept(`grade_min=${grade('7a')}`)).toEqual(['bigWall', 'sport']);
    expect(await kept(`grade_max=${grade('5c')}`)).toEqual(['sport']);
    expect(await kept(`grade_min=${grade('8a')}`)).toEqual([]);
  });

  it('counts the filtered crags in X-Total-Count', async () => {
    const response = await list('rain=exposed&per_page=1');
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json<CragSummary[]>()).toHaveLength(1);
  });

  it('refuses unknown values and reversed ranges (422 with the field)', async () => {
    const unknown = await list('climbing_types=paragliding');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().error)).toEqual(['climbing_types']);
    const reversed = await list(`grade_min=${grade('7a')}&grade_max=${grade('6a')}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toEqual({ error: { grade_max: ['too_small'] } });
    expect((await list('altitude_min=2000&altitude_max=100')).json()).toEqual({
      error: { altitude_max: ['too_small'] },
    });
    expect((await list('per_page=101')).statusCode).toBe(422);
  });
});
