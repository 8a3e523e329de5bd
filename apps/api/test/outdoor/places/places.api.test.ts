import {
  type CragSummary,
  cragSummary,
  type Department,
  department,
  distanceMetres,
  outdoorFigures,
  townAround,
} from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areas, type towns } from '../../../src/db/schema';
import { createCrag, createCragRoute, createSector } from '../../factories/outdoor.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { insertFrance, insertTown } from './places-fixture';

/* Departments with their figures, a department's crags, crags around a town, the outdoor figures. */

let t: TestApp;
let fontainebleau: typeof towns.$inferSelect;

/** Crags around Fontainebleau (48.4047, 2.7016) at known distances. */
const AROUND_BLEAU = [
  { name: 'Bas Cuvier', latitude: 48.4459, longitude: 2.6357 },
  { name: 'Franchard Isatis', latitude: 48.4103, longitude: 2.6232 },
  { name: 'Larchant', latitude: 48.2868, longitude: 2.6017 },
  { name: 'Chamarande', latitude: 48.5153, longitude: 2.2136 },
];

beforeAll(async () => {
  t = await createTestApp();
  const france = await insertFrance(t.db);
  const seineEtMarne = france.departments['77']?.id;
  const hautesAlpes = france.departments['05']?.id;
  const corsica = france.departments['2A']?.id;
  fontainebleau = await insertTown(t.db, {
    country_id: france.country.id,
    department_id: seineEtMarne,
    name: 'Fontainebleau',
    slug: 'fontainebleau',
    latitude: 48.4047,
    longitude: 2.7016,
    population: 15_000,
  });
  await insertTown(t.db, {
    country_id: france.country.id,
    name: 'Nulle-Part',
    slug: 'nulle-part',
    latitude: -60,
    longitude: -120,
  });

  for (const crag of AROUND_BLEAU) {
    await createCrag(t.db, {
      ...crag,
      slug_name: crag.name.toLowerCase().replaceAll(' ', '-'),
      department_id: crag.name === 'Chamarande' ? null : seineEtMarne,
      climbing_types: ['bouldering'],
      routes_count: 100,
      grade_min_value: 5,
      grade_max_value: 40,
    });
  }
  const ceuse = await createCrag(t.db, {
    name: 'Céüse',
    department_id: hautesAlpes,
    climbing_types: ['sport_climbing', 'multi_pitch'],
    routes_count: 600,
    grade_min_value: 20,
    grade_max_value: 50,
  });
  await createCrag(t.db, {
    name: 'Aiglun',
    department_id: hautesAlpes,
    climbing_types: ['sport_climbing'],
    routes_count: 80,
    grade_min_value: 18,
    grade_max_value: 44,
  });
  await createCrag(t.db, { name: 'Bavella', department_id: corsica, climbing_types: ['multi_pitch', 'trad_climbing'] });

  const sector = await createSector(t.db, ceuse.id, { name: 'Biographie' });
  await createCragRoute(t.db, ceuse.id, { name: 'Biographie', crag_sector_id: sector.id, grade: '9a+' });
  await createCragRoute(t.db, ceuse.id, { name: 'Berlin', crag_sector_id: sector.id, grade: '7c' });
  await t.db.insert(areas).values({ name: 'Hautes-Alpes du Sud', slug_name: 'hautes-alpes-du-sud' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: t.keyHeaders });
}

describe('GET /api/v1/departments.json', () => {
  it('lists the departments holding crags by number, Corsica in its place, with their figures', async () => {
    const response = await get('departments.json');
    expect(response.statusCode).toBe(200);
    const list = z.array(department).parse(response.json());
    expect(list.map((item) => item.number)).toEqual(['05', '2A', '77']);
    expect(list[0]).toEqual({
      number: '05',
      name: 'Hautes-Alpes',
      slug: 'hautes-alpes',
      region_name: 'Provence-Alpes-Côte d’Azur',
      crags_count: 2,
      routes_count: 680,
      grade_min_value: 18,
      grade_max_value: 50,
      climbing_types: { sport_climbing: 2, multi_pitch: 1 },
    });
    expect(list[1]?.climbing_types).toEqual({ multi_pitch: 1, trad_climbing: 1 });
    expect(list[2]).toMatchObject({ crags_count: 3, routes_count: 300, climbing_types: { bouldering: 3 } });
  });

  it('lists every department with all=true, empty ones with zero figures', async () => {
    const list = (await get('departments.json?all=true')).json<Department[]>();
    expect(list.map((item) => item.number)).toEqual(['04', '05', '2A', '77', '971']);
    expect(list[0]).toMatchObject({
      crags_count: 0,
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      climbing_types: {},
    });
  });
});

describe('GET /api/v1/departments/{number}.json', () => {
  it('answers one department with its figures, whatever the case of its number', async () => {
    const response = await get('departments/2a.json');
    expect(response.statusCode).toBe(200);
    expect(department.parse(response.json())).toMatchObject({ number: '2A', name: 'Corse-du-Sud', crags_count: 1 });
    expect((await get('departments/04.json')).json<Department>()).toMatchObject({ crags_count: 0, climbing_types: {} });
  });

  it('answers 404 for an unknown department', async () => {
    expect((await get('departments/99.json')).statusCode).toBe(404);
    expect((await get('departments/9999.json')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/departments/{number}/crags.json', () => {
  it("lists a department's crags by name, paged", async () => {
    const response = await get('departments/77/crags.json?per_page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const page = z.array(cragSummary).parse(response.json());
    expect(page.map((crag) => crag.name)).toEqual(['Bas Cuvier', 'Franchard Isatis']);
    expect(page[0]?.department_number).toBe('77');
    const second = (await get('departments/77/crags.json?per_page=2&page=2')).json<CragSummary[]>();
    expect(second.map((crag) => crag.name)).toEqual(['Larchant']);
  });

  it('answers 404 for an unknown department', async () => {
    expect((await get('departments/99/crags.json')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/towns/{slug}.json', () => {
  it('answers the town and the crags within 30 km, nearest first, with their distance', async () => {
    const response = await get('towns/fontainebleau.json');
    expect(response.statusCode).toBe(200);
    const answer = townAround.parse(response.json());
    expect(answer.town).toMatchObject({ name: 'Fontainebleau', department_number: '77', population: 15_000 });
    expect(answer.distance).toBe(30);
    const expected = AROUND_BLEAU.map((crag) => ({
      name: crag.name,
      km: distanceMetres(fontainebleau.latitude, fontainebleau.longitude, crag.latitude, crag.longitude) / 1_000,
    }))
      .filter((crag) => crag.km <= 30)
      .sort((a, b) => a.km - b.km);
    expect(answer.crags.map((crag) => crag.name)).toEqual(expected.map((crag) => crag.name));
    expect(answer.crags.map((crag) => crag.distance_km)).toEqual(expected.map((crag) => Math.round(crag.km * 10) / 10));
  });

  it('takes a distance up to 100 km', async () => {
    const far = townAround.parse((await get('towns/fontainebleau.json?distance=100')).json());
    expect(far.crags.map((crag) => crag.name)).toContain('Chamarande');
    const near = townAround.parse((await get('towns/fontainebleau.json?distance=6')).json());
    expect(near.crags.map((crag) => crag.name)).toEqual(['Franchard Isatis']);
    expect((await get('towns/fontainebleau.json?distance=101')).statusCode).toBe(422);
  });

  it('answers a town without crags around it, and 404 for an unknown town', async () => {
    expect(townAround.parse((await get('towns/nulle-part.json')).json()).crags).toEqual([]);
    expect((await get('towns/atlantis.json')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/outdoor/figures.json', () => {
  it('counts the catalogue and shows the latest crags and routes', async () => {
    const response = await get('outdoor/figures.json');
    expect(response.statusCode).toBe(200);
    const figures = outdoorFigures.parse(response.json());
    expect(figures).toMatchObject({
      crags_count: 7,
      crag_routes_count: 2,
      crag_sectors_count: 1,
      areas_count: 1,
      departments_count: 3,
    });
    expect(figures.recent_crags.map((crag) => crag.name)).toEqual([
      'Bavella',
      'Aiglun',
      'Céüse',
      'Chamarande',
      'Larchant',
      'Franchard Isatis',
    ]);
    expect(figures.recent_crag_routes.map((route) => [route.name, route.crag.name, route.crag_sector?.name])).toEqual([
      ['Berlin', 'Céüse', 'Biographie'],
      ['Biographie', 'Céüse', 'Biographie'],
    ]);
  });
});
