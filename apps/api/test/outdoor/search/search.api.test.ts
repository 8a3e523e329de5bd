import {
  type AreaSummary,
  areaSummary,
  type CragRouteSummary,
  type CragSummary,
  cragRouteSummary,
  cragSummary,
  globalSearchResult,
  type TownSummary,
  townSummary,
} from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areaCrags, areas } from '../../../src/db/schema';
import { rebuildSearchCompletions } from '../../../src/outdoor/search/completion.service';
import { createCrag, createCragRoute } from '../../factories/outdoor.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { insertFrance, insertTown } from '../places/places-fixture';

/* Search by name: typos and accents forgiven, best matches first, paged; and the top bar's search. */

let t: TestApp;

const SCHEMAS = {
  crags: z.array(cragSummary),
  crag_routes: z.array(cragRouteSummary),
  areas: z.array(areaSummary),
  towns: z.array(townSummary),
};

beforeAll(async () => {
  t = await createTestApp();
  const france = await insertFrance(t.db);
  const ceuse = await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse', routes_count: 600 });
  const verdon = await createCrag(t.db, {
    name: 'Gorges du Verdon',
    slug_name: 'gorges-du-verdon',
    routes_count: 1500,
  });
  await createCrag(t.db, { name: 'Verdon Sud', slug_name: 'verdon-sud', routes_count: 12 });
  const bleau = await createCrag(t.db, { name: 'Forêt de Fontainebleau', slug_name: 'foret-de-fontainebleau' });
  await createCrag(t.db, { name: 'Saint-Léger-du-Ventoux', slug_name: 'saint-leger-du-ventoux' });
  // Seven crags of one name, more than the top bar shows.
  for (let index = 1; index <= 7; index += 1) {
    await createCrag(t.db, { name: `Rocher Canon ${index}`, slug_name: `rocher-canon-${index}`, routes_count: index });
  }

  await createCragRoute(t.db, ceuse.id, { name: 'Biographie', slug_name: 'biographie', grade: '9a+' });
  await createCragRoute(t.db, verdon.id, { name: 'Mingus', slug_name: 'mingus', grade: '7b' });
  await createCragRoute(t.db, bleau.id, { name: 'La Marie-Rose', slug_name: 'la-marie-rose', grade: '6a' });

  const [massif] = await t.db
    .insert(areas)
    .values([
      { name: 'Massif de Fontainebleau', slug_name: 'massif-de-fontainebleau' },
      { name: 'Haute-Provence', slug_name: 'haute-provence' },
    ])
    .returning();
  await t.db.insert(areaCrags).values({ area_id: massif?.id as number, crag_id: bleau.id });

  const inFrance = { country_id: france.country.id };
  await insertTown(t.db, {
    ...inFrance,
    department_id: france.departments['77']?.id,
    name: 'Fontainebleau',
    slug: 'fontainebleau',
    latitude: 48.4047,
    longitude: 2.7016,
    population: 15_000,
  });
  await insertTown(t.db, {
    ...inFrance,
    name: 'Fontaine',
    slug: 'fontaine',
    latitude: 45.19,
    longitude: 5.68,
    population: 22_000,
  });
  await insertTown(t.db, {
    ...inFrance,
    department_id: france.departments['05']?.id,
    name: 'Sigottier',
    slug: 'sigottier',
    latitude: 44.48,
    longitude: 5.7,
    population: 50,
  });
  await insertTown(t.db, {
    ...inFrance,
    name: 'Saint-Étienne',
    slug: 'saint-etienne',
    latitude: 45.43,
    longitude: 4.39,
  });
  // The rows above are inserted directly, not through the wiki: the top bar's completions are built as the seed builds them.
  await rebuildSearchCompletions(t.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function search<Kind extends keyof typeof SCHEMAS>(kind: Kind, query: string, paging = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search/${kind}.json?query=${encodeURIComponent(query)}${paging}`,
    headers: t.keyHeaders,
  });
  expect(response.statusCode, `${kind} ${query}`).toBe(200);
  return {
    items: SCHEMAS[kind].parse(response.json()) as z.infer<(typeof SCHEMAS)[Kind]>,
    total: Number(response.headers['x-total-count']),
  };
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('GET /api/v1/search/crags.json', () => {
  it.each(['ceuse', 'CEUSE', 'céuse', 'Céüse', 'ceuze'])(
    'finds Céüse from %j, accents and case aside',
    async (query) => {
      const { items } = await search('crags', query);
      expect(names(items)[0]).toBe('Céüse');
    },
  );

  it.each(['fontainbleau', 'fontainebleu', 'Fontainebleau'])('forgives the typo of %j', async (query) => {
    expect(names((await search('crags', query)).items)).toContain('Forêt de Fontainebleau');
  });

  it.each(['verdun', 'verdn', 'verdpn', 'berdon', 'verdonn', 'gorges du verdom'])(
    'finds the Verdon from the misspelt %j',
    async (query) => {
      expect(names((await search('crags', query)).items)).toContain('Gorges du Verdon');
    },
  );

  it('finds a crag from the first letters of its words, as it is typed', async () => {
    expect(names((await search('crags', 'gorges du ver')).items)[0]).toBe('Gorges du Verdon');
    expect(names((await search('crags', 'saint leg')).items)).toEqual(['Saint-Léger-du-Ventoux']);
    expect(names((await search('crags', 'ventou')).items)).toContain('Saint-Léger-du-Ventoux');
  });

  it('puts names starting with the query first, then the closest, then the biggest', async () => {
    const { items } = await search('crags', 'verdon');
    expect(names(items).slice(0, 2)).toEqual(['Verdon Sud', 'Gorges du Verdon']);
    const canons = await search('crags', 'rocher canon');
    expect(names(canons.items)).toEqual([7, 6, 5, 4, 3, 2, 1].map((index) => `Rocher Canon ${index}`));
  });

  it('pages the matches with X-Total-Count', async () => {
    const first = await search('crags', 'rocher canon', '&per_page=3');
    const third = await search('crags', 'rocher canon', '&per_page=3&page=3');
    expect(first.total).toBe(7);
    expect(third.total).toBe(7);
    expect(names(first.items)).toEqual(['Rocher Canon 7', 'Rocher Canon 6', 'Rocher Canon 5']);
    expect(names(third.items)).toEqual(['Rocher Canon 1']);
  });

  it('finds nothing for a name like no other, and takes any character safely', async () => {
    expect(await search('crags', 'xylophone')).toEqual({ items: [], total: 0 });
    for (const query of ["'; drop table crags; --", '%', '_', '!&|():*', '\\']) {
      expect((await search('crags', query)).items, query).toEqual([]);
    }
  });

  it('refuses an empty or too long query (422)', async () => {
    for (const query of ['', '%20%20', 'a'.repeat(101)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search/crags.json?query=${query}`,
        headers: t.keyHeaders,
      });
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/v1/search/crag_routes.json', () => {
  it('finds routes with typos, with their crag', async () => {
    const { items, total } = await search('crag_routes', 'biographe');
    expect(total).toBe(1);
    const [route] = items as CragRouteSummary[];
    expect(route?.name).toBe('Biographie');
    expect(route?.crag.name).toBe('Céüse');
    expect(names((await search('crag_routes', 'marie rose')).items)).toEqual(['La Marie-Rose']);
  });
});

describe('GET /api/v1/search/areas.json', () => {
  it('finds areas with the figures of their crags', async () => {
    const { items } = await search('areas', 'fontenebleau');
    const [massif] = items as AreaSummary[];
    expect(massif).toMatchObject({ name: 'Massif de Fontainebleau', crags_count: 1 });
    expect(names((await search('areas', 'haute provence')).items)).toEqual(['Haute-Provence']);
  });
});

describe('GET /api/v1/search/towns.json', () => {
  it('finds towns from their first letters, accents aside, with their department', async () => {
    const { items } = await search('towns', 'fontaineb');
    expect(names(items)[0]).toBe('Fontainebleau');
    expect((items as TownSummary[])[0]).toMatchObject({
      slug: 'fontainebleau',
      department_number: '77',
      department_name: 'Seine-et-Marne',
      population: 15_000,
    });
    expect(names((await search('towns', 'saint etienne')).items)).toEqual(['Saint-Étienne']);
    expect(names((await search('towns', 'sigotier')).items)).toEqual(['Sigottier']);
  });

  it('ranks a name starting with the query first, then the more populated', async () => {
    expect(names((await search('towns', 'fontaine')).items).slice(0, 2)).toEqual(['Fontaine', 'Fontainebleau']);
    expect(names((await search('towns', 'fon')).items).slice(0, 2)).toEqual(['Fontaine', 'Fontainebleau']);
  });

  it('does not read LIKE wildcards in the query', async () => {
    expect((await search('towns', '%')).items).toEqual([]);
    expect((await search('towns', '_ontaine')).items.map((town) => town.name)).not.toContain('Sigottier');
  });
});

describe('GET /api/v1/search.json', () => {
  async function everything(query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search.json?query=${encodeURIComponent(query)}`,
      headers: t.keyHeaders,
    });
    expect(response.statusCode).toBe(200);
    return globalSearchResult.parse(response.json());
  }

  it('answers the best few crags, routes, areas and towns at once', async () => {
    const result = await everything('fontainebleau');
    expect(names(result.crags)).toEqual(['Forêt de Fontainebleau']);
    expect(names(result.areas)).toEqual(['Massif de Fontainebleau']);
    expect(names(result.towns)[0]).toBe('Fontainebleau');
    expect(result.crag_routes).toEqual([]);
    expect(names((await everything('mingus')).crag_routes)).toEqual(['Mingus']);
  });

  it('shows at most five of a kind, the best ones', async () => {
    const result = await everything('rocher canon');
    expect(names(result.crags as CragSummary[])).toEqual([7, 6, 5, 4, 3].map((index) => `Rocher Canon ${index}`));
  });

  it('requires a query (422)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search.json', headers: t.keyHeaders });
    expect(response.statusCode).toBe(422);
  });
});
